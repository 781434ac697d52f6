/** GET /api/user/coupon (status, page): one page of the store's coupons under a tab of 我的优惠券. */
import type { Page } from '@mall/shared/codes';
import type { MemberCoupon } from '@mall/shared/order';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { type CouponTab, couponKeys } from './coupon-keys';

export const MY_COUPONS_PAGE_SIZE = 12;

export function getMyCoupons(
  status: CouponTab,
  page: number,
  signal?: AbortSignal,
): Promise<Page<MemberCoupon>> {
  return api
    .get<Page<MemberCoupon>>(
      '/api/user/coupon',
      { status, page, page_size: MY_COUPONS_PAGE_SIZE },
      { signal },
    )
    .then((r) => r.data);
}

export function myCouponsQueryOptions(status: CouponTab, page: number) {
  return queryOptions({
    queryKey: couponKeys.mine(status, page),
    queryFn: ({ signal }) => getMyCoupons(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyCoupons(status: CouponTab, page: number) {
  return useQuery(myCouponsQueryOptions(status, page));
}
