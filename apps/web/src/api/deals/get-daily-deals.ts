/** GET /api/activity/everyday_price?all=1: the whole day's 每日特价 selection for its page. */
import type { EverydayPrice } from '@mall/shared/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { dealsKeys } from './deals-keys';

export function getDailyDeals(signal?: AbortSignal): Promise<EverydayPrice> {
  return api.get<EverydayPrice>('/api/activity/everyday_price', { all: 1 }, { signal }).then((r) => r.data);
}

export function dailyDealsQueryOptions() {
  return queryOptions({ queryKey: dealsKeys.daily, queryFn: ({ signal }) => getDailyDeals(signal) });
}

export function useDailyDeals() {
  return useQuery(dailyDealsQueryOptions());
}
