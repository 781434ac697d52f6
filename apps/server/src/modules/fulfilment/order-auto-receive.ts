/**
 * Automatic receipt (decision 025): every order that ships gets a job due AUTO_RECEIVE_DAYS later.
 * If the buyer has not confirmed receipt by then, the order is completed as the buyer's 确认收货
 * completes it (invoice, points, cashback) and the store is told; the after-sale window then runs
 * from that moment. While an after-sale application of the order is open the job waits a day at a
 * time, so goods on their way back are never taken as received.
 */
import { AFTER_SALE_DAYS, AUTO_RECEIVE_DAYS, ORDER_STATUS } from '@mall/shared/order';
import type { Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.repository.ts';
import { completeReceived } from '../order-read/order-actions.service.ts';
import { AUTO_RECEIVE_JOB } from '../order-read/order-read.repository.ts';
import { findOrderHead, insertMessage, lockOrder } from '../order-read/order-rows.repository.ts';
import { hasOpenAfterSale } from './fulfilment.repository.ts';

export { AUTO_RECEIVE_JOB };
export const AUTO_RECEIVED_EVENT = '已自动确认收货';
const DAY_MS = 86_400_000;

/** Queued when the order ships, due AUTO_RECEIVE_DAYS after `shippedAt`. */
export function enqueueAutoReceive(tx: Executor, orderId: number, shippedAt: Date): Promise<number> {
  return enqueueJob(
    tx,
    AUTO_RECEIVE_JOB,
    { order_id: orderId },
    new Date(shippedAt.getTime() + AUTO_RECEIVE_DAYS * DAY_MS),
  );
}

export const autoReceiveJob: JobHandler = async (tx, payload, now) => {
  const orderId = Number(payload.order_id);
  if (!Number.isSafeInteger(orderId)) throw new Error(`bad auto-receive payload: ${JSON.stringify(payload)}`);
  const head = await findOrderHead(tx, orderId);
  if (!head) return;
  // The store's lock, then the order's, as the buyer's 确认收货 takes them.
  await lockStore(tx, head.company_id);
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== ORDER_STATUS.toReceive) return;
  if (await hasOpenAfterSale(tx, orderId, 'any')) {
    await enqueueJob(tx, AUTO_RECEIVE_JOB, { order_id: orderId }, new Date(now.getTime() + DAY_MS));
    return;
  }
  await completeReceived(tx, orderId, {
    title: AUTO_RECEIVED_EVENT,
    note: `发货满${AUTO_RECEIVE_DAYS}天未确认，系统自动确认收货`,
    actor: 'system',
  });
  await insertMessage(
    tx,
    order.company_id,
    '订单已自动确认收货',
    `您的订单 ${order.order_no} 发货已满${AUTO_RECEIVE_DAYS}天，系统已自动确认收货。如有问题，请在${AFTER_SALE_DAYS}天内申请售后。`,
  );
};
