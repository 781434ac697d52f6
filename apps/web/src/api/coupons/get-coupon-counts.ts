/** GET /api/coupon/counts: how many coupons the store holds under each tab of 我的优惠券. */
import type { CouponCounts } from '@mall/shared/coupon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { couponKeys } from './coupon-keys';

export function getCouponCounts(signal?: AbortSignal): Promise<CouponCounts> {
  return api.get<CouponCounts>('/api/coupon/counts', undefined, { signal }).then((r) => r.data);
}

export function couponCountsQueryOptions() {
  return queryOptions({ queryKey: couponKeys.counts, queryFn: ({ signal }) => getCouponCounts(signal) });
}

export function useCouponCounts() {
  return useQuery(couponCountsQueryOptions());
}
