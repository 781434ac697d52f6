/**
 * Settling a group at its deadline (the `group_buy.settle` job, docs/decisions/016-group-buy.md):
 *
 *   1. under the group row lock, once: succeeded when the paid quantity reached the target, else
 *      failed (a group settled already keeps its state);
 *   2. then each order that joined and is not cancelled, in id order, in its own savepoint under
 *      the company and order locks (the order every money path takes): an unpaid one is cancelled
 *      (stock, coupon, voucher and balance part back); on a failed group a paid one is cancelled
 *      and refunded the way it was paid. A succeeded group's paid orders are released to ship by
 *      the state alone.
 *
 * Every step reads the rows it changes under their locks, so a repeated run, a retry after a
 * crash or a second process finds nothing left to do: an order is cancelled and refunded once.
 */
import { GROUP_BUY_MESSAGES } from '@mall/shared/group-buy';
import { formatFen } from '@mall/shared/money';
import { ORDER_STATUS } from '@mall/shared/order';
import type { Executor } from '../../db/client.ts';
import { addPaymentRefund, lockSettledPayment } from '../after-sale/after-sale.repository.ts';
import type { JobHandler } from '../jobs/jobs.repository.ts';
import {
  closePendingPayments,
  insertEvent,
  lockOffers,
  markCancelled,
  releaseCouponsAndVouchers,
  returnStock,
  stockTaken,
} from '../order/order.repository.ts';
import { CANCEL_EVENT, cancelOrder, lockOrder } from '../order/order-cancel.service.ts';
import { insertMessage } from '../order-read/order-rows.repository.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { reverseOrderPoints } from '../points/order-points.service.ts';
import { appendBalance } from '../wallet/balance.service.ts';
import {
  addOrderRefunded,
  findRefundOrder,
  listLiveOrders,
  lockGroup,
  paidQuantity,
  settleState,
} from './group-buy.repository.ts';

export interface SettleOutcome {
  state: 'running' | 'succeeded' | 'failed';
  cancelled: number;
  refunded: number;
}

const PAID_STATUSES: readonly number[] = [
  ORDER_STATUS.toShip,
  ORDER_STATUS.toReceive,
  ORDER_STATUS.completed,
];

/**
 * Cancels a paid order of a failed group and sends its money back: the part taken from the
 * balance at submit to the balance, the payment through the gateway when it was online, to the
 * balance otherwise (balance payment, bank transfer). Stock, coupon and voucher go back; points
 * the order earned (none while held) are taken back. The caller holds the company and order locks.
 */
async function cancelAndRefund(tx: Executor, gateway: PaymentGateway, orderId: number): Promise<number> {
  const order = await findRefundOrder(tx, orderId);
  if (!order || !PAID_STATUSES.includes(order.status)) return 0;
  const payment = await lockSettledPayment(tx, orderId);
  const paymentLeft = payment ? payment.amount - payment.refunded_amount : 0;
  const balanceReturned = order.refunded_amount - (payment?.refunded_amount ?? 0);
  const balanceLeft = Math.max(0, order.balance_amount - balanceReturned);
  const online = payment?.method === 'online' ? paymentLeft : 0;
  const toBalance = balanceLeft + (paymentLeft - online);
  const total = toBalance + online;

  const taken = await stockTaken(tx, orderId);
  await lockOffers(
    tx,
    taken.map((t) => t.offer_id),
  );
  for (const { offer_id, quantity } of taken) await returnStock(tx, offer_id, quantity);
  await releaseCouponsAndVouchers(tx, orderId);
  if (payment && paymentLeft > 0) await addPaymentRefund(tx, payment.id, paymentLeft);
  if (total > 0) await addOrderRefunded(tx, orderId, total);
  if (toBalance > 0)
    await appendBalance(
      tx,
      order.company_id,
      toBalance,
      'order_refund',
      orderId,
      `订单${order.order_no}拼团未成功，退回余额`,
    );
  await reverseOrderPoints(tx, orderId, order.order_no);
  await closePendingPayments(tx, orderId);
  await markCancelled(tx, orderId, ORDER_STATUS.cancelled, GROUP_BUY_MESSAGES.failedReason);
  // The gateway last: a refusal before it sends nothing; its failure rolls the cancel back.
  // Named by the order: its one refund when its group fails.
  const ref =
    payment && online > 0
      ? (await gateway.refund(payment.payment_no, online, `${order.order_no}-GB`)).ref
      : '';
  const where = [
    toBalance > 0 ? `¥${formatFen(toBalance)} 已退回账户余额` : '',
    online > 0 ? `¥${formatFen(online)} 已原路退回支付账户${ref ? `（退款流水 ${ref}）` : ''}` : '',
  ]
    .filter(Boolean)
    .join('，');
  await insertEvent(
    tx,
    orderId,
    CANCEL_EVENT,
    `${GROUP_BUY_MESSAGES.failedReason}${where ? `，${where}` : ''}`,
    'system',
  );
  await insertMessage(
    tx,
    order.company_id,
    '拼团未成功',
    `您的订单 ${order.order_no} 所参与的拼团未达到成团数量，订单已取消${where ? `，${where}` : ''}。`,
  );
  return total;
}

/** Settles one group as of `now`; does nothing before its deadline. */
export async function settleGroup(
  tx: Executor,
  gateway: PaymentGateway,
  groupId: number,
  now: Date,
): Promise<SettleOutcome> {
  const group = await lockGroup(tx, groupId);
  if (!group) return { state: 'running', cancelled: 0, refunded: 0 };
  if (group.state === 'running' && now.getTime() / 1000 < group.ends_at)
    return { state: 'running', cancelled: 0, refunded: 0 };
  let state = group.state;
  if (state === 'running') {
    state = (await paidQuantity(tx, groupId)) >= group.target_quantity ? 'succeeded' : 'failed';
    await settleState(tx, groupId, state, now);
  }
  let cancelled = 0;
  let refunded = 0;
  for (const { id } of await listLiveOrders(tx, groupId)) {
    const order = await lockOrder(tx, id);
    if (!order || order.status === ORDER_STATUS.cancelled) continue;
    if (order.status === ORDER_STATUS.unpaid) {
      await cancelOrder(
        tx,
        id,
        state === 'failed' ? GROUP_BUY_MESSAGES.failedReason : GROUP_BUY_MESSAGES.unpaidReason,
        'system',
      );
      cancelled++;
    } else if (state === 'failed') {
      refunded += await cancelAndRefund(tx, gateway, id);
      cancelled++;
    }
  }
  return { state, cancelled, refunded };
}

/** The job: due at the group's deadline; a repeated run finds the work done. */
export const settleGroupJob =
  (gateway: PaymentGateway): JobHandler =>
  async (tx, payload, now) => {
    const groupId = Number(payload.group_buy_id);
    if (!Number.isSafeInteger(groupId))
      throw new Error(`bad group settle payload: ${JSON.stringify(payload)}`);
    await settleGroup(tx, gateway, groupId, now);
  };
