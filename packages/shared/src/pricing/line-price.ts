import type { Fen } from '../money.ts';
import type { LadderTierInput, PricedLine, PriceSource, PricingLineInput } from './types.ts';
import { assertLine, times } from './validate.ts';

export interface UnitPrice {
  unitPrice: Fen;
  source: PriceSource;
  ladderTierId: number | null;
}

/**
 * The tier with the largest quantity the line reaches. Equal quantities (bad data) resolve to the
 * lower price, then the smaller id, so the result never depends on the tiers' order.
 */
export function bestLadderTier(ladder: readonly LadderTierInput[], quantity: number): LadderTierInput | null {
  let best: LadderTierInput | null = null;
  for (const tier of ladder) {
    if (tier.quantity > quantity) continue;
    if (
      best === null ||
      tier.quantity > best.quantity ||
      (tier.quantity === best.quantity &&
        (tier.price < best.price || (tier.price === best.price && tier.id < best.id)))
    ) {
      best = tier;
    }
  }
  return best;
}

/** Assumes a validated line; see unitPriceOf. */
export function pickUnitPrice(line: PricingLineInput): UnitPrice {
  // A flash or package line without its special price falls back to the ordinary rules, but never
  // to the ladder: ladders belong to the ordinary offer only.
  if (line.type === 3 && line.specialPrice !== null) {
    return { unitPrice: line.specialPrice, source: 'combination', ladderTierId: null };
  }
  if (line.type === 4 && line.specialPrice !== null) {
    return { unitPrice: line.specialPrice, source: 'trade_up', ladderTierId: null };
  }
  if (line.type === 1 && line.specialPrice !== null) {
    return { unitPrice: line.specialPrice, source: 'flash', ladderTierId: null };
  }
  if (line.negotiatedPrice !== null) {
    return { unitPrice: line.negotiatedPrice, source: 'negotiated', ladderTierId: null };
  }
  if (line.nearExpiryPrice !== null) {
    return { unitPrice: line.nearExpiryPrice, source: 'near_expiry', ladderTierId: null };
  }
  if (line.type === 0) {
    const tier = bestLadderTier(line.ladder, line.quantity);
    if (tier !== null) return { unitPrice: tier.price, source: 'ladder', ladderTierId: tier.id };
  }
  return { unitPrice: line.basePrice, source: 'base', ladderTierId: null };
}

/** The unit price of a line by the precedence of decision 009 (see types.ts). */
export function unitPriceOf(line: PricingLineInput): UnitPrice {
  assertLine(line);
  return pickUnitPrice(line);
}

/** A validated line priced on its own; its activity share is filled in later. */
export function priceLine(line: PricingLineInput): PricedLine {
  const { unitPrice, source, ladderTierId } = pickUnitPrice(line);
  const selected = line.selected && line.isBuy && line.stock > 0;
  const giftTotal =
    selected && line.gift !== null ? times(Math.floor(line.quantity / line.gift.buy), line.gift.give) : 0;
  return {
    id: line.id,
    unitPrice,
    rawUnitPrice: line.basePrice,
    amount: times(unitPrice, line.quantity),
    source,
    ladderTierId,
    selected,
    // forcing already folded buyability and stock into the selection
    counting: selected,
    withCoupon: line.type === 0 && (source === 'ladder' || source === 'base'),
    activityShare: 0,
    gift: { total: giftTotal, type: giftTotal > 0 && line.gift !== null ? line.gift.type : 0 },
    shipsFree: line.freeShipping && (line.singleItemFreeShipping || line.quantity >= line.freeShippingNumber),
  };
}
