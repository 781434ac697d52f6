/** GET /api/focus/kxzq_ad (ids): banners of controlled-sales zones. Decoration: failures are silent. */
import type { ZoneBanner } from '@mall/shared/zones';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneKeys } from './zone-keys';

export function getZoneBanners(ids: readonly number[], signal?: AbortSignal): Promise<ZoneBanner[]> {
  return api.get<ZoneBanner[]>('/api/focus/kxzq_ad', { ids }, { silent: true, signal }).then((r) => r.data);
}

export function useZoneBanners(ids: readonly number[]) {
  return useQuery({
    queryKey: zoneKeys.banners(ids),
    queryFn: ({ signal }) => getZoneBanners(ids, signal),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
