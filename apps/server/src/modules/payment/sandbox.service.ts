/**
 * The sandbox cashier (PAY_SANDBOX only): GET /api/pay/sandbox/{payment_no} shows an online payment
 * and POST on the same path confirms or cancels it. Both belong to the order's own store: anyone
 * else is told the payment does not exist, as if its number were unknown. A recharge's payment shows
 * its recharge number where an order's shows the order number. The confirm is settled on
 * the server by the same code as a provider's verified callback, so nothing the browser receives
 * could be replayed to /api/pay/notify.
 */
import { formatFen } from '@mall/shared/money';
import type { PayNotifyResult, SandboxPayment } from '@mall/shared/payment';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import { findPaymentByNo, PAYMENT_PAID, PAYMENT_PENDING, type PaymentRow } from './payment.repository.ts';
import { PAYMENT_MISSING, type PaymentContext } from './payment.service.ts';
import { settleOnline } from './payment-notify.service.ts';
import { findRechargeByPaymentNo, type RechargeRow } from './recharge.repository.ts';
import { settleRecharge } from './recharge.service.ts';

/** The store's own online payment: an order's, or a recharge's (its number read as the order_no). */
type OwnPayment = { kind: 'order'; payment: PaymentRow } | { kind: 'recharge'; recharge: RechargeRow };

async function ownOnlinePayment(
  ctx: PaymentContext,
  session: SessionInfo,
  paymentNo: string,
): Promise<OwnPayment> {
  const payment = await findPaymentByNo(ctx.db, paymentNo);
  if (!payment) {
    const recharge = await findRechargeByPaymentNo(ctx.db, paymentNo);
    if (recharge?.company_id !== session.companyId) throw new AppError('not_found', PAYMENT_MISSING);
    return { kind: 'recharge', recharge };
  }
  if (payment.method !== 'online' || payment.company_id !== session.companyId)
    throw new AppError('not_found', PAYMENT_MISSING);
  return { kind: 'order', payment };
}

const view = (own: OwnPayment): SandboxPayment => {
  if (own.kind === 'recharge')
    return {
      kind: 'recharge',
      payment_no: own.recharge.payment_no,
      order_no: own.recharge.recharge_no,
      amount: formatFen(own.recharge.amount),
      status: own.recharge.status,
    };
  const { payment } = own;
  return {
    kind: 'order',
    payment_no: payment.payment_no,
    order_no: payment.order_no,
    amount: formatFen(payment.amount),
    status: payment.status === PAYMENT_PENDING ? 0 : payment.status === PAYMENT_PAID ? 1 : 2,
  };
};

export async function sandboxPayment(
  ctx: PaymentContext,
  session: SessionInfo,
  paymentNo: string,
): Promise<SandboxPayment> {
  return view(await ownOnlinePayment(ctx, session, paymentNo));
}

/** The buyer's choice in the cashier; repeating it changes nothing more (the settlement is idempotent). */
export async function sandboxSettle(
  ctx: PaymentContext,
  session: SessionInfo,
  paymentNo: string,
  result: PayNotifyResult,
): Promise<{ msg: string; data: SandboxPayment }> {
  const own = await ownOnlinePayment(ctx, session, paymentNo);
  if (own.kind === 'recharge') {
    const outcome = await settleRecharge(ctx, own.recharge, result, { pendingOnly: true });
    return { msg: outcome.msg, data: view({ kind: 'recharge', recharge: outcome.recharge }) };
  }
  const outcome = await settleOnline(ctx, own.payment, result, { pendingOnly: true });
  const after = await findPaymentByNo(ctx.db, paymentNo);
  return { msg: outcome.msg, data: view({ kind: 'order', payment: after ?? own.payment }) };
}
