import type { LadderTier } from '@mall/shared/goods';

export interface LadderLine {
  /** The tier's minimum quantity. */
  number: number;
  /** Yuan string of the tier. */
  price: string;
  reached: boolean;
  /** Units still to add to reach the tier (0 when reached). */
  more: number;
  text: string;
}

/**
 * The ladder-price text of SPEC §4 for a quantity: tiers reached read 「已享 ¥X」, the others
 * 「再买 N 件享 ¥P」. Tiers come sorted by quantity, smallest first.
 */
export function ladderLines(tiers: readonly LadderTier[], quantity: number, unit = '件'): LadderLine[] {
  return [...tiers]
    .sort((a, b) => a.number - b.number)
    .map((tier) => {
      const more = Math.max(0, tier.number - quantity);
      const reached = more === 0;
      const text = reached
        ? `满${tier.number}${unit} 已享 ¥${tier.price}`
        : `再买 ${more} ${unit}享 ¥${tier.price}`;
      return { number: tier.number, price: tier.price, reached, more, text };
    });
}

/**
 * The free-shipping minimum text of SPEC §4: 「满 N 件包邮，已满足」 or 「满 N 件包邮，还差 M 件」.
 * Null when the offer does not ship free.
 */
export function freeShippingText(
  offer: { is_free_shipping: 0 | 1; free_shipping_number: number },
  quantity: number,
  unit = '件',
): string | null {
  if (offer.is_free_shipping !== 1) return null;
  const minimum = offer.free_shipping_number;
  if (minimum <= 0) return '包邮';
  const missing = minimum - quantity;
  return missing <= 0
    ? `满 ${minimum} ${unit}包邮，已满足`
    : `满 ${minimum} ${unit}包邮，还差 ${missing} ${unit}`;
}
