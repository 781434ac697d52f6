/**
 * The buyer's acts on a delivered or finished order: confirm receipt (待收货 → 已完成, with the
 * electronic invoice issued and the order's points and cashback credited in the same transaction;
 * fulfilment's job confirms it when the buyer has not, decision 025) and buy
 * again (every line back to the cart, judged by the cart's own rules as if added by hand).
 */
import { ORDER_MESSAGES } from '@mall/shared/order';
import type { Database, Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { PlaceRequest } from '../cart/cart-place.ts';
import { type AddOutcome, addToCart } from '../cart/cart-write.service.ts';
import { earnOrderCashback } from '../cashback/order-cashback.service.ts';
import { issueInvoice } from '../invoice/invoice.service.ts';
import { earnOrderPoints } from '../points/order-points.service.ts';
import { findOwnOrder, type LineRow, listLines } from './order-read.repository.ts';
import { insertEvent, lockOwnOrder, markOrderReceived } from './order-rows.repository.ts';

export const RECEIVED_EVENT = '已确认收货';

/**
 * 待收货 → 已完成 under the store's and the order's locks, whoever confirms it: the electronic
 * invoice issued and the order's points and cashback credited in the same transaction.
 */
export async function completeReceived(
  tx: Executor,
  orderId: number,
  event: { title: string; note?: string; actor: string },
): Promise<void> {
  await markOrderReceived(tx, orderId);
  await insertEvent(tx, orderId, { kind: 'status', ...event });
  await issueInvoice(tx, orderId);
  await earnOrderPoints(tx, orderId);
  await earnOrderCashback(tx, orderId);
}

export async function receiveOrder(
  ctx: { db: Database },
  session: SessionInfo,
  orderId: number,
): Promise<{ id: number; status: 3 }> {
  return ctx.db.transaction(async (tx) => {
    await lockStore(tx, session.companyId);
    const order = await lockOwnOrder(tx, session.companyId, orderId);
    if (!order) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    if (order.status !== 2) throw new AppError('bad_request', ORDER_MESSAGES.notReceivable);
    await completeReceived(tx, order.id, { title: RECEIVED_EVENT, actor: 'buyer' });
    return { id: order.id, status: 3 as const };
  });
}

/**
 * A package was ordered as one row per component; it goes back as the package, once, with the
 * number of packages (a component's quantity over its quantity per package). A trade-up line goes
 * back as the trade-up, so it is judged by the trade-up's own window, reach and threshold (and
 * refused with the reason when they no longer hold), never added at the catalogue price unasked.
 */
export function rebuyRequests(lines: readonly LineRow[]): PlaceRequest[] {
  const requests: PlaceRequest[] = [];
  const packages = new Map<number, number>();
  for (const line of lines) {
    const tradeUpId = line.trade_up_id ?? null;
    if (tradeUpId !== null) {
      requests.push({
        goodsId: tradeUpId,
        offerId: 0,
        combinationId: null,
        tradeUpId,
        isYj: false,
        number: line.quantity,
      });
      continue;
    }
    if (line.combination_id === null) {
      requests.push({
        goodsId: line.goods_id,
        offerId: line.offer_id,
        combinationId: null,
        isYj: line.is_yj,
        number: line.quantity,
      });
      continue;
    }
    const count = Math.max(1, Math.floor(line.quantity / Math.max(1, line.per_package ?? line.quantity)));
    const seen = packages.get(line.combination_id);
    if (seen === undefined) {
      packages.set(line.combination_id, count);
      requests.push({
        goodsId: line.combination_id,
        offerId: 0,
        combinationId: line.combination_id,
        isYj: false,
        number: count,
      });
    }
  }
  return requests;
}

export async function rebuyOrder(
  ctx: { db: Database },
  session: SessionInfo,
  orderId: number,
): Promise<AddOutcome> {
  const order = await findOwnOrder(ctx.db, session.companyId, orderId);
  if (!order) throw new AppError('not_found', ORDER_MESSAGES.notFound);
  return addToCart(ctx, session, rebuyRequests(await listLines(ctx.db, [order.id])));
}
