/** The coupon centre (领券中心) and the member's coupon tabs (我的优惠券). */

export const COUPON_MESSAGES = {
  received: '领取成功',
  notFound: '优惠券活动不存在',
  notStarted: '活动未开始',
  ended: '活动已结束',
  soldOut: '已领完',
  limitReached: '已达领取上限',
  noStore: '门店不存在',
} as const;

/**
 * Where a campaign stands for the one asking: 'upcoming' before its claim window, 'open' within
 * it with stock left, 'sold_out' with none left, 'ended' after it.
 */
export type CampaignState = 'upcoming' | 'open' | 'sold_out' | 'ended';

/** One campaign of GET /api/coupon/center. Money in yuan, times in Unix seconds. */
export interface CouponCampaign {
  id: number;
  title: string;
  /** 'reduce': 满 threshold 减 value; 'discount': 满 threshold 享 rate 折 */
  kind: 'reduce' | 'discount';
  threshold: string;
  value: string | null;
  rate: number | null;
  scope: string;
  starts_at: number;
  ends_at: number;
  total: number;
  remaining: number;
  per_member_limit: number;
  /** how many this store has claimed (0 for a guest) */
  claimed: number;
  state: CampaignState;
  /** open, and this store may claim one more (false for a guest) */
  claimable: boolean;
  /** a claimed coupon is valid this many days from the claim, or over valid_from–valid_to */
  valid_days: number | null;
  valid_from: number | null;
  valid_to: number | null;
}

/** The answer of POST /api/coupon/receive: the coupon now held and the campaign after the claim. */
export interface CouponReceived {
  member_coupon_id: number;
  campaign: CouponCampaign;
}

/** GET /api/coupon/counts: the member's coupons per tab of 我的优惠券. */
export interface CouponCounts {
  unused: number;
  used: number;
  expired: number;
}
