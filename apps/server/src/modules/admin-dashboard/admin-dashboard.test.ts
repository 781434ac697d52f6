import type { AdminDashboard } from '@mall/shared/admin-dashboard';
import { DASHBOARD_DAYS, STOCK_ALERT_UNITS } from '@mall/shared/admin-dashboard';
import { chinaToday } from '@mall/shared/china-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createGoods, createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, OPERATOR_OF_ROLE } from '../admin-auth/admin.fixtures.ts';
import { createOrder } from '../order-read/order.fixtures.ts';

let t: TestApp;
let buyer: MemberFixture;
let member: TestClient;
const operators = {} as Record<keyof typeof OPERATOR_OF_ROLE, TestClient>;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  buyer = await createMember(t.handle);
  member = await t.loginAs(buyer.username, buyer.password);
  for (const role of Object.keys(OPERATOR_OF_ROLE) as (keyof typeof OPERATOR_OF_ROLE)[])
    operators[role] = await loginOperator(t, OPERATOR_OF_ROLE[role]);
});
afterAll(() => t.close());

const read = async () => {
  const res = await operators.admin.get<AdminDashboard>('/api/admin/dashboard');
  expect(res.body.code).toBe(10000);
  return res.body.data;
};

describe('who may read the dashboard', () => {
  it('every role may, a member and no session may not', async () => {
    for (const client of Object.values(operators))
      expect((await client.get('/api/admin/dashboard')).body.code).toBe(10000);
    expect((await member.get('/api/admin/dashboard')).status).toBe(401);
    expect((await t.client().get('/api/admin/dashboard')).status).toBe(401);
  });
});

describe('figures', () => {
  it("counts today's orders, sales and buyers, leaving cancelled ones out", async () => {
    const before = await read();
    expect(before.today).toBe(chinaToday());
    const other = await createMember(t.handle);
    const ids = { companyId: other.companyId, memberId: other.memberId };
    await createOrder(t.handle, { ...ids, status: 1, payable: 10_001 });
    await createOrder(t.handle, { ...ids, status: 0, payable: 2_000, balanceAmount: 500 });
    await createOrder(t.handle, { ...ids, status: 4, payable: 99_999 });
    const after = await read();
    expect(after.today_figures.orders - before.today_figures.orders).toBe(2);
    expect(after.today_figures.sales_fen - before.today_figures.sales_fen).toBe(12_501);
    expect(after.today_figures.buyers - before.today_figures.buyers).toBe(1);
    expect(after.month_figures.orders - before.month_figures.orders).toBe(2);
    expect(after.month_figures.sales_fen - before.month_figures.sales_fen).toBe(12_501);
    expect(after.by_day).toHaveLength(DASHBOARD_DAYS);
    expect(after.by_day.at(-1)?.date).toBe(after.today);
    const todayBar = (d: AdminDashboard) => d.by_day.at(-1) ?? { orders: 0, sales_fen: 0 };
    expect(todayBar(after).orders - todayBar(before).orders).toBe(2);
    expect(todayBar(after).sales_fen).toBe(after.today_figures.sales_fen);
  });

  it('sums line amounts by top-level category and lists short offers', async () => {
    const tree = await createCategoryTree(t.handle);
    const g = await createGoods(t.handle, { categoryId: tree.grandchildId });
    const shortBefore = (await read()).stock_alerts.total;
    await t.handle.query('UPDATE offers SET stock = $1 WHERE id = $2', [STOCK_ALERT_UNITS - 1, g.offerId]);
    await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 2,
      lines: [{ offerId: g.offerId, goodsId: g.goodsId, quantity: 3, unitPrice: 1_234 }],
    });
    const d = await read();
    const root = d.by_category.find((c) => c.category_id === tree.rootId);
    expect(root?.sales_fen).toBe(3 * 1_234);
    expect(d.stock_alerts.total - shortBefore).toBe(1);
    const stocks = d.stock_alerts.list.map((s) => s.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((n) => n < STOCK_ALERT_UNITS)).toBe(true);
  });

  it('counts the transfers waiting', async () => {
    const before = await read();
    const o = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: 30_000,
    });
    expect((await member.post(`/api/order/${o.id}/pay`, { method: 'transfer' })).status).toBe(200);
    const after = await read();
    expect(after.transfers_waiting.total - before.transfers_waiting.total).toBe(1);
    expect(after.pending_reviews.total).toBeGreaterThanOrEqual(0);
    expect(after.after_sales_waiting.total).toBeGreaterThanOrEqual(0);
  });
});
