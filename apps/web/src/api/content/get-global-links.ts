/** GET /api/global/links: the footer's friendly links. */
import type { GlobalLink } from '@mall/shared/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys, SITE_DATA_STALE_MS } from './content-keys';
import { getSilent } from './get-silent';

export function globalLinksQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.globalLinks,
    queryFn: ({ signal }) => getSilent<GlobalLink[]>('/api/global/links', signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

export function useGlobalLinks() {
  return useQuery(globalLinksQueryOptions());
}
