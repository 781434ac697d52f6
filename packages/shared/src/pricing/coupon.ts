/**
 * Coupons at checkout (issue 6). A coupon applies to the with_coupon lines of a selection after
 * their activity shares, so a goods never gets the same fen off twice; the saving is then shared
 * over those lines the way activity savings are, so a refund of one line knows its part.
 */
import type { Fen } from '../money.ts';
import { allocateShares } from './activities.ts';
import type { PricedLine } from './types.ts';

export interface CouponRule {
  /** 'reduce': 满 threshold 减 value (fen); 'discount': 满 threshold 享 value 折 (percent payable) */
  kind: 'reduce' | 'discount';
  threshold: Fen;
  value: number;
}

/** What the coupon takes off an eligible amount; 0 below its threshold. */
export function couponSaving(coupon: CouponRule, eligible: Fen): Fen {
  if (eligible <= 0 || eligible < coupon.threshold) return 0;
  if (coupon.kind === 'reduce') return Math.min(coupon.value, eligible);
  // BigInt: a float product could round up at a boundary and save one fen too few.
  return eligible - Number((BigInt(eligible) * BigInt(coupon.value)) / 100n);
}

export interface ShareBasis {
  id: number;
  amount: Fen;
}

/**
 * `total` shared in proportion to the amounts, floored, the remainder one fen at a time to the
 * largest amounts (ties: smaller id): the same rule as activity shares, so the shares sum exactly
 * to the total and none exceeds its amount while the total does not exceed their sum.
 */
export function shareByAmount(total: Fen, amounts: readonly ShareBasis[]): Map<number, Fen> {
  // allocateShares reads only id and amount of each line.
  return allocateShares(total, amounts as readonly PricedLine[]);
}
