/**
 * The cart's reads: the list (SPEC §3 cart state), the count and the nudges; the checkout check
 * of chosen lines is the checkout module's.
 * Lines, stock and negotiated prices come from the primary (a buyer must see their own writes);
 * tiers, activities, packages and the shipping rule may come from a replica.
 */
import type { CartFilter, CartLine, CartState } from '@mall/shared/cart';
import { priceCart } from '@mall/shared/pricing/engine';
import { cartHints } from '@mall/shared/pricing/hints';
import type { CartPricing, CartPricingInput } from '@mall/shared/pricing/types';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { purchaseFacts } from '../compliance/compliance.service.ts';
import { tiersByOffer } from '../goods/goods-read.ts';
import { storeOf } from '../store/store.service.ts';
import { countLines, listCartOffers, listLines, type Reader, readerOf } from './cart.repository.ts';
import {
  activityDataOf,
  cartLineOf,
  filterDataOf,
  matchesFilter,
  shippingDataOf,
  totalsOf,
} from './cart-read.ts';
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

/** The business scopes of each line's goods, by cart line id: a package's are its components'. */
export function lineScopes(snapshot: CartSnapshot): Map<number, number[]> {
  return new Map(
    snapshot.entries.map((entry) => [
      entry.line.id,
      entry.target.kind === 'offer'
        ? [entry.target.offer.scope_id]
        : entry.target.items.map((item) => item.offer.scope_id),
    ]),
  );
}

/** Who reads the cart: the store as the session read it this request, or as read now. */
async function cartReader(ctx: ReadContext, session: SessionInfo): Promise<Reader> {
  if (!session.store) return readerOf(await storeOf(ctx.db, session.companyId));
  const { province, customerType } = session.store;
  return { companyId: session.companyId, viewer: { province, customerType } };
}

/** The whole cart of the acting store, judged and priced; its selected valid lines count. */
export async function wholeCart(ctx: ReadContext, session: SessionInfo): Promise<PricedCart> {
  // The gates' reads and the cart's offers do not wait for the lines: they run alongside.
  const facts = purchaseFacts(ctx, session.companyId);
  facts.catch(() => undefined);
  const reader = await cartReader(ctx, session);
  const offers = listCartOffers(ctx.db, reader, session.companyId);
  offers.catch(() => undefined);
  const lines = await listLines(ctx.db, session.companyId);
  const snapshot = await loadSnapshot({ ex: ctx.db, readEx: ctx.readDb }, reader, lines, facts, { offers });
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
