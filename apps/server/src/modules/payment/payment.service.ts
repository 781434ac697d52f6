/**
 * Paying an unpaid order (POST /api/order/{id}/pay). Balance pays at once: the ledger row, the
 * payment row and the order's move to 待发货 are one transaction, so 余额不足 changes nothing. Online
 * and transfer open a pending payment that the provider's callback or the finance desk settles.
 * Online payment is open only with a provider: the sandbox when PAY_SANDBOX is on (GET /api/pay/methods).
 */
import { randomInt } from 'node:crypto';
import { chinaDateTime } from '@mall/shared/china-time';
import { formatFen } from '@mall/shared/money';
import { ORDER_MESSAGES, PAY_METHODS, type PayMethod } from '@mall/shared/order';
import type { PayOptions, PayStart } from '@mall/shared/payment';
import type { Database } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import { insertEvent, lockOwnOrder, markOrderPaid } from '../order-read/order-rows.repository.ts';
import { appendBalance } from '../wallet/balance.service.ts';
import { bankDetails } from './bank-account.ts';
import type { PaymentGateway } from './gateway.ts';
import {
  closeOtherPending,
  extendDeadline,
  findPendingPayment,
  insertPayment,
} from './payment.repository.ts';

/** The transfer's event: by when (China time) the money must arrive, and what to write on it. */
export const transferNote = (deadlineSeconds: number | undefined) =>
  `请在${chinaDateTime(deadlineSeconds ?? null)}前完成转账，备注订单号`;

/** How long an unpaid order waits for a bank transfer before it cancels itself. */
export const TRANSFER_DAYS = 3;
export const PAYMENT_MISSING = '支付单不存在';
export const PAID_EVENT = '订单已支付';

export interface PaymentContext {
  db: Database;
  /** Verifies callbacks and sends refunds back. */
  gateway: PaymentGateway;
  /** Whether the sandbox cashier takes online payments (PAY_SANDBOX). */
  sandbox: boolean;
}

/**
 * PAY + 24 digits from the system's CSPRNG (about 80 bits): a number says nothing of the time, the
 * order or any other payment, so it cannot be guessed from one seen before.
 */
export function newPaymentNo(): string {
  // randomInt's range stops below 2^48, so two draws of 12 digits each.
  const twelve = () => String(randomInt(0, 1_000_000_000_000)).padStart(12, '0');
  return `PAY${twelve()}${twelve()}`;
}

export function payOptions(ctx: PaymentContext): PayOptions {
  return ctx.sandbox
    ? { methods: [...PAY_METHODS], online_provider: 'sandbox' }
    : { methods: PAY_METHODS.filter((m) => m !== 'online'), online_provider: null };
}

export async function startPayment(
  ctx: PaymentContext,
  session: SessionInfo,
  orderId: number,
  method: PayMethod,
): Promise<PayStart> {
  if (!payOptions(ctx).methods.includes(method))
    throw new AppError('bad_request', ORDER_MESSAGES.onlineUnavailable);
  return ctx.db.transaction(async (tx) => {
    await lockStore(tx, session.companyId);
    const order = await lockOwnOrder(tx, session.companyId, orderId);
    if (!order) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    if (order.status !== 0) throw new AppError('bad_request', ORDER_MESSAGES.notPayable);
    if (order.expired) throw new AppError('bad_request', ORDER_MESSAGES.expired);
    const amount = order.payable_amount;
    const head = { order_id: order.id, order_no: order.order_no, method, amount: formatFen(amount) };

    if (method === 'balance') {
      const paymentNo = newPaymentNo();
      // A zero payable (the balance covered it at submit) writes no ledger row: rows are never 0.
      if (amount > 0)
        await appendBalance(
          tx,
          session.companyId,
          -amount,
          'order_pay',
          order.id,
          `订单${order.order_no}余额支付`,
        );
      const paymentId = await insertPayment(tx, { paymentNo, orderId: order.id, method, amount, paid: true });
      // This row is the order's one paid payment; a pending online or transfer one is now moot.
      await closeOtherPending(tx, order.id, paymentId);
      await markOrderPaid(tx, order.id, method);
      await insertEvent(tx, order.id, {
        kind: 'status',
        title: PAID_EVENT,
        note: '余额支付',
        actor: 'buyer',
      });
      return { ...head, payment_no: paymentNo, status: 1, qr_url: null, bank: null };
    }

    const existing = await findPendingPayment(tx, order.id, method, amount);
    const paymentNo = existing?.payment_no ?? newPaymentNo();
    if (!existing) await insertPayment(tx, { paymentNo, orderId: order.id, method, amount, paid: false });
    if (method === 'online') {
      const { qrUrl } = ctx.gateway.createPayment({ paymentNo, amount });
      return { ...head, payment_no: paymentNo, status: 0, qr_url: qrUrl, bank: null };
    }
    const deadline = await extendDeadline(tx, order.id, TRANSFER_DAYS);
    if (!existing) {
      await insertEvent(tx, order.id, {
        kind: 'status',
        title: '等待银行转账',
        note: transferNote(deadline),
        actor: 'buyer',
      });
    }
    return {
      ...head,
      payment_no: paymentNo,
      status: 0,
      qr_url: null,
      bank: await bankDetails(tx, order.order_no),
    };
  });
}
