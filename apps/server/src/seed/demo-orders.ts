/**
 * demo's wallet and past orders, one in every state (DESIGN §7), so every order page shows real
 * data. Ids are explicit: order 1 is the unpaid one (its auto-cancel job queued, due 30 minutes
 * after it was placed a few minutes before the seed's clock), order 3 the shipped one (its
 * auto-receive job queued, due ten days after it shipped), after-sale 1 the refunded return.
 *
 *   1 待付款  2 待发货 (online)  3 待收货 (bank transfer, 顺丰速运)  4 已完成 (balance, coupon,
 *   after-sale 1)  5 已完成 (online, cash voucher, after-sale 2)  6 已取消 (coupon returned)
 *
 * The ledger: wallet.ts's year of history, then a ¥20,000 recharge, order 4's payment, after-sale 1's
 * refund.
 */
import { AUTO_RECEIVE_DAYS, INVOICE_TYPES } from '@mall/shared/order';
import type { DbHandle } from '../db/client.ts';
import { AUTO_RECEIVE_JOB } from '../modules/fulfilment/order-auto-receive.ts';
import { findInvoiceProfile } from '../modules/invoice/invoice.repository.ts';
import { issueInvoice } from '../modules/invoice/invoice.service.ts';
import { AUTO_CANCEL_JOB } from '../modules/order/order-auto-cancel.ts';
import { findStore } from '../modules/store/store.repository.ts';
import { seedAfterSales } from './demo-after-sales.ts';
import { buildOrder, orderCandidates } from './demo-order-build.ts';
import {
  type EventRow,
  idempotencyKey,
  insertEvents,
  insertLedger,
  insertOrderLines,
  insertOrders,
  insertPayments,
  type Movement,
  type OrderRow,
  orderNo,
  type PaymentRow,
  paymentNo,
} from './demo-order-rows.ts';
import { CANCEL_REASON, SPECS } from './demo-order-specs.ts';
import { timelineOf } from './demo-order-timeline.ts';
import { DEMO_COMPANY_ID } from './pricing.ts';
import { createRandom } from './random.ts';
import { historyMovements, markWalletUse, seedWallet, VOUCHER_20 } from './wallet.ts';

const ORDER_PRNG_SEED = 20_261_122;
const DEMO_MEMBER_ID = 1;
const MIN_MS = 60_000;
const DAY_MS = 86_400_000;
export const RECHARGE = 2_000_000;

const TRACKING_PREFIX: Record<string, string> = { 顺丰速运: 'SF', 京东物流: 'JDVA' };

export async function seedDemoOrders(handle: DbHandle, now: Date): Promise<void> {
  await seedWallet(handle, now);
  const random = createRandom(ORDER_PRNG_SEED);
  const movements: Movement[] = [
    ...historyMovements(now),
    {
      amount: RECHARGE,
      kind: 'recharge',
      orderId: null,
      note: '线上充值',
      at: new Date(now.getTime() - 45 * DAY_MS),
    },
  ];
  const store = await findStore(handle.db, DEMO_COMPANY_ID);
  const candidates = await orderCandidates(handle, 30);
  if (!store || candidates.length === 0) {
    // A catalogue too small for orders still gets the wallet.
    await insertLedger(handle, DEMO_COMPANY_ID, movements);
    return;
  }
  const session = { memberId: DEMO_MEMBER_ID, companyId: DEMO_COMPANY_ID, csrfToken: '' };
  const [address] = await handle.query<Record<string, string>>(
    `SELECT consignee, phone, province, city, district, detail FROM addresses WHERE company_id = $1
     ORDER BY is_default DESC, id LIMIT 1`,
    [DEMO_COMPANY_ID],
  );
  const snapshotAddress = address ?? {
    consignee: '',
    phone: '',
    province: '',
    city: '',
    district: '',
    detail: '',
  };
  const profile = await findInvoiceProfile(handle.db, DEMO_COMPANY_ID);
  const invoice = profile
    ? { ...profile, invoice_type_text: INVOICE_TYPES[profile.invoice_type] }
    : { invoice_type: 3, invoice_type_text: INVOICE_TYPES[3], title: store.name, tax_number: '' };

  const orders: OrderRow[] = [];
  const lines: Parameters<typeof insertOrderLines>[1][number][] = [];
  const events: EventRow[] = [];
  const payments: PaymentRow[] = [];
  let cursor = 0;
  for (const spec of SPECS) {
    const offers = Array.from(
      { length: Math.min(spec.lines, candidates.length) },
      (_, i) => candidates[(cursor + i) % candidates.length],
    ).filter((o) => o !== undefined);
    cursor += offers.length;
    const createdAt = new Date(now.getTime() - spec.ago);
    const voucher = spec.voucher ? VOUCHER_20 : undefined;
    const wish = { offers, target: spec.target, ...(spec.coupon ? { coupon: spec.coupon.rule } : {}) };
    const built =
      (await buildOrder(handle, session, store, { ...wish, ...(voucher ? { voucher } : {}) }, now)) ??
      (await buildOrder(handle, session, store, { offers, target: spec.target }, now));
    if (!built) throw new Error(`demo order ${spec.id} could not be priced`);
    const { amounts } = built;
    const no = orderNo(createdAt, random);
    const carrier = spec.carrier ?? '';
    const trackingNo = carrier
      ? `${TRACKING_PREFIX[carrier] ?? ''}${random.int(1_000_000, 9_999_999)}${random.int(100_000, 999_999)}`
      : '';
    const [warehouse] = await handle.query<{ name: string }>(
      'SELECT w.name FROM offers o JOIN warehouses w ON w.id = o.warehouse_id WHERE o.id = $1',
      [offers[0]?.id],
    );
    const timeline = timelineOf({
      orderId: spec.id,
      orderNo: no,
      status: spec.status,
      payMethod: spec.payMethod,
      payable: amounts.payable,
      createdAt,
      paymentNos: [paymentNo(new Date(createdAt.getTime() + 2 * MIN_MS), random)],
      firstPaymentId: payments.length + 1,
      carrier,
      trackingNo,
      warehouse: warehouse?.name ?? '仓库',
      city: snapshotAddress.city ?? '',
      district: snapshotAddress.district ?? '',
      cancelReason: CANCEL_REASON,
    });
    orders.push({
      id: spec.id,
      orderNo: no,
      status: spec.status,
      key: idempotencyKey(random),
      raw: amounts.raw,
      goods: amounts.goods,
      activity: amounts.activity,
      coupon: amounts.coupon,
      voucher: amounts.voucher,
      shipping: amounts.shipping,
      payable: amounts.payable,
      payMethod: spec.status === 0 || spec.status === 4 ? null : spec.payMethod,
      couponId: amounts.coupon > 0 ? (spec.coupon?.memberCouponId ?? null) : null,
      address: snapshotAddress,
      invoice,
      documents: spec.documents,
      remark: spec.remark,
      cancelReason: spec.status === 4 ? CANCEL_REASON : '',
      carrier: spec.status >= 2 && spec.status <= 3 ? carrier : '',
      trackingNo: spec.status >= 2 && spec.status <= 3 ? trackingNo : '',
      createdAt,
      ...timeline.times,
    });
    for (const line of built.lines) lines.push({ ...line, id: lines.length + 1, order_id: spec.id });
    events.push(...timeline.events);
    payments.push(...timeline.payments);
    movements.push(...timeline.movements);
  }

  await insertOrders(handle, DEMO_COMPANY_ID, DEMO_MEMBER_ID, orders);
  await insertOrderLines(handle, lines);
  await insertPayments(handle, payments);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const order = (id: number) => {
    const found = byId.get(id);
    if (!found) throw new Error(`demo order ${id} missing`);
    return found;
  };
  await markWalletUse(handle, {
    couponOrderId: order(4).coupon > 0 ? 4 : null,
    couponUsedAt: order(4).coupon > 0 ? order(4).createdAt : null,
    voucherOrderId: order(5).voucher > 0 ? 5 : null,
    voucherUsedAt: order(5).voucher > 0 ? order(5).createdAt : null,
  });
  // Issued when each was received, before any after-sale: as receiveOrder does it.
  for (const o of orders)
    if (o.status === 3 && o.completedAt) await issueInvoice(handle.db, o.id, o.completedAt);
  const job = (kind: string, orderId: number, runAt: Date, createdAt: Date) =>
    handle.query(
      `INSERT INTO jobs (kind, payload, run_at, created_at) VALUES ($1, $2::jsonb, $3::timestamptz, $4::timestamptz)`,
      [kind, JSON.stringify({ order_id: orderId }), runAt.toISOString(), createdAt.toISOString()],
    );
  await job(AUTO_CANCEL_JOB, 1, order(1).expiresAt, order(1).createdAt);
  // Order 3 shipped: received by itself AUTO_RECEIVE_DAYS after, as fulfilment's ship queues it.
  const shipped3 = order(3).shippedAt ?? now;
  await job(AUTO_RECEIVE_JOB, 3, new Date(shipped3.getTime() + AUTO_RECEIVE_DAYS * DAY_MS), shipped3);

  const firstLine = (orderId: number) => {
    const line = lines.find((l) => l.order_id === orderId);
    if (!line) throw new Error(`demo order ${orderId} has no lines`);
    return line;
  };
  const completed4 = order(4).completedAt ?? now;
  const afterSales = await seedAfterSales(
    handle,
    {
      refund: {
        orderId: 4,
        companyId: DEMO_COMPANY_ID,
        line: firstLine(4),
        appliedAt: new Date(completed4.getTime() + DAY_MS),
        reviewedAt: new Date(completed4.getTime() + 2 * DAY_MS),
      },
      resend: {
        orderId: 5,
        companyId: DEMO_COMPANY_ID,
        line: firstLine(5),
        appliedAt: new Date(now.getTime() - DAY_MS),
      },
    },
    random,
  );
  await insertEvents(handle, [...events, ...afterSales.events]);
  await insertLedger(handle, DEMO_COMPANY_ID, [...movements, ...afterSales.movements]);
}
