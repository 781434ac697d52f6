import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { CHINA_TODAY_TEXT } from '../../db/china-time.ts';
import { findCompanyReviews } from './review.repository.ts';
import { listPending, ReviewError, reviewCompany, reviewLicence } from './review.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REVIEWER = 'operator:tester';
const DEMO3_COMPANY = 4;

async function licenceOf(companyId: number, typeName: string) {
  const rows = await t.handle.query<{ id: number; review_status: number; reviewed_by: string | null }>(
    `SELECT l.id, l.review_status, l.reviewed_by FROM company_licences l JOIN licence_types ty ON ty.id = l.type_id
     WHERE l.company_id = $1 AND ty.name = $2 ORDER BY l.id DESC LIMIT 1`,
    [companyId, typeName],
  );
  return rows[0]!;
}

const messagesOf = (companyId: number) =>
  t.handle.query<{ title: string; content: string }>(
    'SELECT title, content FROM messages WHERE company_id = $1 ORDER BY id DESC',
    [companyId],
  );

const companyStatus = async (id: number) =>
  (await t.handle.query<{ s: number }>('SELECT review_status AS s FROM companies WHERE id = $1', [id]))[0]?.s;

describe('review of licences and registrations', () => {
  it("lists the pending work: demo3's licences and company", async () => {
    const pending = await listPending(t.handle.db);
    expect(pending.licences.filter((l) => l.companyId === DEMO3_COMPANY)).toHaveLength(4);
    expect(pending.companies.map((c) => c.id)).toContain(DEMO3_COMPANY);
  });

  it('rejects a licence with the reason, who and when, and tells the member', async () => {
    const licence = await licenceOf(DEMO3_COMPANY, '采购委托书');
    const now = new Date('2026-05-01T08:00:00Z');
    const outcome = await reviewLicence(t.handle.db, {
      id: licence.id,
      decision: 'reject',
      reason: '委托书未加盖公章',
      reviewer: REVIEWER,
      now,
    });
    expect(outcome.companyStatus).toBe(0);
    const rows = await t.handle.query<{
      review_status: number;
      reason: string;
      reviewed_by: string;
      reviewed_at: Date;
    }>('SELECT review_status, reason, reviewed_by, reviewed_at FROM company_licences WHERE id = $1', [
      licence.id,
    ]);
    expect(rows[0]).toMatchObject({ review_status: 2, reason: '委托书未加盖公章', reviewed_by: REVIEWER });
    expect(new Date(rows[0]!.reviewed_at).toISOString()).toBe(now.toISOString());
    const [message] = await messagesOf(DEMO3_COMPANY);
    expect(message?.title).toBe('资质审核未通过');
    expect(message?.content).toContain('委托书未加盖公章');
    await expect(
      reviewLicence(t.handle.db, { id: licence.id, decision: 'approve', reviewer: REVIEWER }),
    ).rejects.toThrow(ReviewError);
    await expect(
      reviewLicence(t.handle.db, { id: licence.id, decision: 'reject', reviewer: REVIEWER }),
    ).rejects.toThrow(/reason/);
  });

  it('approves the store once every required licence is approved', async () => {
    const client = await t.loginAs('demo3');
    const { body } = await client.get<{ is_passed: number }>('/api/user/base');
    expect(body.data.is_passed).toBe(0);
    // The rejected mandate comes back as a new version.
    await t.handle.query(
      `INSERT INTO company_licences (company_id, type_id, number, expires_on)
       SELECT $1, id, 'BCT-WT-2026-002', ${CHINA_TODAY_TEXT} + 300 FROM licence_types WHERE name = '采购委托书'`,
      [DEMO3_COMPANY],
    );
    for (const type of ['营业执照', '药品经营许可证', '采购委托书']) {
      const outcome = await reviewLicence(t.handle.db, {
        id: (await licenceOf(DEMO3_COMPANY, type)).id,
        decision: 'approve',
        reviewer: REVIEWER,
      });
      expect(outcome.companyStatus).toBe(0);
    }
    expect((await messagesOf(DEMO3_COMPANY))[0]?.title).toBe('资质审核通过');
    const last = await reviewLicence(t.handle.db, {
      id: (await licenceOf(DEMO3_COMPANY, '委托人身份证')).id,
      decision: 'approve',
      reviewer: REVIEWER,
    });
    expect(last.companyStatus).toBe(1);
    expect(await companyStatus(DEMO3_COMPANY)).toBe(1);
    expect((await messagesOf(DEMO3_COMPANY))[0]?.title).toBe('企业资质审核通过');
    const reviews = await findCompanyReviews(t.handle.db, DEMO3_COMPANY);
    expect(reviews.at(-1)).toMatchObject({ status: 1, reviewedBy: REVIEWER });
    expect((await client.get<{ is_passed: number }>('/api/user/base')).body.data.is_passed).toBe(1);
    const jyfw = await client.get<{ name: string }[]>('/api/user/jyfw');
    expect(jyfw.body.data.map((s) => s.name)).toEqual(['处方药', '非处方药', '中成药']);
  });

  it('rejects and approves a company by hand, recording who and telling the member', async () => {
    // Two stores back in the queue (the seeded ones are decided).
    await t.handle.query('UPDATE companies SET review_status = 0 WHERE id = ANY($1::int[])', [
      [3, DEMO3_COMPANY],
    ]);
    const rejected = await reviewCompany(t.handle.db, {
      id: 3,
      decision: 'reject',
      reason: '企业名称与营业执照不符',
      reviewer: REVIEWER,
    });
    expect(rejected.companyStatus).toBe(2);
    expect(await companyStatus(3)).toBe(2);
    expect((await messagesOf(3))[0]).toMatchObject({ title: '企业资质审核未通过' });
    expect((await messagesOf(3))[0]?.content).toContain('企业名称与营业执照不符');
    const approved = await reviewCompany(t.handle.db, {
      id: DEMO3_COMPANY,
      decision: 'approve',
      reviewer: REVIEWER,
    });
    expect(approved.summary).toMatch(/^company 4 approved/);
    expect(await companyStatus(DEMO3_COMPANY)).toBe(1);
    expect((await findCompanyReviews(t.handle.db, 3)).map((r) => [r.status, r.reason, r.reviewedBy])).toEqual(
      [[2, '企业名称与营业执照不符', REVIEWER]],
    );
  });

  it('refuses a second decision on a store that is no longer waiting, changing nothing', async () => {
    const before = await messagesOf(3);
    for (const decision of ['approve', 'reject'] as const)
      await expect(
        reviewCompany(t.handle.db, { id: 3, decision, reason: '重复', reviewer: REVIEWER }),
      ).rejects.toThrow('门店 3 已审核，不能重复处理');
    expect(await companyStatus(3)).toBe(2);
    expect(await messagesOf(3)).toEqual(before);
    expect(await findCompanyReviews(t.handle.db, 3)).toHaveLength(1);
    await expect(
      reviewCompany(t.handle.db, { id: 99999, decision: 'approve', reviewer: REVIEWER }),
    ).rejects.toThrow(/不存在/);
  });
});
