/**
 * A provider's callback (POST /api/pay/notify), and the sandbox cashier's confirm and cancel, which
 * reach the same decision on the server without a signature. Gateways repeat notifications, and a
 * buyer may cancel the order while the gateway is taking the money, so the decision is made once,
 * under the company and order locks, from the rows as they are then:
 *   - a payment already settled: nothing more (a replay);
 *   - pending, order still 待付款: the order is paid;
 *   - otherwise (order cancelled or paid another way, payment closed): the money goes back through
 *     the gateway and the refund is recorded, so the order is never both cancelled and charged.
 */
import { ORDER_MESSAGES } from '@mall/shared/order';
import type { PayNotifyResult } from '@mall/shared/payment';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { insertEvent, insertMessage, lockOrder, markOrderPaid } from '../order-read/order-rows.repository.ts';
import {
  closeOtherPending,
  closePayment,
  findPaymentByNo,
  hasSettledPayment,
  lockPayment,
  PAYMENT_CLOSED,
  PAYMENT_PENDING,
  type PaymentRow,
  recordGatewayRefund,
  setPaymentPaid,
} from './payment.repository.ts';
import { PAID_EVENT, PAYMENT_MISSING, type PaymentContext } from './payment.service.ts';
import { findRechargeByPaymentNo } from './recharge.repository.ts';
import { settleRecharge } from './recharge.service.ts';

export const NOTIFY_MESSAGES = {
  refunded: '订单已取消，款项已原路退回',
  duplicate: '订单已通过其他方式支付，本次款项已原路退回',
  closedRefunded: '该支付已取消，款项已原路退回',
  closed: '支付已取消',
  unchanged: '该支付已处理',
} as const;

const REFUND_REASON = { cancelled: '订单已取消', closed: '该支付已取消', paid: '订单已支付' } as const;

export interface NotifyInput {
  payment_no: string;
  result: PayNotifyResult;
  sign: string;
}

export interface NotifyOutcome {
  msg: string;
  data: { payment_no: string; order_no: string; status: number; order_status: number };
}

const settled = (p: PaymentRow) =>
  p.status === 1 || p.status === 3 || (p.status === PAYMENT_CLOSED && p.refunded_amount > 0);

/** The provider's word on a payment counts only with its signature over number, outcome and amount. */
export async function handleNotify(ctx: PaymentContext, input: NotifyInput): Promise<NotifyOutcome> {
  const found = await findPaymentByNo(ctx.db, input.payment_no);
  if (!found) return notifyRecharge(ctx, input);
  if (found.method !== 'online') throw new AppError('not_found', PAYMENT_MISSING);
  if (!ctx.gateway.verify(found.payment_no, input.result, found.amount, input.sign))
    throw new AppError('bad_request', ORDER_MESSAGES.badSignature);
  return settleOnline(ctx, found, input.result);
}

/**
 * A recharge's payment (recharges.payment_no), settled by recharge.service.ts. The answer names the
 * recharge where an order's would name the order: order_no is the recharge number, order_status
 * the recharge's status.
 */
async function notifyRecharge(ctx: PaymentContext, input: NotifyInput): Promise<NotifyOutcome> {
  const recharge = await findRechargeByPaymentNo(ctx.db, input.payment_no);
  if (!recharge) throw new AppError('not_found', PAYMENT_MISSING);
  if (!ctx.gateway.verify(recharge.payment_no, input.result, recharge.amount, input.sign))
    throw new AppError('bad_request', ORDER_MESSAGES.badSignature);
  const outcome = await settleRecharge(ctx, recharge, input.result);
  const status = outcome.recharge.status;
  return {
    msg: outcome.msg,
    data: { payment_no: recharge.payment_no, order_no: recharge.recharge_no, status, order_status: status },
  };
}

/**
 * The outcome of an online payment, decided once under the locks. Callers have established that
 * the outcome is real: a verified callback, or the paying store's own act in the sandbox cashier.
 * `pendingOnly`: the sandbox takes money only for a payment still open, as its page offers; a
 * provider may report money it took for a payment the store had closed, which then goes back.
 */
export async function settleOnline(
  ctx: PaymentContext,
  found: PaymentRow,
  result: PayNotifyResult,
  options: { pendingOnly?: boolean } = {},
): Promise<NotifyOutcome> {
  return ctx.db.transaction(async (tx) => {
    await lockStore(tx, found.company_id);
    const order = await lockOrder(tx, found.order_id);
    const payment = await lockPayment(tx, found.id);
    if (!order || !payment) throw new AppError('not_found', PAYMENT_MISSING);
    const answer = (msg: string, status: number, orderStatus: number): NotifyOutcome => ({
      msg,
      data: { payment_no: payment.payment_no, order_no: order.order_no, status, order_status: orderStatus },
    });

    if (options.pendingOnly && payment.status !== PAYMENT_PENDING)
      return answer(NOTIFY_MESSAGES.unchanged, payment.status, order.status);

    if (result === 'cancelled') {
      if (payment.status !== PAYMENT_PENDING)
        return answer(NOTIFY_MESSAGES.unchanged, payment.status, order.status);
      await closePayment(tx, payment.id);
      return answer(NOTIFY_MESSAGES.closed, PAYMENT_CLOSED, order.status);
    }

    if (settled(payment)) return answer(NOTIFY_MESSAGES.unchanged, payment.status, order.status);

    if (payment.status === PAYMENT_PENDING && order.status === 0) {
      await setPaymentPaid(tx, payment.id, `SB${payment.payment_no.slice(3)}`);
      await closeOtherPending(tx, order.id, payment.id);
      await markOrderPaid(tx, order.id, 'online');
      await insertEvent(tx, order.id, {
        kind: 'status',
        title: PAID_EVENT,
        note: '在线支付',
        actor: 'system',
      });
      await insertMessage(
        tx,
        order.company_id,
        '订单支付成功',
        `您的订单 ${order.order_no} 已支付成功，我们将尽快为您安排发货。`,
      );
      return answer(ORDER_MESSAGES.paid, 1, 1);
    }

    // Named by the payment: a payment that came too late is sent back whole, once.
    const { ref } = await ctx.gateway.refund(payment.payment_no, payment.amount, `${payment.payment_no}-R`);
    // Refunded (3) counts as the order's one settled payment: only a cancelled order's first one
    // may take it, so an unpaid order can still be paid afterwards.
    const asRefunded = order.status === 4 && !(await hasSettledPayment(tx, order.id));
    await recordGatewayRefund(tx, payment.id, ref, asRefunded);
    await insertEvent(tx, order.id, {
      kind: 'status',
      title: '支付款已原路退回',
      note: `${REFUND_REASON[order.status === 4 ? 'cancelled' : order.status === 0 ? 'closed' : 'paid']}，在线支付 ${payment.payment_no} 已退款`,
      actor: 'system',
    });
    const msg =
      order.status === 4
        ? NOTIFY_MESSAGES.refunded
        : order.status === 0
          ? NOTIFY_MESSAGES.closedRefunded
          : NOTIFY_MESSAGES.duplicate;
    return answer(msg, asRefunded ? 3 : PAYMENT_CLOSED, order.status);
  });
}
