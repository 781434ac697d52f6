import type { CompanyChangeRequest } from '@mall/shared/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { listPending, ReviewError, reviewAddressChange } from './review.service.ts';
import { parseReviewArgs } from './review-command.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REVIEWER = 'operator:tester';
const WUCHANG = { province: '42', city: '4201', district: '420106', address: '中南路88号' };

/** A store that asked, through the API, to move its registered address to Wuchang. */
async function storeWithRequest(): Promise<{ fixture: MemberFixture; requestId: number }> {
  const fixture = await createMember(t.handle);
  const client = await t.loginAs(fixture.username, fixture.password);
  const res = await client.postForm<CompanyChangeRequest>('/api/user/info/address', WUCHANG);
  expect(res.body.code).toBe(10000);
  return { fixture, requestId: res.body.data.id };
}

const requestRow = async (id: number) =>
  (
    await t.handle.query<{ status: number; reason: string | null; reviewed_by: string; reviewed_at: Date }>(
      'SELECT status, reason, reviewed_by, reviewed_at FROM company_change_requests WHERE id = $1',
      [id],
    )
  )[0];

const companyAddress = async (id: number) =>
  (
    await t.handle.query<{ province: string; city: string; district: string; address: string }>(
      'SELECT province, city, district, address FROM companies WHERE id = $1',
      [id],
    )
  )[0];

const latestMessage = async (companyId: number) =>
  (
    await t.handle.query<{ title: string; content: string }>(
      'SELECT title, content FROM messages WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
      [companyId],
    )
  )[0];

describe('review of registered-address changes', () => {
  it('parses the change commands', () => {
    expect(parseReviewArgs(['approve', 'change', '7'])).toEqual({
      action: 'approve',
      target: 'change',
      id: 7,
    });
    expect(parseReviewArgs(['reject', 'change', '7', '--reason', '地址', '不符'])).toEqual({
      action: 'reject',
      target: 'change',
      id: 7,
      reason: '地址 不符',
    });
    expect(() => parseReviewArgs(['reject', 'change', '7'])).toThrow(/--reason/);
    expect(() => parseReviewArgs(['approve', 'address', '7'])).toThrow(ReviewError);
  });

  it('lists a pending change with the current and the requested address', async () => {
    const { fixture, requestId } = await storeWithRequest();
    const { changes } = await listPending(t.handle.db);
    const listed = changes.find((c) => c.request.id === requestId);
    expect(listed).toMatchObject({
      currentProvince: '浙江省',
      currentAddress: '文三路1号',
      request: {
        companyId: fixture.companyId,
        province: '湖北省',
        district: '武昌区',
        address: '中南路88号',
      },
    });
  });

  it('approves: copies the address into the store, records who and when, tells the store', async () => {
    const { fixture, requestId } = await storeWithRequest();
    const now = new Date('2026-05-02T09:30:00Z');
    const outcome = await reviewAddressChange(t.handle.db, {
      id: requestId,
      decision: 'approve',
      reviewer: REVIEWER,
      now,
    });
    expect(outcome.summary).toBe(`change ${requestId} approved; company ${fixture.companyId}`);
    expect(await companyAddress(fixture.companyId)).toEqual({
      province: '湖北省',
      city: '武汉市',
      district: '武昌区',
      address: '中南路88号',
    });
    const row = await requestRow(requestId);
    expect(row).toMatchObject({ status: 1, reason: null, reviewed_by: REVIEWER });
    expect(new Date(row!.reviewed_at).toISOString()).toBe(now.toISOString());
    expect(await latestMessage(fixture.companyId)).toEqual({
      title: '注册地址变更审核通过',
      content: '您申请的注册地址变更“湖北省武汉市武昌区中南路88号”已审核通过，新地址已生效。',
    });
    expect((await listPending(t.handle.db)).changes.map((c) => c.request.id)).not.toContain(requestId);
    await expect(
      reviewAddressChange(t.handle.db, {
        id: requestId,
        decision: 'reject',
        reason: '重复',
        reviewer: REVIEWER,
      }),
    ).rejects.toThrow(`地址变更申请 ${requestId} 已审核，不能重复处理`);
  });

  it('rejects: keeps the old address, records the reason, tells the store why', async () => {
    const { fixture, requestId } = await storeWithRequest();
    await expect(
      reviewAddressChange(t.handle.db, { id: requestId, decision: 'reject', reviewer: REVIEWER }),
    ).rejects.toThrow(/reason/);
    const outcome = await reviewAddressChange(t.handle.db, {
      id: requestId,
      decision: 'reject',
      reason: '新地址与营业执照不符',
      reviewer: REVIEWER,
    });
    expect(outcome.summary).toBe(`change ${requestId} rejected; company ${fixture.companyId}`);
    expect(await companyAddress(fixture.companyId)).toMatchObject({
      province: '浙江省',
      address: '文三路1号',
    });
    expect(await requestRow(requestId)).toMatchObject({
      status: 2,
      reason: '新地址与营业执照不符',
      reviewed_by: REVIEWER,
    });
    const message = await latestMessage(fixture.companyId);
    expect(message?.title).toBe('注册地址变更审核未通过');
    expect(message?.content).toContain('原因：新地址与营业执照不符');
    await expect(
      reviewAddressChange(t.handle.db, { id: requestId, decision: 'approve', reviewer: REVIEWER }),
    ).rejects.toThrow(`地址变更申请 ${requestId} 已审核，不能重复处理`);
    expect(await companyAddress(fixture.companyId)).toMatchObject({ province: '浙江省' });
  });

  it('refuses an unknown request in Chinese and writes nothing', async () => {
    const before = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    await expect(
      reviewAddressChange(t.handle.db, { id: 999999, decision: 'approve', reviewer: REVIEWER }),
    ).rejects.toThrow(new ReviewError('地址变更申请 999999 不存在'));
    expect(await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM messages')).toEqual(before);
  });
});
