/**
 * The first screen's calls, started as soon as the page's code arrives instead of after React has
 * rendered and painted the page: the banners and the ads hold the page's largest paint (LCP). The
 * queries are the shared ones (`useFocus('main')`, `useFocusAds()`), which then find them in flight.
 * Their images are requested as soon as the answers arrive, while React is still rendering.
 */
import type { Banner } from '@mall/shared/focus';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { FocusAds } from '@/lib/site-data';

/** As fresh as the shared site data: nothing is fetched twice within it. */
const FIRST_SCREEN_STALE_MS = 5 * 60_000;

function getSilent<T>(url: string, signal: AbortSignal): Promise<T> {
  return api.get<T>(url, undefined, { silent: true, signal }).then((r) => r.data);
}

/** Puts an image in the browser's cache; the <img> that shows it a moment later finds it there. */
function preloadImage(url: string | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

export function prefetchFirstScreen(client: QueryClient): void {
  void client.prefetchQuery({
    queryKey: queryKeys.banners('main'),
    queryFn: async ({ signal }) => {
      const banners = await getSilent<Banner[]>('/api/focus', signal);
      preloadImage(banners[0]?.image);
      return banners;
    },
    staleTime: FIRST_SCREEN_STALE_MS,
  });
  void client.prefetchQuery({
    queryKey: queryKeys.banners('ads'),
    queryFn: async ({ signal }) => {
      const ads = await getSilent<FocusAds>('/api/focus/ads', signal);
      preloadImage(ads.float_bottom?.image);
      preloadImage(ads.ad_top_right?.image);
      return ads;
    },
    staleTime: FIRST_SCREEN_STALE_MS,
  });
}
