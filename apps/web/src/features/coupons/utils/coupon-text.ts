/** How a coupon reads on its ticket: its face, its rule, its validity (China time). */
import { chinaDateTime } from '@mall/shared/china-time';
import type { CouponCampaign } from '@mall/shared/coupon';
import { parseYuan } from '@mall/shared/money';
import type { MemberCoupon } from '@mall/shared/order';

type CouponFace = Pick<MemberCoupon, 'kind' | 'value' | 'rate' | 'threshold'>;

/** Yuan without a zero fraction: '8.00' → '8', '8.50' → '8.5'. */
export const shortYuan = (yuan: string): string => yuan.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');

/** The big figure and its unit: ¥8 / 9.5折. */
export function faceOf(coupon: CouponFace): { amount: string; unit: '元' | '折' } {
  if (coupon.kind === 'reduce') return { amount: shortYuan(coupon.value ?? '0.00'), unit: '元' };
  const rate = coupon.rate ?? 100;
  return { amount: rate % 10 === 0 ? String(rate / 10) : (rate / 10).toFixed(1), unit: '折' };
}

/** 满100元可用 / 无门槛 */
export function thresholdText(coupon: CouponFace): string {
  return parseYuan(coupon.threshold) > 0 ? `满${shortYuan(coupon.threshold)}元可用` : '无门槛';
}

/** A held coupon's window, to the minute. */
export function heldValidity(coupon: Pick<MemberCoupon, 'valid_from' | 'valid_to'>): string {
  return `${chinaDateTime(coupon.valid_from)} 至 ${chinaDateTime(coupon.valid_to)}`;
}

/** What a claimed coupon of this campaign will be valid for, to the minute (it ends at that minute). */
export function campaignValidity(c: Pick<CouponCampaign, 'valid_days' | 'valid_from' | 'valid_to'>): string {
  if (c.valid_days !== null) return `领取后${c.valid_days}天内有效`;
  return `${chinaDateTime(c.valid_from)} 至 ${chinaDateTime(c.valid_to)} 有效`;
}

/** How much of the stock is gone, 0–100, rounded down so a campaign with stock never reads 100. */
export function claimedPercent(c: Pick<CouponCampaign, 'total' | 'remaining'>): number {
  if (c.total <= 0) return 100;
  return Math.floor(((c.total - c.remaining) / c.total) * 100);
}
