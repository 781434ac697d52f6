/**
 * Cash vouchers (现金券) at checkout. A voucher's minimum is measured on what is left of the goods
 * after their activity savings and the coupon, and it takes off at most that much. Step 2 offers
 * a voucher by the same rule POST /api/order/preview and POST /api/order accept it by, so the page
 * never offers one the server refuses.
 */
import type { Fen } from '../money.ts';

export interface VoucherBaseParts {
  /** goods amount of the counting lines */
  goods: Fen;
  /** the activity savings on them */
  activity: Fen;
  /** the chosen coupon's saving, 0 without one */
  coupon: Fen;
}

/** Goods after activity and coupon: what a voucher's minimum is measured against. */
export const voucherBase = (parts: VoucherBaseParts): Fen => parts.goods - parts.activity - parts.coupon;

/** Whether a voucher with this minimum may be used on this base: something left, and the minimum met. */
export const voucherMinimumMet = (minAmount: Fen, base: Fen): boolean => base > 0 && minAmount <= base;
