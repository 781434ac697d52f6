/**
 * The amounts of an order from the engine's pricing and the buyer's choices. Pure, in fen:
 * goods - activity - coupon - voucher + shipping = total = balance part + still payable.
 */
import { formatFen } from '@mall/shared/money';
import type { OrderAmounts } from '@mall/shared/order';
import { type CouponRule, couponSaving, type ShareBasis } from '@mall/shared/pricing/coupon';
import type { CartPricing } from '@mall/shared/pricing/types';
import { voucherBase } from '@mall/shared/pricing/voucher';

export interface Amounts {
  raw: number;
  goods: number;
  activity: number;
  coupon: number;
  voucher: number;
  shipping: number;
  total: number;
  balance: number;
  payable: number;
}

/** The business scopes of each cart line's goods (a package: its components'), by line id. */
export type LineScopes = ReadonlyMap<number, readonly number[]>;

/** A coupon limited to business scopes (scope_ids), or good for every scope (null). */
export type ScopedCoupon = CouponRule & { scope_ids: readonly number[] | null };

/**
 * The lines a coupon applies to, each at its amount after its activity share: the counting
 * with_coupon lines, and of a coupon limited to scopes only those whose goods all lie in them.
 */
export function couponBasis(
  pricing: CartPricing,
  scopes: LineScopes,
  scopeIds: readonly number[] | null,
): ShareBasis[] {
  const allowed = scopeIds === null ? null : new Set(scopeIds);
  const within = (lineId: number) => {
    if (allowed === null) return true;
    const own = scopes.get(lineId) ?? [];
    return own.length > 0 && own.every((scope) => allowed.has(scope));
  };
  return pricing.lines
    .filter((line) => line.counting && line.withCoupon && within(line.id))
    .map((line) => ({ id: line.id, amount: line.amount - line.activityShare }));
}

export const eligibleOf = (basis: readonly ShareBasis[]) => basis.reduce((sum, b) => sum + b.amount, 0);

/** What a coupon saves on this pricing (0: not usable here). */
export const couponSavingOn = (pricing: CartPricing, scopes: LineScopes, coupon: ScopedCoupon) =>
  couponSaving(coupon, eligibleOf(couponBasis(pricing, scopes, coupon.scope_ids)));

/** Goods after activity and coupon: what a voucher's min_amount is measured against (step 2's rule too). */
export const voucherBaseOf = (pricing: CartPricing, coupon: number) =>
  voucherBase({ goods: pricing.totals.goods, activity: pricing.totals.saving, coupon });

export interface AmountChoices {
  coupon: number;
  /** the voucher's face amount, 0 without one */
  voucher: number;
  /** balance available for deduction (0 when not used) */
  balanceAvailable: number;
}

export function amountsOf(pricing: CartPricing, choices: AmountChoices): Amounts {
  const t = pricing.totals;
  // A voucher larger than what is left of the goods takes off only what is left.
  const voucher = Math.min(choices.voucher, voucherBaseOf(pricing, choices.coupon));
  const total = t.goods - t.saving - choices.coupon - voucher + t.shipping;
  const balance = Math.max(0, Math.min(choices.balanceAvailable, total));
  return {
    raw: t.raw,
    goods: t.goods,
    activity: t.saving,
    coupon: choices.coupon,
    voucher,
    shipping: t.shipping,
    total,
    balance,
    payable: total - balance,
  };
}

export function amountsRead(amounts: Amounts, storeBalance: number): OrderAmounts {
  return {
    raw_amount: formatFen(amounts.raw),
    goods_amount: formatFen(amounts.goods),
    activity_amount: formatFen(amounts.activity),
    coupon_amount: formatFen(amounts.coupon),
    voucher_amount: formatFen(amounts.voucher),
    shipping_amount: formatFen(amounts.shipping),
    balance_amount: formatFen(amounts.balance),
    payable_amount: formatFen(amounts.payable),
    balance: formatFen(storeBalance),
  };
}
