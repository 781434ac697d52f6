/** Query keys of the coupons: the coupon centre, the member's coupons by tab and the tab counts. */
export type CouponTab = 0 | 1 | 2;

export const couponKeys = {
  all: ['coupon'] as const,
  centre: (page: number) => ['coupon', 'centre', page] as const,
  mine: (status: CouponTab, page: number) => ['coupon', 'mine', status, page] as const,
  counts: ['coupon', 'counts'] as const,
};
