/**
 * demo's wallet and orders in the API tests' template database: a ledger that balances, one
 * order in every state with amounts the orders CHECK and the lines agree on, order 1 unpaid with
 * its auto-cancel job, after-sales 1 and 2, invoices for the completed orders only, and the order
 * pages reading all of it through the API.
 */
import { AUTO_RECEIVE_DAYS, ORDER_PAY_MINUTES, type OrderDetail, type OrderPage } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/helpers.ts';
import { runDueJobs } from '../modules/jobs/jobs.service.ts';
import { bankDetails } from '../modules/payment/bank-account.ts';
import { BANK_TRANSFER, MEMBER_COUPON, VOUCHER } from './wallet.ts';

let t: TestApp;
let demo: TestClient;
let companyId: number;

interface OrderRow {
  id: number;
  status: number;
  raw_amount: number;
  goods_amount: number;
  activity_amount: number;
  coupon_amount: number;
  voucher_amount: number;
  shipping_amount: number;
  balance_amount: number;
  payable_amount: number;
  paid_amount: number;
  refunded_amount: number;
  pay_method: string | null;
  coupon_id: number | null;
  created_at: number;
  expires_at: number;
}

let orders: OrderRow[];

const q = <T>(text: string, params: unknown[] = []) => t.handle.query<T>(text, params);

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.loginAs('demo');
  const [member] = await q<{ company_id: number }>(
    `SELECT current_company_id AS company_id FROM members WHERE username = 'demo'`,
  );
  companyId = member?.company_id ?? 0;
  orders = await q<OrderRow>(
    `SELECT id, status::int AS status, raw_amount, goods_amount, activity_amount, coupon_amount, voucher_amount,
       shipping_amount, balance_amount, payable_amount, paid_amount, refunded_amount, pay_method, coupon_id,
       extract(epoch FROM created_at)::float8 AS created_at, extract(epoch FROM expires_at)::float8 AS expires_at
     FROM orders WHERE company_id = $1 ORDER BY id`,
    [companyId],
  );
});

afterAll(() => t.close());

const order = (id: number) => {
  const found = orders.find((o) => o.id === id);
  if (!found) throw new Error(`no demo order ${id}`);
  return found;
};

describe('demo wallet', () => {
  it('has a balance that is the sum of its ledger, every balance_after the running sum', async () => {
    const rows = await q<{ amount: number; balance_after: number; kind: string; order_id: number | null }>(
      'SELECT amount, balance_after, kind, order_id FROM balance_ledger WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    // A year of history (wallet.ts) comes before the demo orders' rows.
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.slice(-3).map((r) => r.kind)).toEqual(['recharge', 'order_pay', 'after_sale_refund']);
    expect(rows.at(-3)?.amount).toBe(2_000_000);
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(row.balance_after).toBe(running);
    }
    const money = await demo.get<{ balance: string }>('/api/user/user_money');
    expect(money.body.data.balance).toBe((running / 100).toFixed(2));
    // The payment row is the completed order paid from the balance, its payable exactly.
    expect(rows.at(-2)).toMatchObject({ order_id: 4, amount: -order(4).payable_amount });
    expect(rows.at(-1)).toMatchObject({ order_id: 4, amount: order(4).refunded_amount });
    // Every recharge of the history has its paid recharge row.
    const paid = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM recharges WHERE company_id = $1 AND status = 1',
      [companyId],
    );
    expect(paid[0]?.n).toBe(rows.filter((r) => r.kind === 'recharge').length - 1);
  });

  it('holds usable, used, returned and expired coupons, vouchers and an invoice profile', async () => {
    const coupons = await q<{ id: number; status: number; order_id: number | null; title: string }>(
      `SELECT mc.id, mc.status::int AS status, mc.order_id, c.title FROM member_coupons mc
       JOIN coupons c ON c.id = mc.coupon_id WHERE mc.company_id = $1 ORDER BY mc.id`,
      [companyId],
    );
    expect(coupons.find((c) => c.id === MEMBER_COUPON.used)).toMatchObject({ status: 1, order_id: 4 });
    expect(coupons.find((c) => c.id === MEMBER_COUPON.returned3000)).toMatchObject({
      status: 0,
      order_id: null,
    });
    expect(coupons.find((c) => c.id === MEMBER_COUPON.expired)?.status).toBe(2);
    expect(coupons.map((c) => c.title)).toEqual(
      expect.arrayContaining(['满1000减50', '满3000减150', '满2000享98折']),
    );
    expect(order(4).coupon_id).toBe(MEMBER_COUPON.used);
    expect(order(6).coupon_id).toBe(MEMBER_COUPON.returned3000);

    const [voucher] = await q<{ status: number; order_id: number }>(
      'SELECT status::int AS status, order_id FROM cash_vouchers WHERE id = $1 AND company_id = $2',
      [VOUCHER.used20, companyId],
    );
    expect(voucher).toEqual({ status: 1, order_id: 5 });
    expect(order(5).voucher_amount).toBe(2_000);

    const profile = await demo.get<{ invoice_type: number; title: string; tax_number: string }>(
      '/api/user/invoice_profile',
    );
    expect(profile.body.data).toMatchObject({ invoice_type: 2, title: '康源大药房（演示店）' });
    expect(profile.body.data.tax_number).toMatch(/^[0-9A-Z]{18}$/);
    const other = await t.loginAs('demo2');
    const otherProfile = await other.get<{ invoice_type: number }>('/api/user/invoice_profile');
    expect(otherProfile.body.data.invoice_type).toBe(3);
  });

  it('sends bank transfers to the seeded account', async () => {
    const bank = await bankDetails(t.handle.db, 'DD1');
    expect(bank).toMatchObject({ ...BANK_TRANSFER, remark: 'DD1' });
  });
});

describe('demo orders', () => {
  it('has one order per state (two completed), ids 1..6, each within the amounts identity', async () => {
    expect(orders.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(orders.map((o) => o.status)).toEqual([0, 1, 2, 3, 3, 4]);
    expect(orders.map((o) => o.pay_method)).toEqual([null, 'online', 'transfer', 'balance', 'online', null]);
    const lines = await q<{ order_id: number; amount: number; activity: number; coupon: number; n: number }>(
      `SELECT order_id, sum(amount)::int AS amount, sum(activity_share)::int AS activity,
         sum(coupon_share)::int AS coupon, count(*)::int AS n FROM order_lines GROUP BY order_id ORDER BY order_id`,
    );
    for (const o of orders) {
      expect(o.payable_amount + o.balance_amount).toBe(
        o.goods_amount - o.activity_amount - o.coupon_amount - o.voucher_amount + o.shipping_amount,
      );
      const sums = lines.find((l) => l.order_id === o.id);
      expect(sums?.n).toBeGreaterThan(0);
      expect(sums).toMatchObject({
        amount: o.goods_amount,
        activity: o.activity_amount,
        coupon: o.coupon_amount,
      });
      expect(o.paid_amount).toBe(o.status >= 1 && o.status <= 3 ? o.payable_amount : 0);
    }
    expect(order(4).coupon_amount).toBeGreaterThan(0);
    expect(order(6).coupon_amount).toBeGreaterThan(0);
  });

  it('keeps order 1 unpaid, placed minutes ago, with its auto-cancel job that cancels it once due', async () => {
    const o = order(1);
    const age = Date.now() / 1000 - o.created_at;
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(ORDER_PAY_MINUTES * 60);
    expect(o.expires_at - o.created_at).toBe(ORDER_PAY_MINUTES * 60);
    const jobs = await q<{ payload: { order_id: number }; status: number; run_at: number }>(
      `SELECT payload, status::int AS status, extract(epoch FROM run_at)::float8 AS run_at FROM jobs
       WHERE kind = 'order.auto_cancel'`,
    );
    expect(jobs).toEqual([{ payload: { order_id: 1 }, status: 0, run_at: o.expires_at }]);

    const detail = await demo.get<OrderDetail>('/api/order/1');
    expect(detail.body.data.actions.pay).toBe(1);
    await runDueJobs({ db: t.handle.db }, new Date((o.expires_at + 60) * 1000));
    const [after] = await q<{ status: number }>('SELECT status::int AS status FROM orders WHERE id = 1');
    expect(after?.status).toBe(4);
  });

  it('keeps order 3 shipped, with its automatic receipt queued ten days after it shipped', async () => {
    const o = order(3);
    expect(o.status).toBe(2);
    const jobs = await q<{ payload: { order_id: number }; status: number; run_at: number }>(
      `SELECT payload, status::int AS status, floor(extract(epoch FROM run_at))::int AS run_at FROM jobs
       WHERE kind = 'order.auto_receive'`,
    );
    const detail = (await demo.get<OrderDetail>('/api/order/3')).body.data;
    const due = (detail.shipped_at ?? 0) + AUTO_RECEIVE_DAYS * 86_400;
    expect(jobs).toEqual([{ payload: { order_id: 3 }, status: 0, run_at: due }]);
    expect(detail.auto_receive_at).toBe(due);
    expect(due).toBeGreaterThan(Date.now() / 1000);
  });

  it('refunded after-sale 1 to the balance and keeps after-sale 2 pending, both demo’s', async () => {
    const rows = await q<{
      id: number;
      company_id: number;
      order_id: number;
      kind: string;
      status: number;
      refund_amount: number;
    }>(
      'SELECT id, company_id, order_id, kind, status::int AS status, refund_amount FROM after_sales ORDER BY id',
    );
    expect(rows.slice(0, 2)).toMatchObject([
      { id: 1, company_id: companyId, order_id: 4, kind: 'return_refund', status: 2 },
      { id: 2, company_id: companyId, order_id: 5, kind: 'resend', status: 0, refund_amount: 0 },
    ]);
    const refund = rows[0]?.refund_amount ?? 0;
    expect(refund).toBeGreaterThan(0);
    expect(order(4).refunded_amount).toBe(refund);
    const [line] = await q<{ refunded_quantity: number; quantity: number }>(
      `SELECT l.refunded_quantity, al.quantity FROM after_sale_lines al JOIN order_lines l ON l.id = al.order_line_id
       WHERE al.after_sale_id = 1`,
    );
    expect(line?.refunded_quantity).toBe(line?.quantity);
    const other = await t.loginAs('demo2');
    expect((await other.get('/api/after_sale/1')).status).toBe(404);
    expect((await demo.get('/api/after_sale/1')).status).toBe(200);
  });

  it('has invoices exactly for the completed orders; a refund reversed order 4’s and reissued what was kept', async () => {
    const invoices = await q<{
      id: number;
      order_id: number;
      amount: number;
      status: number;
      replaces_id: number | null;
    }>(
      'SELECT id, order_id, amount, status::int AS status, replaces_id FROM invoices WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    expect([...new Set(invoices.map((i) => i.order_id))]).toEqual([4, 5]);
    // Issued at receipt for the whole order; after-sale 1's refund came later: 已红冲 and reissued.
    const [issued4, reissued4] = invoices.filter((i) => i.order_id === 4);
    expect(issued4).toMatchObject({ amount: order(4).payable_amount, status: 2, replaces_id: null });
    expect(reissued4).toMatchObject({
      amount: order(4).payable_amount - order(4).refunded_amount,
      status: 1,
      replaces_id: issued4?.id,
    });
    expect(invoices.filter((i) => i.order_id === 5)).toMatchObject([
      { amount: order(5).payable_amount, status: 1, replaces_id: null },
    ]);
  });

  it('keeps every seeded order’s invoice in force at what the buyer kept, any reversed one replaced', async () => {
    const rows = await q<{ order_id: number; kept: number; in_force: number[]; reversed: number }>(
      `SELECT o.id AS order_id,
         GREATEST(0, o.goods_amount - o.activity_amount - o.coupon_amount - o.voucher_amount + o.shipping_amount
           - o.refunded_amount)::int AS kept,
         COALESCE(array_agg(i.amount ORDER BY i.id) FILTER (WHERE i.status = 1), '{}') AS in_force,
         (count(*) FILTER (WHERE i.status = 2))::int AS reversed
       FROM orders o JOIN invoices i ON i.order_id = o.id GROUP BY o.id ORDER BY o.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows)
      expect(row.in_force, `order ${row.order_id}`).toEqual(row.kept > 0 ? [row.kept] : []);
    // Every order refunded after its invoice has one reversed.
    const refunded = await q<{ id: number }>(
      `SELECT o.id FROM orders o WHERE o.refunded_amount > 0
         AND EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id)`,
    );
    for (const { id } of refunded)
      expect(rows.find((r) => r.order_id === id)?.reversed, `order ${id}`).toBeGreaterThan(0);
  });

  it('lists them on the order page with a count per tab, and hides them from demo2', async () => {
    const page = await demo.get<OrderPage>('/api/order', { status: 'all', page: 1, page_size: 20 });
    expect(page.body.data.total).toBe(6);
    expect(page.body.data.list.map((o) => o.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Order 1 was cancelled by its job above.
    expect(page.body.data.counts).toEqual({
      all: 6,
      unpaid: 0,
      to_ship: 1,
      to_receive: 1,
      completed: 2,
      cancelled: 2,
      after_sale: 2,
    });
    const afterSale = await demo.get<OrderPage>('/api/order', { status: 'after_sale' });
    expect(afterSale.body.data.list.map((o) => o.id).sort()).toEqual([4, 5]);
    const shipped = await demo.get<OrderDetail>('/api/order/3');
    expect(shipped.body.data).toMatchObject({ carrier: '顺丰速运', status: 2 });
    expect(shipped.body.data.logistics.length).toBeGreaterThanOrEqual(3);
    const other = await t.loginAs('demo2');
    expect((await other.get('/api/order/1')).status).toBe(404);
    expect((await other.get<OrderPage>('/api/order')).body.data.total).toBe(0);
  });

  it('moves every sequence past the seeded ids', async () => {
    for (const table of [
      'orders',
      'order_lines',
      'payments',
      'after_sales',
      'coupons',
      'member_coupons',
      'cash_vouchers',
    ]) {
      const [row] = await q<{ next: number; max: number }>(
        `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS next, (SELECT max(id) FROM ${table})::int AS max`,
      );
      expect(row?.next, table).toBeGreaterThan(row?.max ?? 0);
    }
  });
});
