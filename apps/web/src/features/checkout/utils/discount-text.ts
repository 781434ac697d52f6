/** How a coupon and a cash voucher read in step 2's choices. */
import { parseYuan } from '@mall/shared/money';
import type { CashVoucher, MemberCoupon } from '@mall/shared/order';

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

/** A voucher this order may use: unused, still valid, and its minimum met by the goods amount. */
export function voucherUsable(voucher: CashVoucher, goodsAmount: string, nowSeconds: number): boolean {
  return (
    voucher.status === 0 &&
    voucher.valid_to > nowSeconds &&
    parseYuan(voucher.min_amount) <= parseYuan(goodsAmount)
  );
}
