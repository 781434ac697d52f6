/**
 * Cancelling an unpaid order, by the buyer or by the auto-cancel job, inside the caller's
 * transaction:
 *
 *   await cancelOrder(tx, orderId, '不想买了', 'buyer');  // AppError when not status 0
 *
 * Lock order (as every money path): the company row, then the order row, then offers by id. A
 * cancel racing a payment takes the same order row lock, so whichever comes second sees the new
 * status and refuses.
 */
import { ORDER_MESSAGES, ORDER_STATUS } from '@mall/shared/order';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, rowsOf } from '../../db/sql-rows.ts';
import { AppError } from '../../http/app-error.ts';
import { appendBalance, lockCompany } from '../wallet/balance.service.ts';

export const CANCEL_EVENT = '订单已取消';

interface LockedOrder {
  id: number;
  company_id: number;
  order_no: string;
  status: number;
  balance_amount: number;
}

/** Company row, then the order row; undefined when there is no such order. */
export async function lockOrder(tx: Executor, orderId: number): Promise<LockedOrder | undefined> {
  const heads = await rowsOf<{ company_id: number }>(
    tx,
    sql`SELECT company_id FROM orders WHERE id = ${orderId}`,
  );
  const head = heads[0];
  if (!head) return undefined;
  await lockCompany(tx, head.company_id);
  const rows = await rowsOf<LockedOrder>(
    tx,
    sql`SELECT id, company_id, order_no, status::int AS status, balance_amount FROM orders
      WHERE id = ${orderId} FOR UPDATE`,
  );
  return rows[0];
}

/** Puts the order's units back on its offers, locking them in id order. */
async function releaseStock(tx: Executor, orderId: number): Promise<void> {
  const taken = await rowsOf<{ offer_id: number; quantity: number }>(
    tx,
    sql`SELECT offer_id, sum(quantity + gift_stock)::int AS quantity FROM order_lines WHERE order_id = ${orderId}
      GROUP BY offer_id ORDER BY offer_id`,
  );
  if (taken.length === 0) return;
  await tx.execute(
    sql`SELECT id FROM offers WHERE id = ANY(${ids(taken.map((t) => t.offer_id))}) ORDER BY id FOR UPDATE`,
  );
  for (const { offer_id, quantity } of taken)
    await tx.execute(sql`UPDATE offers SET stock = stock + ${quantity} WHERE id = ${offer_id}`);
}

export async function cancelOrder(
  tx: Executor,
  orderId: number,
  reason: string,
  actor: string,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('not_found', ORDER_MESSAGES.notFound);
  if (order.status !== ORDER_STATUS.unpaid) throw new AppError('bad_request', ORDER_MESSAGES.notCancellable);
  await releaseStock(tx, orderId);
  await tx.execute(
    sql`UPDATE member_coupons SET status = 0, order_id = NULL, used_at = NULL WHERE order_id = ${orderId} AND status = 1`,
  );
  await tx.execute(
    sql`UPDATE cash_vouchers SET status = 0, order_id = NULL, used_at = NULL WHERE order_id = ${orderId} AND status = 1`,
  );
  if (order.balance_amount > 0)
    await appendBalance(
      tx,
      order.company_id,
      order.balance_amount,
      'order_refund',
      orderId,
      `订单${order.order_no}取消，退回余额`,
    );
  await tx.execute(
    sql`UPDATE payments SET status = 2, closed_at = now() WHERE order_id = ${orderId} AND status = 0`,
  );
  await tx.execute(
    sql`UPDATE orders SET status = ${ORDER_STATUS.cancelled}, cancel_reason = ${reason}, cancelled_at = now()
      WHERE id = ${orderId}`,
  );
  await tx.execute(
    sql`INSERT INTO order_events (order_id, kind, title, note, actor)
      VALUES (${orderId}, 'status', ${CANCEL_EVENT}, ${reason}, ${actor})`,
  );
}

/** POST /api/order/{id}/cancel: the acting store's own order only (another's is not found). */
export async function cancelOwnOrder(
  db: { transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> },
  companyId: number,
  orderId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT id FROM orders WHERE id = ${orderId} AND company_id = ${companyId}`,
    );
    if (rows.length === 0) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    await cancelOrder(tx, orderId, reason, 'buyer');
  });
}
