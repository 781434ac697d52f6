/**
 * Sends an approved refund back the way the money came: first the part the order took from the
 * store balance at submit (up to what is still unreturned of it), then the payment of the rest —
 * through the gateway when it was paid online, to the balance when paid from it. A bank transfer
 * has no way back through a gateway, so its refund is credited to the store balance.
 * Runs inside the caller's transaction, which holds the company and order locks.
 */
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { appendBalance } from '../wallet/balance.service.ts';
import { addPaymentRefund, lockSettledPayment, type OrderMoneyRow } from './after-sale.repository.ts';

export interface RefundOutcome {
  toBalance: number;
  online: number;
  /** the gateway's refund reference, '' when nothing went through it */
  ref: string;
}

/** Refuses (nothing changed) when the order has not that much left to give back. */
export async function refundOrderMoney(
  tx: Executor,
  gateway: PaymentGateway,
  order: OrderMoneyRow,
  amount: number,
  afterSaleNo: string,
  overPaidMessage: string,
): Promise<RefundOutcome> {
  if (amount <= 0) return { toBalance: 0, online: 0, ref: '' };
  const payment = await lockSettledPayment(tx, order.id);
  const paymentLeft = payment ? payment.amount - payment.refunded_amount : 0;
  // What went back so far and was not the payment's is the balance part's.
  const balanceReturned = order.refunded_amount - (payment?.refunded_amount ?? 0);
  const balanceLeft = Math.max(0, order.balance_amount - balanceReturned);
  const fromBalancePart = Math.min(amount, balanceLeft);
  const fromPayment = amount - fromBalancePart;
  if (fromPayment > paymentLeft) throw new AppError('bad_request', overPaidMessage);

  const online = payment?.method === 'online' ? fromPayment : 0;
  const toBalance = amount - online;
  if (payment && fromPayment > 0) await addPaymentRefund(tx, payment.id, fromPayment);
  // The note ends with the after-sale number: the detail reads where the money went by it.
  if (toBalance > 0)
    await appendBalance(
      tx,
      order.company_id,
      toBalance,
      'after_sale_refund',
      order.id,
      `售后退款 ${afterSaleNo}`,
    );
  // The gateway last: anything refused before it leaves no money sent; its failure rolls all back.
  // Its reference goes in the order's timeline; the payment keeps the reference of the payment.
  const ref =
    payment && online > 0 ? (await gateway.refund(payment.payment_no, online, afterSaleNo)).ref : '';
  return { toBalance, online, ref };
}
