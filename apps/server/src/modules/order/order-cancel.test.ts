import { ORDER_MESSAGES, type OrderCreated } from '@mall/shared/order';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { clearCart, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { registerJobHandler } from '../jobs/job-handlers.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { MAX_ATTEMPTS, runDueJobs } from '../jobs/jobs.service.ts';
import {
  balanceOf,
  expectLedgersBalanced,
  giveCoupon,
  giveVoucher,
  recharge,
  storeAddress,
} from './order.fixtures.ts';

let t: TestApp;
let demo: TestClient;
let goods: Awaited<ReturnType<typeof createOffer>>;
let addressId: number;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  goods = await createOffer(t.handle, { name: '取消测试片', basePrice: 2000, stock: 50 });
  demo = await t.loginAs('demo');
  addressId = await storeAddress(t.handle, DEMO_COMPANY);
});
afterAll(() => t.close());
beforeEach(() => clearCart(t.handle, DEMO_COMPANY));

const stock = async () =>
  (await t.handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [goods.offerId]))[0]
    ?.stock;
const orderRow = async (id: number) =>
  (
    await t.handle.query<{ status: number; cancel_reason: string; cancelled: boolean }>(
      'SELECT status, cancel_reason, cancelled_at IS NOT NULL AS cancelled FROM orders WHERE id = $1',
      [id],
    )
  )[0];

/** An order of `number` units with a coupon, a voucher and part of the balance. */
async function order(number: number, extra: { useBalance?: 0 | 1; coupon?: number; voucher?: number } = {}) {
  await demo.postForm('/api/cart', {
    params: [{ goods_id: goods.goodsId, goods_price_id: goods.offerId, number }],
  });
  const [line] = await t.handle.query<{ id: number }>('SELECT id FROM cart_lines WHERE company_id = $1', [
    DEMO_COMPANY,
  ]);
  const res = await demo.postForm<OrderCreated>('/api/order', {
    ids: [line?.id],
    address_id: addressId,
    use_balance: extra.useBalance ?? 0,
    ...(extra.coupon ? { coupon_id: extra.coupon } : {}),
    ...(extra.voucher ? { voucher_id: extra.voucher } : {}),
    idempotency_key: `cancel-test-${keys++}-${Date.now()}`,
  });
  expect(res.body.code).toBe(10000);
  return res.body.data;
}

describe('POST /api/order/{id}/cancel', () => {
  it('puts back the stock, the coupon, the voucher and the balance', async () => {
    await recharge(t.handle, DEMO_COMPANY, 500 - (await balanceOf(t.handle, DEMO_COMPANY)));
    const coupon = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 0, value: 300 });
    const voucher = await giveVoucher(t.handle, DEMO_COMPANY, { amount: 100 });
    const before = { stock: await stock(), balance: await balanceOf(t.handle, DEMO_COMPANY) };
    const created = await order(4, { useBalance: 1, coupon, voucher });
    expect(await stock()).toBe((before.stock ?? 0) - 4);
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBeLessThan(before.balance);

    const res = await demo.postForm(`/api/order/${created.id}/cancel`, { reason: '不想买了' });
    expect(res.body).toMatchObject({ code: 10000, msg: ORDER_MESSAGES.cancelled });
    expect(await orderRow(created.id)).toEqual({ status: 4, cancel_reason: '不想买了', cancelled: true });
    expect(await stock()).toBe(before.stock);
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBe(before.balance);
    const [c] = await t.handle.query('SELECT status, order_id FROM member_coupons WHERE id = $1', [coupon]);
    expect(c).toEqual({ status: 0, order_id: null });
    const [v] = await t.handle.query('SELECT status, order_id FROM cash_vouchers WHERE id = $1', [voucher]);
    expect(v).toEqual({ status: 0, order_id: null });
    const kinds = await t.handle.query<{ kind: string }>(
      'SELECT kind FROM balance_ledger WHERE order_id = $1 ORDER BY id',
      [created.id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['order_pay', 'order_refund']);
    const [event] = await t.handle.query(
      `SELECT note, actor FROM order_events WHERE order_id = $1 AND title = '订单已取消'`,
      [created.id],
    );
    expect(event).toEqual({ note: '不想买了', actor: 'buyer' });
    await expectLedgersBalanced(t.handle);

    const again = await demo.postForm(`/api/order/${created.id}/cancel`, { reason: '不想买了' });
    expect(again.body).toMatchObject({ code: 400, msg: ORDER_MESSAGES.notCancellable });
  });

  it('refuses a paid order, another store’s order, and a reason off the list', async () => {
    await recharge(t.handle, DEMO_COMPANY, 1_000_000);
    const paid = await order(1, { useBalance: 1 });
    expect(paid.status).toBe(1);
    const res = await demo.postForm(`/api/order/${paid.id}/cancel`, { reason: '重复下单' });
    expect(res.body).toMatchObject({ code: 400, msg: ORDER_MESSAGES.notCancellable });
    expect((await orderRow(paid.id))?.status).toBe(1);

    const unpaid = await order(1);
    const demo2 = await t.loginAs('demo2');
    const foreign = await demo2.postForm(`/api/order/${unpaid.id}/cancel`, { reason: '重复下单' });
    expect(foreign.body).toMatchObject({ code: 404, msg: ORDER_MESSAGES.notFound });
    const missing = await demo.postForm('/api/order/99999999/cancel', { reason: '重复下单' });
    expect(missing.status).toBe(404);
    const reason = await demo.postForm(`/api/order/${unpaid.id}/cancel`, { reason: '随便' });
    expect(reason.status).toBe(422);
    expect((await orderRow(unpaid.id))?.status).toBe(0);
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.postForm(`/api/order/${unpaid.id}/cancel`, { reason: '重复下单' })).status).toBe(401);
  });
});

describe('auto-cancel jobs', () => {
  it('cancels an unpaid order once it has expired, and leaves a paid one alone', async () => {
    const ctx = { db: t.handle.db };
    await t.handle.query('UPDATE jobs SET status = 1 WHERE status = 0');
    const before = await stock();
    const unpaid = await order(2);
    const paid = await order(1);
    await t.handle.query('UPDATE orders SET status = 1, pay_method = $2, paid_at = now() WHERE id = $1', [
      paid.id,
      'online',
    ]);
    expect(await runDueJobs(ctx)).toBe(0);
    expect((await orderRow(unpaid.id))?.status).toBe(0);

    const later = new Date(Date.now() + 31 * 60_000);
    expect(await runDueJobs(ctx, later)).toBe(2);
    expect(await orderRow(unpaid.id)).toMatchObject({ status: 4, cancel_reason: ORDER_MESSAGES.expired });
    expect((await orderRow(paid.id))?.status).toBe(1);
    expect(await stock()).toBe((before ?? 0) - 1);
    const jobs = await t.handle.query<{ status: number }>(
      `SELECT status FROM jobs WHERE payload->>'order_id' IN ($1::text, $2::text)`,
      [unpaid.id, paid.id],
    );
    expect(jobs.map((j) => j.status)).toEqual([1, 1]);
    const [event] = await t.handle.query(
      `SELECT actor FROM order_events WHERE order_id = $1 AND title = '订单已取消'`,
      [unpaid.id],
    );
    expect(event).toEqual({ actor: 'system' });
    expect(await runDueJobs(ctx, later)).toBe(0);
  });

  it('waits again when the deadline was pushed back', async () => {
    const ctx = { db: t.handle.db };
    const unpaid = await order(1);
    await t.handle.query(`UPDATE orders SET expires_at = now() + interval '3 days' WHERE id = $1`, [
      unpaid.id,
    ]);
    expect(await runDueJobs(ctx, new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect((await orderRow(unpaid.id))?.status).toBe(0);
    expect(await runDueJobs(ctx, new Date(Date.now() + 4 * 86_400_000))).toBe(1);
    expect((await orderRow(unpaid.id))?.status).toBe(4);
  });

  it('counts failed attempts, rolls back their work and fails the job after the last', async () => {
    const ctx = { db: t.handle.db };
    registerJobHandler('test.fail', async (tx) => {
      await tx.execute(sql`UPDATE offers SET stock = 0 WHERE id = ${goods.offerId}`);
      throw new Error('处理失败');
    });
    const before = await stock();
    const id = await t.handle.db.transaction((tx) => enqueueJob(tx, 'test.fail', {}, new Date()));
    let clock = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      clock += 10 * 60_000;
      expect(await runDueJobs(ctx, new Date(clock))).toBe(1);
    }
    const [job] = await t.handle.query('SELECT status, attempts, last_error FROM jobs WHERE id = $1', [id]);
    expect(job).toEqual({ status: 2, attempts: MAX_ATTEMPTS, last_error: '处理失败' });
    expect(await stock()).toBe(before);
    expect(await runDueJobs(ctx, new Date(clock + 3600_000))).toBe(0);
  });
});
