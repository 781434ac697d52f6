/**
 * The cart's reads: the list (SPEC §3 cart state), the count, the nudges and the checkout check.
 * Lines, stock and negotiated prices come from the primary (a buyer must see their own writes);
 * tiers, activities, packages and the shipping rule may come from a replica.
 */
import {
  CART_MESSAGES,
  type CartCheckout,
  type CartFilter,
  type CartLine,
  type CartState,
} from '@mall/shared/cart';
import { priceCart } from '@mall/shared/pricing/engine';
import { cartHints } from '@mall/shared/pricing/hints';
import { checkQuantity } from '@mall/shared/pricing/quantity';
import type { CartPricing, CartPricingInput } from '@mall/shared/pricing/types';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { purchaseFacts, requirePurchase } from '../compliance/compliance.service.ts';
import { tiersByOffer } from '../goods/goods-read.ts';
import { findStore, type StoreRow } from '../store/store.repository.ts';
import { STORE_NOT_FOUND } from '../store/store.service.ts';
import { countLines, findOwnLines, type LineRow, listLines, readerOf } from './cart.repository.ts';
import {
  activityDataOf,
  cartLineOf,
  filterDataOf,
  matchesFilter,
  shippingDataOf,
  totalsOf,
} from './cart-read.ts';
import { targetGoodsIds, targetName } from './cart-rules.ts';
import { type CartSnapshot, loadSnapshot } from './cart-snapshot.ts';

type ReadContext = Pick<AppContext, 'db' | 'readDb'>;

export interface PricedCart {
  snapshot: CartSnapshot;
  input: CartPricingInput;
  pricing: CartPricing;
  lines: CartLine[];
}

export function priceSnapshot(snapshot: CartSnapshot): PricedCart {
  const input: CartPricingInput = {
    lines: snapshot.entries.map((e) => e.input),
    activities: snapshot.activities,
    shipping: snapshot.shipping,
  };
  const pricing = priceCart(input);
  const tiers = tiersByOffer(snapshot.ladders);
  const lines = snapshot.entries.map((entry, i) => {
    const priced = pricing.lines[i];
    if (!priced) throw new Error('the engine returned fewer lines than it was given');
    return cartLineOf(entry, priced, snapshot, tiers);
  });
  return { snapshot, input, pricing, lines };
}

async function storeOf(ctx: ReadContext, companyId: number): Promise<StoreRow> {
  const store = await findStore(ctx.db, companyId);
  if (!store) throw new AppError('not_found', STORE_NOT_FOUND);
  return store;
}

/** The whole cart of the acting store, judged and priced; its selected valid lines count. */
export async function wholeCart(ctx: ReadContext, session: SessionInfo): Promise<PricedCart> {
  // The gates' reads do not depend on the lines: they run alongside everything else.
  const facts = purchaseFacts(ctx, session.companyId);
  facts.catch(() => undefined);
  const [store, lines] = await Promise.all([
    storeOf(ctx, session.companyId),
    listLines(ctx.db, session.companyId),
  ]);
  const snapshot = await loadSnapshot({ ex: ctx.db, readEx: ctx.readDb }, readerOf(store), lines, facts);
  return priceSnapshot(snapshot);
}

/** `data` follows the filter; totals, activities and shipping always cover the whole cart. */
export async function cartState(
  ctx: ReadContext,
  session: SessionInfo,
  filter: CartFilter,
): Promise<CartState> {
  const cart = await wholeCart(ctx, session);
  return {
    data: cart.lines.filter((line) => matchesFilter(line, filter)),
    shipping_data: shippingDataOf(cart.pricing, cart.snapshot),
    activity_data: activityDataOf(cart.pricing),
    filter_data: filterDataOf(cart.lines),
    totals: totalsOf(cart.pricing),
    pricing: { activities: cart.snapshot.activities, shipping: cart.snapshot.shipping },
  };
}

export function cartCount(ctx: ReadContext, session: SessionInfo): Promise<number> {
  return countLines(ctx.db, session.companyId);
}

/** The nudges over the whole cart; focused on the offer's line when it is in the cart. */
export async function cartHintsOf(
  ctx: ReadContext,
  session: SessionInfo,
  offerId?: number,
): Promise<string[]> {
  const cart = await wholeCart(ctx, session);
  const focus =
    offerId === undefined
      ? undefined
      : cart.snapshot.entries.find((e) => e.target.kind === 'offer' && e.target.offer.offer_id === offerId);
  return cartHints(cart.input, cart.pricing, focus?.line.id);
}

/** The acting store's lines by id, all or nothing. */
export async function ownLines(ctx: Pick<AppContext, 'db'>, companyId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const lines: LineRow[] = await findOwnLines(ctx.db, companyId, unique);
  if (lines.length !== unique.length) throw new AppError('not_found', CART_MESSAGES.lineMissing);
  return lines;
}

/**
 * Checks the chosen lines for step 2: the store's gates, then each line's buyability and quantity
 * rules; prices exactly those lines as selected.
 */
export async function checkout(
  ctx: ReadContext,
  session: SessionInfo,
  ids: readonly number[],
): Promise<CartCheckout> {
  const [store, lines] = await Promise.all([
    storeOf(ctx, session.companyId),
    ownLines(ctx, session.companyId, ids),
  ]);
  // The primary throughout: the order will be placed from what is checked here.
  const snapshot = await loadSnapshot({ ex: ctx.db, readEx: ctx.db }, readerOf(store), lines, null, {
    selectAll: true,
  });
  if (snapshot.entries.length !== lines.length) throw new AppError('not_found', CART_MESSAGES.lineMissing);
  await requirePurchase(
    ctx,
    session,
    snapshot.entries.flatMap((e) => targetGoodsIds(e.target)),
  );
  for (const entry of snapshot.entries) {
    const check = checkQuantity(entry.rules, entry.line.quantity);
    const reason = entry.invalidReason || (check.ok ? '' : check.reason);
    if (reason) throw new AppError('bad_request', `${targetName(entry.target)}：${reason}`);
  }
  const cart = priceSnapshot(snapshot);
  return {
    ids: cart.lines.map((line) => line.id),
    data: cart.lines,
    activity_data: activityDataOf(cart.pricing),
    shipping_data: shippingDataOf(cart.pricing, snapshot),
    totals: totalsOf(cart.pricing),
  };
}
