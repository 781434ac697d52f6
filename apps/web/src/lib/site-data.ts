import type { Banner, FocusCommon, GlobalLink, HelpCategory } from '@mall/shared/focus';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Site-wide content the chrome and the home page share: navigation, categories, hot searches,
 * help links, footer links, banners and ads. Failures are silent (SPEC §8: failed header calls
 * are swallowed); the components then simply render without that piece.
 */

/** Content changes only when an operator edits it; a few minutes of staleness is fine. */
const SITE_DATA_STALE_MS = 5 * 60_000;

/** Banner slots served by `/api/focus` (main) and `/api/focus/<position>`. */
export type FocusPosition = 'main' | 'top' | 'right' | 'login';

export interface FocusAds {
  float_bottom: Banner | null;
  ad_top_right: Banner | null;
}

async function getSilent<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await api.get<T>(url, undefined, { silent: true, signal });
  return res.data;
}

export function useFocusCommon() {
  return useQuery({
    queryKey: queryKeys.focusCommon,
    queryFn: ({ signal }) => getSilent<FocusCommon>('/api/focus/common', signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

export function useHelpCategories() {
  return useQuery({
    queryKey: queryKeys.articleCategory,
    queryFn: ({ signal }) => getSilent<HelpCategory[]>('/api/article/category', signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

export function useGlobalLinks() {
  return useQuery({
    queryKey: queryKeys.globalLinks,
    queryFn: ({ signal }) => getSilent<GlobalLink[]>('/api/global/links', signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

export function focusUrl(position: FocusPosition): string {
  return position === 'main' ? '/api/focus' : `/api/focus/${position}`;
}

/** `enabled` false holds the call back (the home page's later slots wait for its first screen). */
export function useFocus(position: FocusPosition, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.banners(position),
    queryFn: ({ signal }) => getSilent<Banner[]>(focusUrl(position), signal),
    staleTime: SITE_DATA_STALE_MS,
    enabled,
  });
}

/** The bottom floating banner and the top-right ad (`/api/focus/ads`). */
export function useFocusAds() {
  return useQuery({
    queryKey: queryKeys.banners('ads'),
    queryFn: ({ signal }) => getSilent<FocusAds>('/api/focus/ads', signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}
