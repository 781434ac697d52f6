/**
 * Points an order earns and gives back (docs/decisions/013-points.md): one point per whole yuan
 * the store actually paid and kept (balance + online/transfer payment, less refunds), floored,
 * credited in the transaction that completes the order; a refund on a completed order takes back
 * what the smaller kept amount no longer earns, at most the store's points left.
 */
import type { Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { findOrderForPoints, orderPointsNet } from './points.repository.ts';
import { appendPoints, currentPoints } from './points.service.ts';

const FEN_PER_POINT = 100;

/** Points earned by this much paid and kept (fen): one per whole yuan. */
export const pointsForFen = (fen: number): number => Math.floor(Math.max(0, fen) / FEN_PER_POINT);

/** Credits a completed order's points; returns them (0: nothing to credit or already credited). */
export async function earnOrderPoints(tx: Executor, orderId: number): Promise<number> {
  const order = await findOrderForPoints(tx, orderId);
  if (!order) return 0;
  const points = pointsForFen(order.paid - order.refunded);
  if (points === 0) return 0;
  if ((await orderPointsNet(tx, orderId)).earned) return 0;
  await appendPoints(tx, order.company_id, points, `订单完成赠送积分：${order.order_no}`, {
    kind: 'order_earn',
    orderId,
  });
  return points;
}

/**
 * After a refund was recorded on the order: takes back the points the order holds beyond what its
 * kept amount earns, capped at the store's points now (spent points are not chased below zero).
 * Returns the points taken back.
 */
export async function reverseOrderPoints(tx: Executor, orderId: number, refundNo: string): Promise<number> {
  const order = await findOrderForPoints(tx, orderId);
  if (!order) return 0;
  const held = await orderPointsNet(tx, orderId);
  if (!held.earned) return 0;
  const excess = held.net - pointsForFen(order.paid - order.refunded);
  if (excess <= 0) return 0;
  // The store's lock first (held already on the refund path), so the points read stay true.
  await lockStore(tx, order.company_id);
  const take = Math.min(excess, await currentPoints(tx, order.company_id));
  if (take <= 0) return 0;
  await appendPoints(tx, order.company_id, -take, `售后退款扣回积分：${order.order_no}（${refundNo}）`, {
    kind: 'order_reverse',
    orderId,
  });
  return take;
}
