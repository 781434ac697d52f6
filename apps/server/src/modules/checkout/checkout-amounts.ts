/**
 * The amounts of an order from the engine's pricing and the buyer's choices. Pure, in fen:
 * goods - activity - coupon - voucher + shipping = total = balance part + still payable.
 */
import { formatFen } from '@mall/shared/money';
import type { OrderAmounts } from '@mall/shared/order';
import { type CouponRule, couponSaving, type ShareBasis } from '@mall/shared/pricing/coupon';
import type { CartPricing } from '@mall/shared/pricing/types';

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

/** The lines a coupon applies to, each at its amount after its activity share. */
export function couponBasis(pricing: CartPricing): ShareBasis[] {
  return pricing.lines
    .filter((line) => line.counting && line.withCoupon)
    .map((line) => ({ id: line.id, amount: line.amount - line.activityShare }));
}

export const eligibleOf = (basis: readonly ShareBasis[]) => basis.reduce((sum, b) => sum + b.amount, 0);

/** What a coupon saves on this pricing (0: not usable here). */
export const couponSavingOn = (pricing: CartPricing, coupon: CouponRule) =>
  couponSaving(coupon, eligibleOf(couponBasis(pricing)));

/** Goods after activity and coupon: what a voucher's min_amount is measured against. */
export const voucherBase = (pricing: CartPricing, coupon: number) =>
  pricing.totals.goods - pricing.totals.saving - coupon;

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
  const voucher = Math.min(choices.voucher, voucherBase(pricing, choices.coupon));
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
