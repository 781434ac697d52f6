/**
 * The goods of demo's past orders, priced as checkout prices them: real offers demo may buy,
 * judged and priced by the order module's own selection check and the shared engine, the lines
 * snapshotted by its own orderLinesOf, the amounts by its own amountsOf. Only the choice of goods
 * and quantities is the seed's.
 */
import { shareByAmount } from '@mall/shared/pricing/coupon';
import { voucherMinimumMet } from '@mall/shared/pricing/voucher';
import type { DbHandle } from '../db/client.ts';
import type { SessionInfo } from '../http/session.ts';
import type { LineRow } from '../modules/cart/cart.repository.ts';
import { lineScopes } from '../modules/cart/cart.service.ts';
import {
  type Amounts,
  amountsOf,
  couponBasis,
  couponSavingOn,
  voucherBaseOf,
} from '../modules/checkout/checkout-amounts.ts';
import { checkSelection } from '../modules/checkout/checkout-selection.ts';
import { type NewOrderLine, orderLinesOf } from '../modules/order/order-lines.ts';
import type { StoreRow } from '../modules/store/store.repository.ts';
import { allowedQuantity, type CartOffer } from './demo-cart.ts';
import { DEMO_BUYABLE, DEMO_COMPANY_ID, DEMO_SCOPES } from './pricing.ts';

export interface CouponChoice {
  kind: 'reduce' | 'discount';
  threshold: number;
  value: number;
}

export interface BuiltOrder {
  lines: NewOrderLine[];
  amounts: Amounts;
}

export interface OrderWish {
  /** offers, in the order their lines appear */
  offers: CartOffer[];
  /** goods amount to reach, fen (at base prices, before activities) */
  target: number;
  coupon?: CouponChoice;
  /** the voucher's face amount and minimum */
  voucher?: { amount: number; minAmount: number };
}

/**
 * Plain offers demo may buy, kept clear of every cart line and negotiated price so the carts the
 * cart seed laid out keep their shape; a catalogue too small for that lends any buyable offer.
 * Best sellers first, so the orders read like real ones.
 */
export async function orderCandidates(handle: DbHandle, limit: number): Promise<CartOffer[]> {
  const find = (extra: string) =>
    handle.query<CartOffer>(
      `SELECT o.id, o.goods_id, o.type, o.base_price, o.stock, o.min_quantity, o.step, o.member_limit, o.is_buy,
              NULL::int AS first_tier
       FROM offers o JOIN goods g ON g.id = o.goods_id
       WHERE ${DEMO_BUYABLE} AND o.type = 0 AND o.is_buy AND o.stock >= o.min_quantity
         AND NOT EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.offer_id = o.id) ${extra}
       ORDER BY g.sales DESC, o.id LIMIT $2`,
      [DEMO_SCOPES, limit],
    );
  const apart = await find(`AND o.stock >= o.min_quantity * 4 AND o.base_price >= 500
    AND NOT EXISTS (SELECT 1 FROM cart_lines cl JOIN offers co ON co.id = cl.offer_id WHERE co.goods_id = o.goods_id)
    AND NOT EXISTS (SELECT 1 FROM negotiated_prices np WHERE np.offer_id = o.id)`);
  return apart.length > 0 ? apart : find('');
}

/** In-memory cart lines (never stored): the selection the order module judges. */
function lineRows(wish: OrderWish, quantities: readonly number[]): LineRow[] {
  return wish.offers.map((offer, i) => ({
    id: i + 1,
    company_id: DEMO_COMPANY_ID,
    offer_id: offer.id,
    combination_id: null,
    quantity: quantities[i] ?? offer.min_quantity,
    is_selected: true,
    type: 0,
    is_yj: false,
    line_key: `o${offer.id}`,
    goods_id: offer.goods_id,
    item_offer_ids: [],
  }));
}

/** A quantity per offer so their base amounts add up to about the target. */
function firstQuantities(wish: OrderWish): number[] {
  const share = wish.target / Math.max(1, wish.offers.length);
  return wish.offers.map(
    (o) => allowedQuantity(o, Math.ceil(share / o.base_price)) ?? allowedQuantity(o, o.min_quantity) ?? 1,
  );
}

/** The next larger quantities (one more step on every line that allows it), or null when none grows. */
function grow(wish: OrderWish, quantities: readonly number[]): number[] | null {
  let grew = false;
  const next = wish.offers.map((o, i) => {
    const now = quantities[i] ?? o.min_quantity;
    const more = allowedQuantity(o, Math.ceil(now * 1.25) + o.step);
    if (more === null || more <= now) return now;
    grew = true;
    return more;
  });
  return grew ? next : null;
}

/**
 * Prices the wish; when a coupon or voucher is wanted, grows the quantities (within each offer's
 * rules) until it applies. Returns null when the offers can never carry it.
 */
export async function buildOrder(
  handle: DbHandle,
  session: SessionInfo,
  store: StoreRow,
  wish: OrderWish,
  now: Date,
): Promise<BuiltOrder | null> {
  let quantities: number[] | null = firstQuantities(wish);
  for (let attempt = 0; attempt < 12 && quantities; attempt++) {
    const cart = await checkSelection(handle.db, session, store, lineRows(wish, quantities), {
      now,
      shortStock: 'goods',
    });
    // The demo orders' coupons are good for every scope.
    const scopes = lineScopes(cart.snapshot);
    const coupon = wish.coupon
      ? couponSavingOn(cart.pricing, scopes, { ...wish.coupon, scope_ids: null })
      : 0;
    const fits =
      (!wish.coupon || coupon > 0) &&
      (!wish.voucher || voucherMinimumMet(wish.voucher.minAmount, voucherBaseOf(cart.pricing, coupon)));
    if (fits) {
      const amounts = amountsOf(cart.pricing, {
        coupon,
        voucher: wish.voucher?.amount ?? 0,
        balanceAvailable: 0,
      });
      const shares = shareByAmount(coupon, couponBasis(cart.pricing, scopes, null));
      return { lines: orderLinesOf(cart, shares), amounts };
    }
    quantities = grow(wish, quantities);
  }
  return null;
}
