/**
 * Settlement at the deadline, run by the job queue with its clock moved past the deadline: a
 * group that reached its target releases its paid orders to ship and cancels the unpaid; one
 * that did not cancels every order and refunds each the way it was paid (stock, coupon, voucher
 * and points back), exactly once.
 */
import { GROUP_BUY_MESSAGES } from '@mall/shared/group-buy';
import { type AfterSaleDetail, ORDER_MESSAGES, type OrderDetail } from '@mall/shared/order';
import type { PayStart } from '@mall/shared/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { approveAfterSale } from '../after-sale/after-sale-review.service.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { ship } from '../fulfilment/fulfilment.service.ts';
import { runDueJobs } from '../jobs/jobs.service.ts';
import {
  balanceOf,
  expectLedgersBalanced,
  giveCoupon,
  giveVoucher,
  insertTradingBuyers,
  recharge,
  storeAddress,
} from '../order/order.fixtures.ts';
import { gatewayFor } from '../payment/gateway.ts';
import { earnOrderPoints } from '../points/order-points.service.ts';
import { currentPoints } from '../points/points.service.ts';
import { createGroupBuy, joined, statusOf, stockOf } from './group-buy.fixtures.ts';
import { settleGroup } from './group-buy-settle.ts';

let t: TestApp;
interface Buyer {
  client: TestClient;
  companyId: number;
  address: number;
}
let buyers: Buyer[];

beforeAll(async () => {
  t = await createTestApp({ paySandbox: true });
  const made = await insertTradingBuyers(t.handle, 'settler', 3, DEMO_PASSWORD);
  buyers = await Promise.all(
    made.map(async (b) => ({
      client: await t.loginAs(b.username),
      companyId: b.companyId,
      address: await storeAddress(t.handle, b.companyId),
    })),
  );
});
afterAll(() => t.close());

const buyer = (i: number): Buyer => {
  const b = buyers[i];
  if (!b) throw new Error(`no buyer ${i}`);
  return b;
};

async function payOnline(client: TestClient, orderId: number): Promise<string> {
  const start = await client.post<PayStart>(`/api/order/${orderId}/pay`, { method: 'online' });
  expect(start.body.code).toBe(10000);
  const confirmed = await client.post(`/api/pay/sandbox/${start.body.data.payment_no}`, { result: 'paid' });
  expect(confirmed.body.code).toBe(10000);
  return start.body.data.payment_no;
}

async function payBalance(b: Buyer, orderId: number): Promise<void> {
  await recharge(t.handle, b.companyId, 100_000);
  const res = await b.client.post(`/api/order/${orderId}/pay`, { method: 'balance' });
  expect(res.body.code).toBe(10000);
}

const groupState = async (id: number) =>
  (await t.handle.query<{ state: string }>('SELECT state FROM group_buys WHERE id = $1', [id]))[0]?.state;

/** Moves the job clock past the deadline (ends in 60 s), the way the auto-cancel tests do. */
const afterDeadline = () => new Date(Date.now() + 5 * 60_000);

describe('group settlement job', () => {
  it('succeeds at the target: paid orders may ship, the unpaid one is cancelled with its stock back', async () => {
    const offer = await createOffer(t.handle, { name: '成团测试片', basePrice: 2000, stock: 50 });
    const group = await createGroupBuy(t.handle, { offerId: offer.offerId, target: 3, limit: 5, endsIn: 60 });
    const a = await joined(buyer(0).client, group, { quantity: 2, address: buyer(0).address });
    await payBalance(buyer(0), a.id);
    const b = await joined(buyer(1).client, group, { quantity: 1, address: buyer(1).address });
    await payOnline(buyer(1).client, b.id);
    const c = await joined(buyer(2).client, group, { quantity: 2, address: buyer(2).address });
    expect(await stockOf(t.handle, offer.offerId)).toBe(45);

    // Before the deadline the job is not due.
    await runDueJobs({ db: t.handle.db });
    expect(await groupState(group)).toBe('running');

    await runDueJobs({ db: t.handle.db }, afterDeadline());
    expect(await groupState(group)).toBe('succeeded');
    expect([await statusOf(t.handle, a.id), await statusOf(t.handle, b.id)]).toEqual([1, 1]);
    expect(await statusOf(t.handle, c.id)).toBe(4);
    const [reason] = await t.handle.query('SELECT cancel_reason FROM orders WHERE id = $1', [c.id]);
    expect(reason).toEqual({ cancel_reason: GROUP_BUY_MESSAGES.unpaidReason });
    expect(await stockOf(t.handle, offer.offerId)).toBe(47);
    await expect(
      ship(t.handle.db, a.order_no, { carrier: '顺丰速运', trackingNo: 'SF2234567890' }, 'operator:test'),
    ).resolves.toContain('已发货');
    await expectLedgersBalanced(t.handle);
  });

  it('takes no refund while the group runs; after it succeeds a refund leaves its count and puts the units back', async () => {
    const offer = await createOffer(t.handle, { name: '退款拼团片', basePrice: 2000, stock: 50 });
    const group = await createGroupBuy(t.handle, { offerId: offer.offerId, target: 4, limit: 5, endsIn: 60 });
    const a = await joined(buyer(0).client, group, { quantity: 4, address: buyer(0).address });
    await payBalance(buyer(0), a.id);
    const progress = async () =>
      (await buyer(1).client.get<{ paid_quantity: number }>(`/api/group_buy/${group}`)).body.data
        .paid_quantity;
    expect(await progress()).toBe(4);
    const [line] = await t.handle.query<{ id: number }>('SELECT id FROM order_lines WHERE order_id = $1', [
      a.id,
    ]);
    const refundOne = () =>
      buyer(0).client.post<AfterSaleDetail>(`/api/order/${a.id}/after_sale`, {
        kind: 'refund_only',
        reason: '不想要了',
        lines: [{ order_line_id: line?.id as number, number: 1 }],
      });
    // The settlement counts the paid units under the group's lock: they may not change before it.
    const early = await refundOne();
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(ORDER_MESSAGES.afterSaleGroupRunning);
    expect((await buyer(0).client.get<OrderDetail>(`/api/order/${a.id}`)).body.data.actions.after_sale).toBe(
      0,
    );

    await runDueJobs({ db: t.handle.db }, afterDeadline());
    expect(await groupState(group)).toBe('succeeded');
    const applied = await refundOne();
    expect(applied.body.code, applied.body.msg).toBe(10000);
    await approveAfterSale(t.handle.db, gatewayFor(t.config.paySigningSecret), {
      afterSaleNo: applied.body.data.after_sale_no,
      operator: 'operator:test',
    });
    expect(await progress()).toBe(3);
    expect(await stockOf(t.handle, offer.offerId)).toBe(47);
    await expectLedgersBalanced(t.handle);
  });

  it('fails short of the target: every order cancelled and refunded the way it was paid, stock, coupon, voucher and points back, exactly once', async () => {
    const offer = await createOffer(t.handle, { name: '未成团测试片', basePrice: 3000, stock: 40 });
    const group = await createGroupBuy(t.handle, {
      offerId: offer.offerId,
      price: 2500,
      target: 20,
      limit: 10,
      endsIn: 60,
    });
    // Buyer 0: a coupon and a voucher, part of the balance at submit, the rest paid online.
    const b0 = buyer(0);
    const coupon = await giveCoupon(t.handle, b0.companyId, { threshold: 0, value: 300 });
    const voucher = await giveVoucher(t.handle, b0.companyId, { amount: 200 });
    await recharge(t.handle, b0.companyId, 1000 - (await balanceOf(t.handle, b0.companyId)));
    const balance0 = await balanceOf(t.handle, b0.companyId);
    const a = await joined(b0.client, group, {
      quantity: 3,
      address: b0.address,
      useBalance: 1,
      coupon,
      voucher,
    });
    expect(await balanceOf(t.handle, b0.companyId)).toBe(0);
    const paymentNo = await payOnline(b0.client, a.id);
    // Buyer 1: pays the whole order from the balance after submitting.
    const b1 = buyer(1);
    const b = await joined(b1.client, group, { quantity: 2, address: b1.address });
    await payBalance(b1, b.id);
    const balance1 = await balanceOf(t.handle, b1.companyId);
    const [paidB] = await t.handle.query<{ paid_amount: number }>(
      'SELECT paid_amount FROM orders WHERE id = $1',
      [b.id],
    );
    // Buyer 2: never pays.
    const c = await joined(buyer(2).client, group, { quantity: 1, address: buyer(2).address });
    expect(await stockOf(t.handle, offer.offerId)).toBe(34);
    // Points: a held order earns none, but should one have (as a completed order does), the
    // failed group takes them back with the money; the other stores' points stay as they were.
    const points0 = await currentPoints(t.handle.db, b0.companyId);
    const points1 = await currentPoints(t.handle.db, b1.companyId);
    const earned = await t.handle.db.transaction((tx) => earnOrderPoints(tx, a.id));
    expect(earned).toBeGreaterThan(0);
    expect(await currentPoints(t.handle.db, b0.companyId)).toBe(points0 + earned);

    await runDueJobs({ db: t.handle.db }, afterDeadline());
    expect(await groupState(group)).toBe('failed');
    expect(await currentPoints(t.handle.db, b0.companyId)).toBe(points0);
    expect(await currentPoints(t.handle.db, b1.companyId)).toBe(points1);
    for (const o of [a, b, c]) expect(await statusOf(t.handle, o.id)).toBe(4);
    expect(await stockOf(t.handle, offer.offerId)).toBe(40);
    const [cp] = await t.handle.query('SELECT status, order_id FROM member_coupons WHERE id = $1', [coupon]);
    expect(cp).toEqual({ status: 0, order_id: null });
    const [vc] = await t.handle.query('SELECT status, order_id FROM cash_vouchers WHERE id = $1', [voucher]);
    expect(vc).toEqual({ status: 0, order_id: null });
    // The balance part back to the balance, the online part back through the gateway.
    expect(await balanceOf(t.handle, b0.companyId)).toBe(balance0);
    const [payment] = await t.handle.query<{ status: number; refunded_amount: number; amount: number }>(
      'SELECT status, refunded_amount, amount FROM payments WHERE payment_no = $1',
      [paymentNo],
    );
    expect(payment?.status).toBe(3);
    expect(payment?.refunded_amount).toBe(payment?.amount);
    const [orderA] = await t.handle.query<{ refunded_amount: number; total: number }>(
      'SELECT refunded_amount, balance_amount + paid_amount AS total FROM orders WHERE id = $1',
      [a.id],
    );
    expect(orderA?.refunded_amount).toBe(orderA?.total);
    expect(await balanceOf(t.handle, b1.companyId)).toBe(balance1 + (paidB?.paid_amount ?? 0));
    const [reason] = await t.handle.query('SELECT cancel_reason FROM orders WHERE id = $1', [b.id]);
    expect(reason).toEqual({ cancel_reason: GROUP_BUY_MESSAGES.failedReason });

    // Again, by the job and by two settlements side by side: nothing more moves.
    const ledger = async () =>
      (await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM balance_ledger'))[0]?.n;
    const rows = await ledger();
    const gateway = gatewayFor(t.config.paySigningSecret);
    await Promise.all(
      [0, 1].map(() => t.handle.db.transaction((tx) => settleGroup(tx, gateway, group, afterDeadline()))),
    );
    await runDueJobs({ db: t.handle.db }, afterDeadline());
    expect(await ledger()).toBe(rows);
    expect(await stockOf(t.handle, offer.offerId)).toBe(40);
    const [again] = await t.handle.query<{ refunded_amount: number }>(
      'SELECT refunded_amount FROM payments WHERE payment_no = $1',
      [paymentNo],
    );
    expect(again?.refunded_amount).toBe(payment?.amount);
    expect(await currentPoints(t.handle.db, b0.companyId)).toBe(points0);
    await expectLedgersBalanced(t.handle);
  });
});
