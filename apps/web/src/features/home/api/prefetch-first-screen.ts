/**
 * The first screen's calls, started as soon as the page's code arrives instead of after React has
 * rendered and painted the page: the banners and the ads hold the page's largest paint (LCP). The
 * queries are the shared ones (`useFocus('main')`, `useFocusAds()`) with the same calls, which then
 * find them in flight.
 * Their images are requested as soon as the answers arrive, while React is still rendering.
 */
import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions, getBanners } from '@/api/content/get-banners';
import { focusAdsQueryOptions, getFocusAds } from '@/api/content/get-focus-ads';

/** Puts an image in the browser's cache; the <img> that shows it a moment later finds it there. */
function preloadImage(url: string | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

export function prefetchFirstScreen(client: QueryClient): void {
  // The shared options' staleTime: nothing is fetched twice within it.
  void client.prefetchQuery({
    ...bannersQueryOptions('main'),
    queryFn: async ({ signal }) => {
      const banners = await getBanners('main', signal);
      preloadImage(banners[0]?.image);
      return banners;
    },
  });
  void client.prefetchQuery({
    ...focusAdsQueryOptions(),
    queryFn: async ({ signal }) => {
      const ads = await getFocusAds(signal);
      preloadImage(ads.float_bottom?.image);
      preloadImage(ads.ad_top_right?.image);
      return ads;
    },
  });
}
