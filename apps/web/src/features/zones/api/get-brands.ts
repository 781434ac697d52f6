/** GET /api/focus/brand/{id}: one brand (the wall's pages are api/content/get-brands). */
import type { BrandZone } from '@mall/shared/zones';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneKeys } from './zone-keys';

export function getBrand(id: number, signal?: AbortSignal): Promise<BrandZone> {
  return api.get<BrandZone>(`/api/focus/brand/${id}`, undefined, { signal }).then((r) => r.data);
}

export function useBrand(id: number) {
  return useQuery({
    queryKey: zoneKeys.brand(id),
    queryFn: ({ signal }) => getBrand(id, signal),
    enabled: id > 0,
  });
}
