/** How a coupon and a cash voucher read in step 2's choices, and which vouchers the order may take. */
import type { CartTotals } from '@mall/shared/cart';
import { type Fen, parseYuan } from '@mall/shared/money';
import type { CashVoucher, MemberCoupon } from '@mall/shared/order';
import { voucherBase, voucherMinimumMet } from '@mall/shared/pricing/voucher';

/** 满¥100.00减¥10.00, 满¥200.00享9.5折, 无门槛减¥5.00 */
export function couponRule(coupon: MemberCoupon): string {
  const threshold = parseYuan(coupon.threshold) > 0 ? `满¥${coupon.threshold}` : '无门槛';
  if (coupon.kind === 'reduce') return `${threshold}减¥${coupon.value ?? '0.00'}`;
  const rate = coupon.rate ?? 100;
  return `${threshold}享${rate % 10 === 0 ? rate / 10 : (rate / 10).toFixed(1)}折`;
}

export function voucherRule(voucher: CashVoucher): string {
  return parseYuan(voucher.min_amount) > 0
    ? `满¥${voucher.min_amount}可用，抵¥${voucher.amount}`
    : `无门槛，抵¥${voucher.amount}`;
}

/**
 * What a voucher's minimum is measured on for these lines with this coupon: the goods less their
 * activity savings and the coupon's saving, exactly as the server measures it.
 */
export function voucherBaseOf(totals: CartTotals, coupon: MemberCoupon | undefined): Fen {
  return voucherBase({
    goods: parseYuan(totals.goods_amount),
    activity: parseYuan(totals.saving_amount),
    coupon: coupon?.saving ? parseYuan(coupon.saving) : 0,
  });
}

/** A voucher this order may use: unused, still valid, and its minimum met by the base (voucherBaseOf). */
export function voucherUsable(voucher: CashVoucher, base: Fen, nowSeconds: number): boolean {
  return (
    voucher.status === 0 &&
    voucher.valid_to > nowSeconds &&
    voucherMinimumMet(parseYuan(voucher.min_amount), base)
  );
}

export interface VoucherOption {
  voucher: CashVoucher;
  usable: boolean;
}

/** The store's vouchers with whether this order may use them, with or without a coupon. */
export function voucherOptions(
  vouchers: readonly CashVoucher[],
  totals: CartTotals | undefined,
  coupon: MemberCoupon | undefined,
  nowSeconds: number,
): VoucherOption[] {
  const base = totals ? voucherBaseOf(totals, coupon) : 0;
  return vouchers.map((voucher) => ({ voucher, usable: voucherUsable(voucher, base, nowSeconds) }));
}

/** The chosen voucher while the order may use it; null once it may not (the server would refuse it). */
export function usableVoucherId(options: readonly VoucherOption[], picked: number | null): number | null {
  return options.some((o) => o.usable && o.voucher.id === picked) ? picked : null;
}
