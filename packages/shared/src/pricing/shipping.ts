import type { Fen } from '../money.ts';
import type { PricedLine, ShippingRuleInput } from './types.ts';

export interface ShippingOutcome {
  fee: Fen;
  missingForFreeShipping: Fen;
}

/**
 * Shipping of the counting lines, given their goods amount before activity savings: a 满减 or 满折
 * that took the goods below the threshold would otherwise cost more in shipping than it saved
 * (decision 019).
 */
export function shippingOf(
  lines: readonly PricedLine[],
  goods: Fen,
  rule: ShippingRuleInput,
): ShippingOutcome {
  const counting = lines.filter((line) => line.counting);
  if (counting.length === 0 || counting.every((line) => line.shipsFree)) {
    return { fee: 0, missingForFreeShipping: 0 };
  }
  if (goods >= rule.freeThreshold) return { fee: 0, missingForFreeShipping: 0 };
  return { fee: rule.fee, missingForFreeShipping: rule.freeThreshold - goods };
}
