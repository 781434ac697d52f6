import type { MemberCentre } from '@mall/shared/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createOrder, type FixtureLine } from '../order-read/order.fixtures.ts';
import { RECENT_PURCHASES } from './centre.service.ts';

let t: TestApp;
let offers: { id: number; goods_id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  offers = await t.handle.query<{ id: number; goods_id: number }>(
    'SELECT DISTINCT ON (goods_id) id, goods_id FROM offers ORDER BY goods_id, id LIMIT 12',
  );
});
afterAll(() => t.close());

const line = (i: number, quantity: number, name = `药品${i}`): FixtureLine => ({
  offerId: offers[i]?.id ?? 0,
  goodsId: offers[i]?.goods_id ?? 0,
  quantity,
  unitPrice: 500,
  name,
});

describe('GET /api/user/center: orders', () => {
  it('counts the store’s orders by state from the database', async () => {
    const m = await createMember(t.handle);
    const other = await createMember(t.handle);
    const make = (status: 0 | 1 | 2 | 3 | 4) =>
      createOrder(t.handle, { companyId: m.companyId, memberId: m.memberId, status });
    for (const status of [0, 0, 1, 2, 2, 2, 3, 4] as const) await make(status);
    const withAfterSale = await make(3);
    await t.handle.query(
      `INSERT INTO after_sales (after_sale_no, order_id, company_id, kind, reason)
       VALUES ('AS-C-1', $1, $2, 'refund_only', '破损'), ('AS-C-2', $1, $2, 'documents', '缺资料')`,
      [withAfterSale.id, m.companyId],
    );
    await createOrder(t.handle, { companyId: other.companyId, memberId: other.memberId, status: 1 });
    const client = await t.loginAs(m.username, m.password);
    const res = await client.get<MemberCentre>('/api/user/center');
    expect(res.body.data.orders.counts).toEqual({
      unpaid: 2,
      to_ship: 1,
      to_receive: 3,
      completed: 2,
      cancelled: 1,
      after_sale: 1,
    });
  });

  it('lists recent purchases: distinct goods of paid orders, latest first, with number and time', async () => {
    const m = await createMember(t.handle);
    const order = (status: 0 | 1 | 3 | 4, createdAgo: number, lines: FixtureLine[]) =>
      createOrder(t.handle, { companyId: m.companyId, memberId: m.memberId, status, createdAgo, lines });
    await order(3, 5_000, [line(0, 2, '板蓝根颗粒'), line(1, 1, '维生素C片')]);
    await order(1, 3_000, [line(0, 7, '板蓝根颗粒')]);
    // never paid: not purchases
    await order(0, 100, [line(2, 1)]);
    await order(4, 50, [line(3, 1)]);
    const client = await t.loginAs(m.username, m.password);
    const recent = (await client.get<MemberCentre>('/api/user/center')).body.data.orders.recent_purchases;
    expect(recent.map((p) => [p.goods_id, p.name, p.number])).toEqual([
      [offers[0]?.goods_id, '板蓝根颗粒', 7],
      [offers[1]?.goods_id, '维生素C片', 1],
    ]);
    const now = Math.floor(Date.now() / 1000);
    expect(recent[0]?.bought_at).toBeGreaterThan(now - 3_100);
    expect(recent[0]?.bought_at).toBeLessThan(now - 2_900);
    expect(recent[0]).toMatchObject({ sccj: '测试制药有限公司', ypgg: '0.25g*24粒' });
  });

  it(`shows at most ${RECENT_PURCHASES} goods`, async () => {
    const m = await createMember(t.handle);
    const lines = Array.from({ length: RECENT_PURCHASES + 2 }, (_, i) => line(i, 1));
    await createOrder(t.handle, { companyId: m.companyId, memberId: m.memberId, status: 3, lines });
    const client = await t.loginAs(m.username, m.password);
    const recent = (await client.get<MemberCentre>('/api/user/center')).body.data.orders.recent_purchases;
    expect(recent).toHaveLength(RECENT_PURCHASES);
    expect(new Set(recent.map((p) => p.goods_id)).size).toBe(RECENT_PURCHASES);
  });
});
