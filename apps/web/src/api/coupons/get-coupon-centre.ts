/**
 * GET /api/coupon/center: the campaigns of 领券中心 with their stock, what this store has claimed and
 * whether it may claim one more. Guests see them too, with nothing claimable.
 */
import type { Page } from '@mall/shared/codes';
import type { CouponCampaign } from '@mall/shared/coupon';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { couponKeys } from './coupon-keys';

export const CENTRE_PAGE_SIZE = 12;

export function getCouponCentre(page: number, signal?: AbortSignal): Promise<Page<CouponCampaign>> {
  return api
    .get<Page<CouponCampaign>>('/api/coupon/center', { page, page_size: CENTRE_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function couponCentreQueryOptions(page: number) {
  return queryOptions({
    queryKey: couponKeys.centre(page),
    queryFn: ({ signal }) => getCouponCentre(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCouponCentre(page: number) {
  return useQuery(couponCentreQueryOptions(page));
}
