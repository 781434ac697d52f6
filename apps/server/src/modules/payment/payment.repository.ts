/** The only SQL of payments: payment rows, the transfer deadline, and the bank-transfer setting. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, rowsOf } from '../../db/sql-rows.ts';
import { findSettings } from '../settings/settings.repository.ts';

export const PAYMENT_PENDING = 0;
export const PAYMENT_PAID = 1;
export const PAYMENT_CLOSED = 2;
export const PAYMENT_REFUNDED = 3;

export interface PaymentRow {
  id: number;
  payment_no: string;
  order_id: number;
  method: 'balance' | 'online' | 'transfer';
  amount: number;
  status: 0 | 1 | 2 | 3;
  refunded_amount: number;
  order_no: string;
  company_id: number;
}

const paymentColumns = sql`p.id, p.payment_no, p.order_id, p.method, p.amount, p.status::int AS status,
  p.refunded_amount, o.order_no, o.company_id`;

export async function findPaymentByNo(ex: Executor, paymentNo: string): Promise<PaymentRow | undefined> {
  const rows = await rowsOf<PaymentRow>(
    ex,
    sql`SELECT ${paymentColumns} FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.payment_no = ${paymentNo}`,
  );
  return rows[0];
}

/** Read again under the order's lock, so the decision uses the state no one else can change now. */
export async function lockPayment(ex: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  const rows = await rowsOf<PaymentRow>(
    ex,
    sql`SELECT ${paymentColumns} FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.id = ${paymentId} FOR UPDATE OF p`,
  );
  return rows[0];
}

/** The order's pending payment of this method and amount, to reuse on a second click. */
export async function findPendingPayment(
  ex: Executor,
  orderId: number,
  method: string,
  amount: number,
): Promise<PaymentRow | undefined> {
  const rows = await rowsOf<PaymentRow>(
    ex,
    sql`SELECT ${paymentColumns} FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.order_id = ${orderId} AND p.method = ${method} AND p.amount = ${amount} AND p.status = 0
        ORDER BY p.id DESC LIMIT 1`,
  );
  return rows[0];
}

export async function insertPayment(
  ex: Executor,
  row: { paymentNo: string; orderId: number; method: string; amount: number; paid: boolean },
): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO payments (payment_no, order_id, method, amount, status, paid_at)
        VALUES (${row.paymentNo}, ${row.orderId}, ${row.method}, ${row.amount}, ${row.paid ? 1 : 0},
          ${row.paid ? sql`now()` : null}) RETURNING id`,
  );
  return rows[0]?.id ?? 0;
}

export async function setPaymentPaid(ex: Executor, paymentId: number, gatewayRef: string): Promise<void> {
  await ex.execute(
    sql`UPDATE payments SET status = 1, gateway_ref = ${gatewayRef}, paid_at = now() WHERE id = ${paymentId}`,
  );
}

/** The order's other pending payments can no longer be paid: one paid payment per order. */
export async function closeOtherPending(ex: Executor, orderId: number, keepId: number): Promise<void> {
  await ex.execute(
    sql`UPDATE payments SET status = 2, closed_at = now() WHERE order_id = ${orderId} AND status = 0 AND id <> ${keepId}`,
  );
}

export async function closePayment(ex: Executor, paymentId: number): Promise<void> {
  await ex.execute(
    sql`UPDATE payments SET status = 2, closed_at = now() WHERE id = ${paymentId} AND status = 0`,
  );
}

export async function hasSettledPayment(ex: Executor, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM payments WHERE order_id = ${orderId} AND status IN (1, 3) LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Money the gateway took for an order that can no longer take it, sent back. Status 3 (refunded)
 * unless the order already has its one settled payment; then the row stays closed with the refund
 * recorded on it.
 */
export async function recordGatewayRefund(
  ex: Executor,
  paymentId: number,
  ref: string,
  asRefunded: boolean,
): Promise<void> {
  await ex.execute(
    sql`UPDATE payments SET status = ${asRefunded ? 3 : 2}, gateway_ref = ${ref}, refunded_amount = amount,
          paid_at = coalesce(paid_at, now()), closed_at = now()
        WHERE id = ${paymentId}`,
  );
}

/**
 * A transfer takes days: the unpaid order's deadline moves. The auto-cancel job re-reads the
 * deadline when it runs and waits again when it has moved.
 */
export async function extendDeadline(
  ex: Executor,
  orderId: number,
  days: number,
): Promise<number | undefined> {
  // Counted from the order's creation, so choosing transfer again never moves it further; a group
  // buy's order keeps the group's deadline, when the group settles its unpaid orders anyway.
  const rows = await rowsOf<{ expires_at: number }>(
    ex,
    sql`UPDATE orders o SET expires_at = greatest(o.expires_at, least(
          o.created_at + make_interval(days => ${days}),
          coalesce((SELECT g.ends_at FROM group_buy_orders gbo JOIN group_buys g ON g.id = gbo.group_buy_id
            WHERE gbo.order_id = o.id), 'infinity'::timestamptz)))
        WHERE o.id = ${orderId} AND o.status = 0
        RETURNING ${epoch(sql`o.expires_at`)} AS expires_at`,
  );
  return rows[0]?.expires_at;
}

export async function findSiteAndBank(ex: Executor) {
  return findSettings(ex, ['site', 'bank_transfer']);
}
