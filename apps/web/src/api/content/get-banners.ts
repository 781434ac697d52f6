/** GET /api/focus (the main carousel) and /api/focus/<position>: the banner slots. */
import type { Banner } from '@mall/shared/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys, SITE_DATA_STALE_MS } from './content-keys';
import { getSilent } from './get-silent';

export type FocusPosition = 'main' | 'top' | 'right' | 'login';

export function focusUrl(position: FocusPosition): string {
  return position === 'main' ? '/api/focus' : `/api/focus/${position}`;
}

export function getBanners(position: FocusPosition, signal?: AbortSignal): Promise<Banner[]> {
  return getSilent<Banner[]>(focusUrl(position), signal);
}

export function bannersQueryOptions(position: FocusPosition) {
  return queryOptions({
    queryKey: contentKeys.banners(position),
    queryFn: ({ signal }) => getBanners(position, signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

/** `enabled` false holds the call back (the home page's later slots wait for its first screen). */
export function useFocus(position: FocusPosition, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bannersQueryOptions(position), enabled });
}
