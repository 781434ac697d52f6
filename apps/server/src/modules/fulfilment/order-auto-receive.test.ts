/**
 * Automatic receipt (decision 025): a shipped order the buyer has not confirmed is completed
 * AUTO_RECEIVE_DAYS after it shipped, as 确认收货 completes it; one confirmed first is left alone,
 * and an open after-sale application makes the job wait a day at a time.
 */
import { AUTO_RECEIVE_DAYS, type OrderDetail } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { applyFor } from '../after-sale/after-sale.fixtures.ts';
import { rejectAfterSale } from '../after-sale/after-sale-review.service.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { runDueJobs } from '../jobs/jobs.service.ts';
import { balancePaidOrder } from '../order/order.fixtures.ts';
import { ship } from './fulfilment.service.ts';
import { AUTO_RECEIVE_JOB, AUTO_RECEIVED_EVENT } from './order-auto-receive.ts';

let t: TestApp;
let demo: TestClient;
let offer: Awaited<ReturnType<typeof createOffer>>;

beforeAll(async () => {
  t = await createTestApp();
  offer = await createOffer(t.handle, { name: '自动收货片', basePrice: 2000, stock: 100 });
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const daysLater = (days: number) => new Date(Date.now() + days * DAY_MS + 60_000);

async function shippedOrder() {
  const order = await balancePaidOrder(t.handle, demo, [[offer, 2]]);
  await ship(t.handle.db, order.order_no, { carrier: '顺丰速运', trackingNo: `SF${order.id}000111` }, 'op:t');
  return order;
}

const detail = async (id: number) => (await demo.get<OrderDetail>(`/api/order/${id}`)).body.data;
const jobsOf = (orderId: number) =>
  t.handle.query<{ status: number; run_at: string }>(
    `SELECT status, run_at FROM jobs WHERE kind = $1 AND payload->>'order_id' = $2 ORDER BY id`,
    [AUTO_RECEIVE_JOB, String(orderId)],
  );
const messagesOf = async (orderNo: string) =>
  (
    await t.handle.query<{ title: string; content: string }>(
      `SELECT title, content FROM messages WHERE content LIKE '%' || $1 || '%' ORDER BY id`,
      [orderNo],
    )
  ).map((m) => m.title);

describe('automatic receipt', () => {
  it(`completes a shipped order ${AUTO_RECEIVE_DAYS} days after it shipped, as 确认收货 does`, async () => {
    const order = await shippedOrder();
    const [job] = await jobsOf(order.id);
    const due = new Date(job?.run_at ?? 0).getTime();
    expect(Math.abs(due - (Date.now() + AUTO_RECEIVE_DAYS * DAY_MS))).toBeLessThan(60_000);
    // The detail says when, as queued.
    const shipped = await detail(order.id);
    expect(shipped.auto_receive_at).toBe(Math.floor(due / 1000));
    expect((shipped.auto_receive_at ?? 0) - (shipped.shipped_at ?? 0)).toBe(AUTO_RECEIVE_DAYS * 86_400);
    // Not before it is due.
    await runDueJobs({ db: t.handle.db }, daysLater(AUTO_RECEIVE_DAYS - 1));
    expect((await detail(order.id)).status).toBe(2);

    await runDueJobs({ db: t.handle.db }, daysLater(AUTO_RECEIVE_DAYS));
    const done = await detail(order.id);
    expect(done.status).toBe(3);
    expect(done.auto_receive_at).toBeNull();
    expect(done.timeline.map((e) => e.title)).toContain(AUTO_RECEIVED_EVENT);
    expect(done.invoice_id).not.toBeNull();
    expect(done.actions).toMatchObject({ receive: 0, after_sale: 1 });
    const [points] = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM points_ledger WHERE order_id = $1`,
      [order.id],
    );
    expect(points?.n).toBe(1);
    expect(await messagesOf(order.order_no)).toContain('订单已自动确认收货');
    expect((await jobsOf(order.id)).map((j) => j.status)).toEqual([1]);
  });

  it('leaves an order the buyer confirmed first as it is', async () => {
    const order = await shippedOrder();
    expect((await demo.post(`/api/order/${order.id}/receive`)).status).toBe(200);
    await runDueJobs({ db: t.handle.db }, daysLater(AUTO_RECEIVE_DAYS));
    const done = await detail(order.id);
    expect(done.timeline.map((e) => e.title)).toContain('已确认收货');
    expect(done.timeline.map((e) => e.title)).not.toContain(AUTO_RECEIVED_EVENT);
    expect(await messagesOf(order.order_no)).not.toContain('订单已自动确认收货');
  });

  it('waits while an after-sale application is open, then completes once it is decided', async () => {
    const order = await shippedOrder();
    const lineId = (await detail(order.id)).lines[0]?.id ?? 0;
    const applied = await applyFor(demo, order.id, 'return_refund', [{ order_line_id: lineId, number: 1 }]);
    await runDueJobs({ db: t.handle.db }, daysLater(AUTO_RECEIVE_DAYS));
    expect((await detail(order.id)).status).toBe(2);
    const jobs = await jobsOf(order.id);
    expect(jobs.map((j) => j.status)).toEqual([1, 0]);
    // The detail shows the time it was put off to.
    expect((await detail(order.id)).auto_receive_at).toBe(
      Math.floor(new Date(jobs[1]?.run_at ?? 0).getTime() / 1000),
    );
    await rejectAfterSale(t.handle.db, {
      afterSaleNo: applied.after_sale_no,
      operator: 'op:t',
      reason: '无质量问题',
    });
    await runDueJobs({ db: t.handle.db }, daysLater(AUTO_RECEIVE_DAYS + 1));
    expect((await detail(order.id)).status).toBe(3);
  });
});
