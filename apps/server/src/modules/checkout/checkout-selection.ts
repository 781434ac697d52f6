/**
 * The member's selected cart lines, checked and priced: one path for the cart's step 2
 * (POST /api/cart/checkout), the order's preview and creation, and the coupons usable on a
 * selection. It runs on the executor given: inside the order's transaction every read sees the
 * rows it has locked.
 */
import { CART_MESSAGES } from '@mall/shared/cart';
import { formatFen } from '@mall/shared/money';
import { checkQuantity } from '@mall/shared/pricing/quantity';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import { findOwnLines, type LineRow, readerOf } from '../cart/cart.repository.ts';
import { type PricedCart, priceSnapshot } from '../cart/cart.service.ts';
import { TRADE_UP_MESSAGES, targetName, targetRefusal } from '../cart/cart-rules.ts';
import { type CartEntry, goodsScopesOf, loadSnapshot } from '../cart/cart-snapshot.ts';
import { requirePurchaseOn } from '../compliance/compliance.service.ts';
import { chinaToday } from '../licence/licence-rules.ts';
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

/** A line priced otherwise than the catalogue prices it (a group buy's price), before it is judged. */
export type Reprice = (entry: CartEntry) => CartEntry;

export interface CheckOptions {
  now?: Date | undefined;
  /**
   * How a quantity above the stock is refused: `goods` names the goods (`<name>库存不足`), as the
   * order's stock taking does; `rules` gives the quantity rules' answer (how many are left), as the
   * cart's step 2 does.
   */
  shortStock: 'goods' | 'rules';
  reprice?: Reprice | undefined;
}

/** Why the line cannot be checked out as it stands, '' when it can. */
function refusalOf(entry: CartEntry, nowSeconds: number, shortStock: CheckOptions['shortStock']): string {
  const name = targetName(entry.target);
  const refusal = targetRefusal(entry.target, nowSeconds);
  if (refusal) return `${name}：${refusal}`;
  if (shortStock === 'goods' && entry.rules.stock < entry.line.quantity) return outOfStockMessage(name);
  if (entry.invalidReason) return `${name}：${entry.invalidReason}`;
  const check = checkQuantity(entry.rules, entry.line.quantity);
  return check.ok ? '' : `${name}：${check.reason}`;
}

/**
 * Refuses the selection as a whole at its first problem: the store's gates (459, licences,
 * scopes), a line that cannot be bought now, a short stock, a quantity the rules refuse. Prices
 * exactly those lines as selected.
 */
export async function checkSelection(
  ex: Executor,
  session: SessionInfo,
  store: StoreRow,
  lines: readonly LineRow[],
  options: CheckOptions,
): Promise<PricedCart> {
  const now = options.now ?? new Date();
  // The primary throughout: the order will be placed from what is checked here. The gates' facts
  // come in the snapshot's own statement; the goods' scopes are those of the offers it read.
  const loaded = await loadSnapshot({ ex, readEx: ex }, readerOf(store), lines, null, {
    selectAll: true,
    now,
    storeFacts: { companyId: session.companyId, today: chinaToday(now) },
  });
  const { reprice } = options;
  const snapshot = reprice ? { ...loaded, entries: loaded.entries.map((e) => reprice(e)) } : loaded;
  if (snapshot.entries.length !== lines.length) throw new AppError('not_found', CART_MESSAGES.lineMissing);
  requirePurchaseOn(loaded.storeFacts, goodsScopesOf(snapshot.entries.map((e) => e.target)));
  const nowSeconds = now.getTime() / 1000;
  for (const entry of snapshot.entries) {
    const refusal = refusalOf(entry, nowSeconds, options.shortStock);
    if (refusal) throw new AppError('bad_request', refusal);
  }
  const cart = priceSnapshot(snapshot);
  // A trade-up whose threshold the rest of the selection no longer reaches is refused, never priced.
  cart.pricing.lines.forEach((line, i) => {
    const entry = snapshot.entries[i];
    if (entry && line.tradeUpMissing)
      throw new AppError(
        'bad_request',
        TRADE_UP_MESSAGES.notMet(targetName(entry.target), formatFen(line.tradeUpMissing)),
      );
  });
  if (cart.pricing.lines.some((line) => !line.counting))
    throw new Error('a checked line did not count: the checks and the engine disagree');
  return cart;
}
