/** GET /api/focus/ads: the bottom floating banner and the top-right ad. */
import type { Banner } from '@mall/shared/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys, SITE_DATA_STALE_MS } from './content-keys';
import { getSilent } from './get-silent';

export interface FocusAds {
  float_bottom: Banner | null;
  ad_top_right: Banner | null;
}

export function getFocusAds(signal?: AbortSignal): Promise<FocusAds> {
  return getSilent<FocusAds>('/api/focus/ads', signal);
}

export function focusAdsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.banners('ads'),
    queryFn: ({ signal }) => getFocusAds(signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

export function useFocusAds() {
  return useQuery(focusAdsQueryOptions());
}
