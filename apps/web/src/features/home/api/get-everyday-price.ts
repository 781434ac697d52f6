/** GET /api/activity/everyday_price: today's special-price goods (每日特价). */
import type { EverydayPrice } from '@mall/shared/home';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOME_STALE_MS, homeKeys } from './home-keys';

export function getEverydayPrice(signal?: AbortSignal): Promise<EverydayPrice> {
  return api
    .get<EverydayPrice>('/api/activity/everyday_price', undefined, { silent: true, signal })
    .then((r) => r.data);
}

export function useEverydayPrice(enabled = true) {
  return useQuery({
    queryKey: homeKeys.everyday,
    queryFn: ({ signal }) => getEverydayPrice(signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
