import type { Fen } from '../money.ts';
import type { PricedLine, ShippingRuleInput } from './types.ts';

export interface ShippingOutcome {
  fee: Fen;
  missingForFreeShipping: Fen;
}

/** Shipping of the counting lines, given the goods still to pay after the activity savings. */
export function shippingOf(
  lines: readonly PricedLine[],
  payableGoods: Fen,
  rule: ShippingRuleInput,
): ShippingOutcome {
  const counting = lines.filter((line) => line.counting);
  if (counting.length === 0 || counting.every((line) => line.shipsFree)) {
    return { fee: 0, missingForFreeShipping: 0 };
  }
  if (payableGoods >= rule.freeThreshold) return { fee: 0, missingForFreeShipping: 0 };
  return { fee: rule.fee, missingForFreeShipping: rule.freeThreshold - payableGoods };
}
