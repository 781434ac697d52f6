import type { AdminDailyDealPage } from '@mall/shared/admin-marketing';
import type { EverydayPrice } from '@mall/shared/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';
import { createOffer } from '../cart/cart.fixtures.ts';

let t: TestApp;
let ops: TestClient;
let admin: TestClient;
let reviewer: TestClient;
let service: TestClient;
let finance: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  ops = await loginOperator(t, 'yunying');
  admin = await loginOperator(t, 'admin');
  reviewer = await loginOperator(t, 'shenhe');
  service = await loginOperator(t, 'kefu01');
  finance = await loginOperator(t, 'caiwu');
  member = await t.loginAs('demo');
});
afterAll(() => t.close());

const BASE = '/api/admin/marketing/daily-deals';
const tagsOf = async (id: number) =>
  (await t.handle.query<{ tags: string[] }>('SELECT tags FROM offers WHERE id = $1', [id]))[0]?.tags;
const count = async (table: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
const auditRows = (action: string, targetId: string) =>
  t.handle.query<{ username: string; before: unknown; after: unknown }>(
    `SELECT o.username, a.before, a.after FROM operator_audit_log a JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND a.target_id = $2 ORDER BY a.id`,
    [action, targetId],
  );

describe('每日特价 in the console', () => {
  it('refuses 审核, 客服, 财务, a member and no session, and changes nothing', async () => {
    const made = await createOffer(t.handle, { name: uniqueName('特价拒绝') });
    for (const client of [reviewer, service, finance]) {
      expect((await client.get(BASE)).status).toBe(403);
      expect((await opPost(client, BASE, { offer_id: made.offerId, special: true })).status).toBe(403);
    }
    for (const client of [member, t.client()]) {
      expect((await client.get(BASE)).status).toBe(401);
      expect((await client.post(BASE, { offer_id: made.offerId, special: true })).status).toBe(401);
    }
    expect(await tagsOf(made.offerId)).not.toContain('特');
  });

  it('puts an offer in the pool: it is in today’s selection on the store at once, and out again', async () => {
    // The pool holds only this test's offers, so today's draw must take them.
    await t.handle.query(`UPDATE offers SET tags = array_remove(tags, '特')`);
    const name = uniqueName('每日特价片');
    const made = await createOffer(t.handle, { name, basePrice: 990 });
    const before = await member.get<EverydayPrice>('/api/activity/everyday_price', { all: '1' });
    expect(JSON.stringify(before.body.data.goods)).not.toContain(name);

    const res = await opPost<{ offer_id: number; special: boolean }>(ops, BASE, {
      offer_id: made.offerId,
      special: true,
    });
    expect(res.body.data).toEqual({ offer_id: made.offerId, special: true });
    expect(await tagsOf(made.offerId)).toContain('特');
    const store = await member.get<EverydayPrice>('/api/activity/everyday_price', { all: '1' });
    expect(JSON.stringify(store.body.data.goods)).toContain(name);

    const page = await admin.get<AdminDailyDealPage>(BASE, { keyword: name });
    expect(page.body.data.date).toBe(store.body.data.date);
    expect(page.body.data.list).toEqual([
      expect.objectContaining({ offer_id: made.offerId, goods_id: made.goodsId, price: 990, today: true }),
    ]);
    expect(await auditRows('daily_deal.add', String(made.offerId))).toEqual([
      expect.objectContaining({ username: 'yunying', before: { special: false }, after: { special: true } }),
    ]);
    // Again: nothing to change, nothing audited.
    await opPost(ops, BASE, { offer_id: made.offerId, special: true });
    expect(await auditRows('daily_deal.add', String(made.offerId))).toHaveLength(1);

    await opPost(admin, BASE, { offer_id: made.offerId, special: false });
    expect(await tagsOf(made.offerId)).not.toContain('特');
    const after = await member.get<EverydayPrice>('/api/activity/everyday_price', { all: '1' });
    expect(JSON.stringify(after.body.data.goods)).not.toContain(name);
    expect(await auditRows('daily_deal.remove', String(made.offerId))).toHaveLength(1);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const flash = await createOffer(t.handle, { name: uniqueName('秒杀非特价'), type: 1 });
    const audits = await count('operator_audit_log');
    for (const body of [
      {},
      { offer_id: 'x', special: true },
      { offer_id: flash.offerId },
      { offer_id: flash.offerId, special: 'yes' },
      { offer_id: 999_999_999, special: true },
      { offer_id: flash.offerId, special: true },
    ])
      expect((await opPost(ops, BASE, body)).status, JSON.stringify(body)).toBe(422);
    expect(await tagsOf(flash.offerId)).not.toContain('特');
    expect(await count('operator_audit_log')).toBe(audits);
  });
});
