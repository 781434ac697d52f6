/**
 * The cart lines a checkout names, judged and priced exactly as POST /api/cart/checkout does (the
 * cart's snapshot and the shared engine), but on the executor given: inside the order's
 * transaction every read sees the rows it has locked.
 */
import { CART_MESSAGES } from '@mall/shared/cart';
import { checkQuantity } from '@mall/shared/pricing/quantity';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import { findOwnLines, type LineRow, readerOf } from '../cart/cart.repository.ts';
import { type PricedCart, priceSnapshot } from '../cart/cart.service.ts';
import { targetGoodsIds, targetName, targetRefusal } from '../cart/cart-rules.ts';
import { loadSnapshot } from '../cart/cart-snapshot.ts';
import { requirePurchase } from '../compliance/compliance.service.ts';
import type { StoreRow } from '../store/store.repository.ts';

export const outOfStockMessage = (name: string) => `${name}库存不足`;

/** The store's own lines by id, all or nothing (404 as the cart answers). */
export async function selectedLines(
  ex: Executor,
  companyId: number,
  lineIds: readonly number[],
): Promise<LineRow[]> {
  const unique = [...new Set(lineIds)];
  const lines = await findOwnLines(ex, companyId, unique);
  if (lines.length !== unique.length) throw new AppError('not_found', CART_MESSAGES.lineMissing);
  return lines;
}

/**
 * Refuses the selection as a whole at its first problem: the store's gates (459, licences,
 * scopes), a line that cannot be bought now, a short stock, a quantity the rules refuse.
 */
export async function checkSelection(
  ex: Executor,
  session: SessionInfo,
  store: StoreRow,
  lines: readonly LineRow[],
  now = new Date(),
): Promise<PricedCart> {
  const snapshot = await loadSnapshot({ ex, readEx: ex }, readerOf(store), lines, null, {
    selectAll: true,
    now,
  });
  if (snapshot.entries.length !== lines.length) throw new AppError('not_found', CART_MESSAGES.lineMissing);
  // A transaction is a database for the gates' reads: they must run on it, not beside it.
  await requirePurchase(
    { db: ex as Database },
    session,
    snapshot.entries.flatMap((e) => targetGoodsIds(e.target)),
    now,
  );
  const nowSeconds = now.getTime() / 1000;
  for (const entry of snapshot.entries) {
    const name = targetName(entry.target);
    const refusal = targetRefusal(entry.target, nowSeconds);
    if (refusal) throw new AppError('bad_request', `${name}：${refusal}`);
    if (entry.rules.stock < entry.line.quantity) throw new AppError('bad_request', outOfStockMessage(name));
    const check = checkQuantity(entry.rules, entry.line.quantity);
    if (!check.ok) throw new AppError('bad_request', `${name}：${check.reason}`);
  }
  const cart = priceSnapshot(snapshot);
  if (cart.pricing.lines.some((line) => !line.counting))
    throw new Error('a checked line did not count: the checks and the engine disagree');
  return cart;
}
