/**
 * What makes a cart line buyable and which quantities it allows, for an offer or a combination
 * package. Pure: the add, edit, copy, list and checkout calls all judge a line the same way.
 */
import { CART_MESSAGES } from '@mall/shared/cart';
import type { QuantityRules } from '@mall/shared/pricing/quantity';
import { GOODS_MISSING_MESSAGE } from '../compliance/purchase-decision.ts';
import type { OfferInfo } from './cart.repository.ts';
import type { CombinationRow } from './combination.repository.ts';
import type { TradeUpRow } from './trade-up.repository.ts';

/**
 * An offer line (type 0/1, or type 4 with `tradeUp`: the offer bought at a trade-up price) or a
 * package line (type 3), with what the cart read for it.
 */
export type LineTarget =
  | { kind: 'offer'; offer: OfferInfo; tradeUp?: TradeUpRow }
  | { kind: 'combination'; combination: CombinationRow; items: { offer: OfferInfo; quantity: number }[] };

export const lineKey = (
  target: { offerId: number; isYj: boolean } | { combinationId: number } | { tradeUpId: number },
): string =>
  'combinationId' in target
    ? `c${target.combinationId}`
    : 'tradeUpId' in target
      ? `t${target.tradeUpId}`
      : `o${target.offerId}${target.isYj ? 'y' : ''}`;

export const TRADE_UP_MESSAGES = {
  ended: '换购活动已结束',
  /** the trade-up does not reach the store's customer type or province */
  notReached: '该换购活动不适用于您的门店',
  /** the other selected goods do not reach the threshold */
  missing: (yuan: string) => `还差¥${yuan}可换购`,
  /** a trade-up line at checkout whose threshold is no longer met */
  notMet: (name: string, yuan: string) => `${name}：换购条件未满足，还差¥${yuan}`,
} as const;

/** A sale window in Unix seconds: the refusal when `now` lies outside it. */
function windowRefusal(starts: number | null, ends: number | null, nowSeconds: number): string | null {
  if (starts !== null && nowSeconds < starts) return CART_MESSAGES.saleNotStarted;
  if (ends !== null && nowSeconds >= ends) return CART_MESSAGES.saleEnded;
  return null;
}

/** Why the offer cannot be bought now (stock and quantity aside), or null. */
export function offerRefusal(offer: OfferInfo, nowSeconds: number): string | null {
  if (!offer.is_on_sale || !offer.visible) return GOODS_MISSING_MESSAGE;
  if (!offer.is_buy) return CART_MESSAGES.notBuyable;
  return windowRefusal(offer.sale_starts_at, offer.sale_ends_at, nowSeconds);
}

export function offerRules(offer: OfferInfo): QuantityRules {
  return {
    min: offer.min_quantity,
    step: offer.step,
    limit: offer.member_limit ?? 0,
    stock: offer.stock,
    bought: offer.bought,
  };
}

/** Packages that can still be made: the smallest stock / quantity over the components. */
export function combinationStock(items: readonly { offer: OfferInfo; quantity: number }[]): number {
  if (items.length === 0) return 0;
  return Math.min(...items.map((item) => Math.floor(item.offer.stock / item.quantity)));
}

export function combinationRefusal(
  target: Extract<LineTarget, { kind: 'combination' }>,
  nowSeconds: number,
): string | null {
  const { combination, items } = target;
  if (!combination.is_enabled || items.length === 0 || items.length !== combination.items.length)
    return GOODS_MISSING_MESSAGE;
  const window = windowRefusal(combination.starts_at, combination.ends_at, nowSeconds);
  if (window) return window;
  for (const item of items) {
    const refusal = offerRefusal(item.offer, nowSeconds);
    if (refusal) return refusal;
  }
  return null;
}

/** Why the trade-up itself cannot be used now (the offer aside), or null. */
export function tradeUpRefusal(tradeUp: TradeUpRow): string | null {
  if (!tradeUp.reaches) return TRADE_UP_MESSAGES.notReached;
  return tradeUp.is_enabled && tradeUp.in_window ? null : TRADE_UP_MESSAGES.ended;
}

export function targetRefusal(target: LineTarget, nowSeconds: number): string | null {
  if (target.kind === 'combination') return combinationRefusal(target, nowSeconds);
  return (target.tradeUp ? tradeUpRefusal(target.tradeUp) : null) ?? offerRefusal(target.offer, nowSeconds);
}

export function targetRules(target: LineTarget): QuantityRules {
  // A trade-up allows up to its quantity per order, whatever the offer's own rules.
  if (target.kind === 'offer' && target.tradeUp)
    return { min: 1, step: 1, limit: target.tradeUp.max_quantity, stock: target.offer.stock };
  if (target.kind === 'offer') return offerRules(target.offer);
  return {
    min: 1,
    step: 1,
    limit: target.combination.member_limit ?? 0,
    stock: combinationStock(target.items),
    bought: target.combination.bought,
  };
}

/** The goods whose business scope decides whether the line may be bought. */
export function targetGoodsIds(target: LineTarget): number[] {
  return target.kind === 'offer' ? [target.offer.id] : target.items.map((item) => item.offer.id);
}

export function targetName(target: LineTarget): string {
  return target.kind === 'offer' ? target.offer.name : target.combination.title;
}

/** The first scope refusal among the goods of the line, given the store's verdicts by goods. */
export function scopeRefusal(target: LineTarget, refusals: ReadonlyMap<number, string>): string | null {
  for (const goodsId of targetGoodsIds(target)) {
    const reason = refusals.get(goodsId);
    if (reason) return reason;
  }
  return null;
}

/** Builds the target of a package from its row and the offers read for its components. */
export function combinationTarget(
  combination: CombinationRow,
  offers: ReadonlyMap<number, OfferInfo>,
): Extract<LineTarget, { kind: 'combination' }> {
  const items: { offer: OfferInfo; quantity: number }[] = [];
  for (const item of combination.items) {
    const offer = offers.get(item.offer_id);
    if (offer) items.push({ offer, quantity: item.quantity });
  }
  return { kind: 'combination', combination, items };
}
