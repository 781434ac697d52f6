/** GET /api/focus/common: navigation, categories and hot searches for the chrome and the lists. */
import type { FocusCommon } from '@mall/shared/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys, SITE_DATA_STALE_MS } from './content-keys';
import { getSilent } from './get-silent';

export function focusCommonQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.focusCommon,
    queryFn: ({ signal }) => getSilent<FocusCommon>('/api/focus/common', signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

export function useFocusCommon() {
  return useQuery(focusCommonQueryOptions());
}
