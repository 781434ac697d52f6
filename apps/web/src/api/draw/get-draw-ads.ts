/** GET /api/draw/ads: the running activities' advertisements (the pop-up's header picture). */
import type { DrawAd } from '@mall/shared/draw';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { drawKeys } from './draw-keys';

export function getDrawAds(signal?: AbortSignal): Promise<DrawAd[]> {
  return api.get<DrawAd[]>('/api/draw/ads', undefined, { silent: true, signal }).then((r) => r.data);
}

export function drawAdsQueryOptions() {
  return queryOptions({ queryKey: drawKeys.ads, queryFn: ({ signal }) => getDrawAds(signal) });
}

export function useDrawAds() {
  return useQuery(drawAdsQueryOptions());
}
