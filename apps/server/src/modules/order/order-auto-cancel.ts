/**
 * The job every unpaid order gets at creation, due at its expires_at: cancels the order when it
 * is still unpaid and has expired. An order whose deadline was pushed back (awaiting a bank
 * transfer) gets a new job at the new deadline instead.
 */
import { ORDER_MESSAGES, ORDER_STATUS } from '@mall/shared/order';
import type { Executor } from '../../db/client.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.repository.ts';
import { findExpiresAt } from './order.repository.ts';
import { cancelOrder, lockOrder } from './order-cancel.service.ts';

export const AUTO_CANCEL_JOB = 'order.auto_cancel';

export function enqueueAutoCancel(tx: Executor, orderId: number, expiresAt: Date): Promise<number> {
  return enqueueJob(tx, AUTO_CANCEL_JOB, { order_id: orderId }, expiresAt);
}

export const autoCancelJob: JobHandler = async (tx, payload, now) => {
  const orderId = Number(payload.order_id);
  if (!Number.isSafeInteger(orderId)) throw new Error(`bad auto-cancel payload: ${JSON.stringify(payload)}`);
  // Locked before it is judged: a payment committing meanwhile is seen, not overwritten.
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== ORDER_STATUS.unpaid) return;
  const expiresAt = new Date(Math.round(((await findExpiresAt(tx, orderId)) ?? 0) * 1000));
  if (expiresAt.getTime() > now.getTime()) {
    await enqueueAutoCancel(tx, orderId, expiresAt);
    return;
  }
  await cancelOrder(tx, orderId, ORDER_MESSAGES.expired, 'system');
};
