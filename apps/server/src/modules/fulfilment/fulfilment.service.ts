/**
 * The operator's acts on orders (`npm run orders` and the console's orders section call these):
 * confirm a bank transfer, ship in one parcel or several, add a parcel, add a logistics trace, mark delivered. Each runs in one
 * transaction under the company and order locks, refuses a wrong state with a Chinese message, and
 * returns one line saying what it did. Completing stays the buyer's act (确认收货).
 */
import { formatFen } from '@mall/shared/money';
import { ORDER_STATUS_TEXT, type OrderStatus, PAY_METHOD_TEXT, type PayMethod } from '@mall/shared/order';
import type { Database, Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { groupStateOfOrder } from '../group-buy/group-buy.repository.ts';
import {
  findOrderHeadByNo,
  insertEvent,
  insertMessage,
  lockOrder,
  markOrderPaid,
  type OrderHead,
} from '../order-read/order-rows.repository.ts';
import { closeOtherPending, setPaymentPaid } from '../payment/payment.repository.ts';
import { PAID_EVENT } from '../payment/payment.service.ts';
import {
  countParcels,
  findPendingTransfer,
  findWarehouseName,
  hasOpenAfterSale,
  hasParcel,
  insertParcel,
  isDelivered,
  type ListedOrder,
  listForOperator,
  setDelivered,
  setShipped,
} from './fulfilment.repository.ts';
import { enqueueAutoReceive } from './order-auto-receive.ts';

export class FulfilmentError extends Error {}

export const SHIPPED_EVENT = '已发货';
export const DELIVERED_TRACE = '已签收';
const TRACE_MAX = 200;

const stateOf = (order: OrderHead) => ORDER_STATUS_TEXT[order.status as OrderStatus] ?? String(order.status);

/** Runs `work` on the order locked (company row first, then the order), or refuses an unknown number. */
async function withOrder<T>(
  db: Database,
  orderNo: string,
  work: (tx: Executor, order: OrderHead) => Promise<T>,
): Promise<T> {
  const found = await findOrderHeadByNo(db, orderNo.trim());
  if (!found) throw new FulfilmentError(`订单 ${orderNo} 不存在`);
  return db.transaction(async (tx) => {
    await lockStore(tx, found.company_id);
    const order = await lockOrder(tx, found.id);
    if (!order) throw new FulfilmentError(`订单 ${orderNo} 不存在`);
    return work(tx, order);
  });
}

export async function confirmTransfer(db: Database, orderNo: string, operator: string): Promise<string> {
  return withOrder(db, orderNo, async (tx, order) => {
    if (order.status !== 0)
      throw new FulfilmentError(`订单 ${order.order_no} 当前状态为${stateOf(order)}，不能确认转账`);
    const payment = await findPendingTransfer(tx, order.id);
    if (!payment) throw new FulfilmentError(`订单 ${order.order_no} 没有待确认的银行转账`);
    await setPaymentPaid(tx, payment.id, operator);
    await closeOtherPending(tx, order.id, payment.id);
    await markOrderPaid(tx, order.id, 'transfer');
    await insertEvent(tx, order.id, {
      kind: 'status',
      title: PAID_EVENT,
      note: '银行转账已到账',
      actor: operator,
    });
    await insertMessage(
      tx,
      order.company_id,
      '转账已确认',
      `您的订单 ${order.order_no} 的银行转账 ¥${formatFen(order.payable_amount)} 已确认到账，我们将尽快为您安排发货。`,
    );
    return `订单 ${order.order_no}：银行转账 ¥${formatFen(order.payable_amount)} 已确认，状态 待付款 → 待发货`;
  });
}

export interface ShipInput {
  carrier: string;
  trackingNo: string;
}

/** The most parcels one order ships in. */
export const PARCELS_MAX = 10;

/** Trims and checks each parcel; refuses none, too many, a bad field or a number given twice. */
function checkParcels(input: ShipInput | readonly ShipInput[]): ShipInput[] {
  const parcels = (Array.isArray(input) ? input : [input]).map((p: ShipInput) => ({
    carrier: p.carrier.trim(),
    trackingNo: p.trackingNo.trim(),
  }));
  if (parcels.length === 0) throw new FulfilmentError('请至少填写一个包裹');
  if (parcels.length > PARCELS_MAX) throw new FulfilmentError(`一个订单最多${PARCELS_MAX}个包裹`);
  for (const { carrier, trackingNo } of parcels) {
    if (!carrier || carrier.length > 30) throw new FulfilmentError('请填写承运商（不超过30个字）');
    if (!/^[A-Za-z0-9-]{6,40}$/.test(trackingNo)) throw new FulfilmentError('运单号应为6至40位字母或数字');
  }
  const numbers = new Set(parcels.map((p) => p.trackingNo));
  if (numbers.size !== parcels.length) throw new FulfilmentError('运单号重复');
  return parcels;
}

const parcelsText = (parcels: readonly ShipInput[]) =>
  parcels.map((p) => `${p.carrier} ${p.trackingNo}`).join('、');

/** Each parcel's row and its 已揽收 trace. */
async function recordParcels(tx: Executor, orderId: number, parcels: readonly ShipInput[], operator: string) {
  for (const p of parcels) {
    await insertParcel(tx, orderId, p.carrier, p.trackingNo, operator);
    await insertEvent(tx, orderId, {
      kind: 'logistics',
      title: `【${p.carrier}】已揽收`,
      note: `运单号 ${p.trackingNo}`,
      actor: operator,
    });
  }
}

/**
 * Why a paid order may not ship yet, or null when it may: a group order waits for its group to
 * succeed (docs/decisions/016-group-buy.md), and an order waits while a refund application is
 * reviewed (its units may not leave). The console offers 发货 by the same rule.
 */
export function shipHold(group: string | null | undefined, openRefund: boolean): string | null {
  if (group != null && group !== 'succeeded') return '为拼团订单，拼团尚未成功，暂不能发货';
  if (openRefund) return '有待审核的退款申请，请先处理售后再发货';
  return null;
}

/**
 * Ships a paid order in one parcel or several (each with its carrier and tracking number); the
 * first parcel is also the order's carrier and tracking number.
 */
export async function ship(
  db: Database,
  orderNo: string,
  input: ShipInput | readonly ShipInput[],
  operator: string,
): Promise<string> {
  const parcels = checkParcels(input);
  const first = parcels[0] as ShipInput;
  return withOrder(db, orderNo, async (tx, order) => {
    if (order.status !== 1)
      throw new FulfilmentError(`订单 ${order.order_no} 当前状态为${stateOf(order)}，不能发货`);
    const hold = shipHold(await groupStateOfOrder(tx, order.id), await hasOpenAfterSale(tx, order.id));
    if (hold) throw new FulfilmentError(`订单 ${order.order_no} ${hold}`);
    await setShipped(tx, order.id, first.carrier, first.trackingNo);
    await enqueueAutoReceive(tx, order.id, new Date());
    const warehouse = (await findWarehouseName(tx, order.id)) || '仓库';
    const text = parcelsText(parcels);
    await insertEvent(tx, order.id, {
      kind: 'status',
      title: SHIPPED_EVENT,
      note: parcels.length > 1 ? `共${parcels.length}个包裹：${text}` : text,
      actor: operator,
    });
    await insertEvent(tx, order.id, { kind: 'logistics', title: `【${warehouse}】已出库`, actor: operator });
    await recordParcels(tx, order.id, parcels, operator);
    await insertMessage(
      tx,
      order.company_id,
      '订单已发货',
      parcels.length > 1
        ? `您的订单 ${order.order_no} 已分${parcels.length}个包裹发出（${text}），请注意查收。`
        : `您的订单 ${order.order_no} 已由${first.carrier}发出，运单号 ${first.trackingNo}，请注意查收。`,
    );
    return `订单 ${order.order_no}：已发货（${text}），状态 待发货 → 待收货`;
  });
}

/** One more parcel of an order already shipped (the rest of the goods leave later). */
export async function addParcel(
  db: Database,
  orderNo: string,
  input: ShipInput,
  operator: string,
): Promise<string> {
  const [parcel] = checkParcels(input) as [ShipInput];
  return withOrder(db, orderNo, async (tx, order) => {
    if (order.status !== 2)
      throw new FulfilmentError(`订单 ${order.order_no} 当前状态为${stateOf(order)}，不能添加包裹`);
    if (await isDelivered(tx, order.id))
      throw new FulfilmentError(`订单 ${order.order_no} 已签收，不能添加包裹`);
    const count = await countParcels(tx, order.id);
    if (count >= PARCELS_MAX) throw new FulfilmentError(`一个订单最多${PARCELS_MAX}个包裹`);
    if (await hasParcel(tx, order.id, parcel.trackingNo)) throw new FulfilmentError('运单号重复');
    await recordParcels(tx, order.id, [parcel], operator);
    await insertMessage(
      tx,
      order.company_id,
      '订单新包裹已发出',
      `您的订单 ${order.order_no} 又有一个包裹由${parcel.carrier}发出，运单号 ${parcel.trackingNo}，请注意查收。`,
    );
    return `订单 ${order.order_no}：已添加包裹（${parcelsText([parcel])}）`;
  });
}

export async function addTrace(
  db: Database,
  orderNo: string,
  text: string,
  operator: string,
): Promise<string> {
  const trace = text.trim();
  if (!trace || trace.length > TRACE_MAX)
    throw new FulfilmentError(`物流信息不能为空且不超过${TRACE_MAX}个字`);
  return withOrder(db, orderNo, async (tx, order) => {
    if (order.status !== 2)
      throw new FulfilmentError(`订单 ${order.order_no} 当前状态为${stateOf(order)}，不能添加物流信息`);
    await insertEvent(tx, order.id, { kind: 'logistics', title: trace, actor: operator });
    return `订单 ${order.order_no}：已添加物流信息「${trace}」`;
  });
}

export async function deliver(db: Database, orderNo: string, operator: string): Promise<string> {
  return withOrder(db, orderNo, async (tx, order) => {
    if (order.status !== 2)
      throw new FulfilmentError(`订单 ${order.order_no} 当前状态为${stateOf(order)}，不能签收`);
    if (await isDelivered(tx, order.id)) throw new FulfilmentError(`订单 ${order.order_no} 已签收`);
    await setDelivered(tx, order.id);
    await insertEvent(tx, order.id, {
      kind: 'logistics',
      title: DELIVERED_TRACE,
      note: '包裹已签收，请及时确认收货',
      actor: operator,
    });
    return `订单 ${order.order_no}：已签收，等待买家确认收货`;
  });
}

/**
 * How the order's total is met: the balance taken at submit, then what was paid after it (or is
 * still to pay). The payable alone reads ¥0.00 for an order the balance covered.
 */
function paymentText(r: ListedOrder): string {
  const parts: string[] = [];
  if (r.balance_amount > 0) parts.push(`余额 ¥${formatFen(r.balance_amount)}`);
  if (r.status === 0) {
    if (r.payable_amount > 0 || parts.length === 0)
      parts.push(`${r.awaiting_transfer ? '待确认转账' : '待付'} ¥${formatFen(r.payable_amount)}`);
  } else if (r.paid_amount > 0) {
    const method = PAY_METHOD_TEXT[r.pay_method as PayMethod] ?? r.pay_method ?? '已付';
    parts.push(`${method} ¥${formatFen(r.paid_amount)}`);
  }
  return parts.length > 0 ? parts.join(' + ') : '-';
}

export async function listOrders(db: Database, status?: OrderStatus, limit = 50): Promise<string[]> {
  const rows = await listForOperator(db, status, limit);
  return rows.map((r) =>
    [
      r.order_no,
      ORDER_STATUS_TEXT[r.status as OrderStatus],
      r.company,
      `合计 ¥${formatFen(r.payable_amount + r.balance_amount)}`,
      paymentText(r),
      r.tracking_no ? `${r.carrier} ${r.tracking_no}` : '',
      r.created_at,
    ]
      .filter((part) => part !== '')
      .join('  '),
  );
}
