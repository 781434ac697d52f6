import { formatFen } from '../money.ts';
import { bestLadderTier } from './line-price.ts';
import type {
  ActivityOutcome,
  CartPricing,
  CartPricingInput,
  LadderTierInput,
  TierOutcome,
} from './types.ts';

/** 95 -> '9.5折', 90 -> '9折'. */
export function discountLabel(rate: number): string {
  const tenths = rate % 10;
  return `${Math.trunc(rate / 10)}${tenths === 0 ? '' : `.${tenths}`}折`;
}

function nextTier(activity: ActivityOutcome): TierOutcome | null {
  let next: TierOutcome | null = null;
  for (const tier of activity.tiers) {
    if (tier.status === 1 || tier.amount <= activity.eligible) continue;
    if (next === null || tier.amount < next.amount || (tier.amount === next.amount && tier.id < next.id))
      next = tier;
  }
  return next;
}

function activityHint(activity: ActivityOutcome): string | null {
  const tier = nextTier(activity);
  if (tier === null) return null;
  const missing = formatFen(tier.amount - activity.eligible);
  return activity.kind === 'manjian'
    ? `再买 ¥${missing} 可减 ¥${formatFen(tier.reduce ?? 0)}`
    : `再买 ¥${missing} 享${discountLabel(tier.rate ?? 100)}`;
}

/** The smallest tier above the quantity; equal quantities resolve like the engine would price them. */
function nextLadderTier(ladder: readonly LadderTierInput[], quantity: number): LadderTierInput | null {
  let nextQuantity = Number.POSITIVE_INFINITY;
  for (const tier of ladder)
    if (tier.quantity > quantity && tier.quantity < nextQuantity) nextQuantity = tier.quantity;
  return Number.isFinite(nextQuantity) ? bestLadderTier(ladder, nextQuantity) : null;
}

/**
 * The buyer's nudges, in order: the next tier of each activity (of the focus line's only, when a
 * focus line is given), the focus line's next ladder tier, then what is missing for free shipping.
 */
export function cartHints(input: CartPricingInput, pricing: CartPricing, focusLineId?: number): string[] {
  const focus = focusLineId === undefined ? undefined : input.lines.find((line) => line.id === focusLineId);
  const hints: string[] = [];
  for (const activity of pricing.activities) {
    if (focusLineId !== undefined && focus?.activityId !== activity.id) continue;
    const hint = activityHint(activity);
    if (hint !== null) hints.push(hint);
  }
  const focusPriced = pricing.lines.find((line) => line.id === focusLineId);
  // Only a line priced by the ladder rules can move along its ladder.
  if (
    focus !== undefined &&
    (focusPriced?.source === 'ladder' || focusPriced?.source === 'base') &&
    focus.type === 0
  ) {
    const tier = nextLadderTier(focus.ladder, focus.quantity);
    if (tier !== null) hints.push(`再买 ${tier.quantity - focus.quantity} 件享 ¥${formatFen(tier.price)}`);
  }
  if (pricing.shipping.fee > 0 && pricing.shipping.missingForFreeShipping > 0) {
    hints.push(`还差 ¥${formatFen(pricing.shipping.missingForFreeShipping)} 包邮`);
  }
  return hints;
}
