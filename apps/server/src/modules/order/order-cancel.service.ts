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
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { appendBalance, lockCompany } from '../wallet/balance.service.ts';
import {
  closePendingPayments,
  findOrderCompany,
  insertEvent,
  isOwnOrder,
  type LockedOrder,
  lockOffers,
  lockOrderRow,
  markCancelled,
  releaseCouponsAndVouchers,
  returnStock,
  stockTaken,
} from './order.repository.ts';

export const CANCEL_EVENT = '订单已取消';

/** Company row, then the order row; undefined when there is no such order. */
export async function lockOrder(tx: Executor, orderId: number): Promise<LockedOrder | undefined> {
  const companyId = await findOrderCompany(tx, orderId);
  if (companyId === undefined) return undefined;
  await lockCompany(tx, companyId);
  return lockOrderRow(tx, orderId);
}

/** Puts the order's units back on its offers, locking them in id order. */
async function releaseStock(tx: Executor, orderId: number): Promise<void> {
  const taken = await stockTaken(tx, orderId);
  if (taken.length === 0) return;
  await lockOffers(
    tx,
    taken.map((t) => t.offer_id),
  );
  for (const { offer_id, quantity } of taken) await returnStock(tx, offer_id, quantity);
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
  await releaseCouponsAndVouchers(tx, orderId);
  if (order.balance_amount > 0)
    await appendBalance(
      tx,
      order.company_id,
      order.balance_amount,
      'order_refund',
      orderId,
      `订单${order.order_no}取消，退回余额`,
    );
  await closePendingPayments(tx, orderId);
  await markCancelled(tx, orderId, ORDER_STATUS.cancelled, reason);
  await insertEvent(tx, orderId, CANCEL_EVENT, reason, actor);
}

/** POST /api/order/{id}/cancel: the acting store's own order only (another's is not found). */
export async function cancelOwnOrder(
  db: { transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> },
  companyId: number,
  orderId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await isOwnOrder(tx, companyId, orderId))) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    await cancelOrder(tx, orderId, reason, 'buyer');
  });
}
