/**
 * What happened to each demo order, as the modules would have recorded it: the payment (online
 * through the sandbox gateway, from the balance, or by bank transfer confirmed by the finance
 * desk), shipping with its logistics trace, delivery, receipt, or the buyer's cancel. Pure: times
 * are relative to the order's creation.
 */

import { DELIVERED_TRACE, SHIPPED_EVENT } from '../modules/fulfilment/fulfilment.service.ts';
import { CANCEL_EVENT } from '../modules/order/order-cancel.service.ts';
import { SUBMITTED_EVENT } from '../modules/order/order-create.service.ts';
import { RECEIVED_EVENT } from '../modules/order-read/order-actions.service.ts';
import { PAID_EVENT, TRANSFER_DAYS, transferNote } from '../modules/payment/payment.service.ts';
import type { EventRow, Movement, OrderRow, PaymentRow } from './demo-order-rows.ts';

const MIN_MS = 60_000;
const HOUR_MS = 60 * MIN_MS;
const DAY_MS = 24 * HOUR_MS;
/** Unpaid orders wait this long (ORDER_PAY_MINUTES). */
const PAY_WINDOW_MS = 30 * MIN_MS;
export const WAREHOUSE_OPERATOR = '仓储部';
export const FINANCE_OPERATOR = '财务部';

export interface TimelineInput {
  orderId: number;
  orderNo: string;
  status: 0 | 1 | 2 | 3 | 4;
  payMethod: 'balance' | 'online' | 'transfer' | null;
  payable: number;
  createdAt: Date;
  /** payment numbers drawn for this order, used in turn */
  paymentNos: string[];
  firstPaymentId: number;
  carrier: string;
  trackingNo: string;
  warehouse: string;
  city: string;
  district: string;
  cancelReason: string;
}

export type OrderTimes = Pick<
  OrderRow,
  'expiresAt' | 'paidAt' | 'shippedAt' | 'deliveredAt' | 'completedAt' | 'cancelledAt' | 'paid'
>;

export interface Timeline {
  times: OrderTimes;
  events: EventRow[];
  payments: PaymentRow[];
  movements: Movement[];
}

const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

export function timelineOf(o: TimelineInput): Timeline {
  const c = o.createdAt;
  const events: EventRow[] = [];
  const payments: PaymentRow[] = [];
  const movements: Movement[] = [];
  const event = (at: Date, title: string, actor: string, note = '', kind: EventRow['kind'] = 'status') =>
    events.push({ orderId: o.orderId, kind, title, note, actor, at });
  const payment = (p: Omit<PaymentRow, 'id' | 'paymentNo' | 'orderId' | 'amount'>) =>
    payments.push({
      ...p,
      id: o.firstPaymentId + payments.length,
      paymentNo: o.paymentNos[payments.length] ?? '',
      orderId: o.orderId,
      amount: o.payable,
    });
  const times: OrderTimes = {
    expiresAt: after(c, PAY_WINDOW_MS),
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    completedAt: null,
    cancelledAt: null,
    paid: 0,
  };
  event(c, SUBMITTED_EVENT, 'buyer');

  if (o.status === 4) {
    // Opened the sandbox payment, then cancelled: the pending payment closes with the order.
    const cancelAt = after(c, 25 * MIN_MS);
    payment({
      method: 'online',
      status: 2,
      gatewayRef: '',
      createdAt: after(c, 2 * MIN_MS),
      paidAt: null,
      closedAt: cancelAt,
    });
    event(cancelAt, CANCEL_EVENT, 'buyer', o.cancelReason);
    times.cancelledAt = cancelAt;
  }
  if (o.status === 0 || o.status === 4) return { times, events, payments, movements };

  let paidAt = after(c, 3 * MIN_MS);
  if (o.payMethod === 'online') {
    const no = o.paymentNos[0] ?? '';
    payment({
      method: 'online',
      status: 1,
      gatewayRef: `SB${no.slice(3)}`,
      createdAt: after(c, 2 * MIN_MS),
      paidAt,
      closedAt: null,
    });
    event(paidAt, PAID_EVENT, 'system', '在线支付');
  } else if (o.payMethod === 'balance') {
    payment({ method: 'balance', status: 1, gatewayRef: '', createdAt: paidAt, paidAt, closedAt: null });
    movements.push({
      amount: -o.payable,
      kind: 'order_pay',
      orderId: o.orderId,
      note: `订单${o.orderNo}余额支付`,
      at: paidAt,
    });
    event(paidAt, PAID_EVENT, 'buyer', '余额支付');
  } else {
    const asked = after(c, 5 * MIN_MS);
    paidAt = after(c, 20 * HOUR_MS);
    times.expiresAt = after(c, TRANSFER_DAYS * DAY_MS);
    payment({
      method: 'transfer',
      status: 1,
      gatewayRef: FINANCE_OPERATOR,
      createdAt: asked,
      paidAt,
      closedAt: null,
    });
    event(asked, '等待银行转账', 'buyer', transferNote(times.expiresAt.getTime() / 1000));
    event(paidAt, PAID_EVENT, FINANCE_OPERATOR, '银行转账已到账');
  }
  times.paidAt = paidAt;
  times.paid = o.payable;
  if (o.status === 1) return { times, events, payments, movements };

  const shipAt = after(paidAt, o.payMethod === 'transfer' ? 4 * HOUR_MS : DAY_MS);
  const trace = (at: Date, title: string, note = '') =>
    event(at, title, WAREHOUSE_OPERATOR, note, 'logistics');
  event(shipAt, SHIPPED_EVENT, WAREHOUSE_OPERATOR, `${o.carrier} ${o.trackingNo}`);
  trace(shipAt, `【${o.warehouse}】已出库`);
  trace(shipAt, `【${o.carrier}】已揽收`, `运单号 ${o.trackingNo}`);
  trace(after(shipAt, 8 * HOUR_MS), `快件已到达【${o.city}转运中心】`);
  trace(after(shipAt, 20 * HOUR_MS), `快件已到达【${o.district}营业点】，快递员正在派送`);
  times.shippedAt = shipAt;
  if (o.status === 2) return { times, events, payments, movements };

  const deliveredAt = after(shipAt, DAY_MS);
  trace(deliveredAt, DELIVERED_TRACE, '包裹已签收，请及时确认收货');
  const completedAt = after(deliveredAt, 3 * HOUR_MS);
  event(completedAt, RECEIVED_EVENT, 'buyer');
  times.deliveredAt = deliveredAt;
  times.completedAt = completedAt;
  return { times, events, payments, movements };
}
