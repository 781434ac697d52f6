/** GET /api/focus/demo (the floors' layout) and /api/index/floor/{id} (one floor's goods). */
import type { GoodsRead } from '@mall/shared/goods';
import { floorUrl, type HomeFloor } from '@mall/shared/home';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOME_STALE_MS, homeKeys } from './home-keys';

export function getFloors(signal?: AbortSignal): Promise<HomeFloor[]> {
  return api.get<HomeFloor[]>('/api/focus/demo', undefined, { silent: true, signal }).then((r) => r.data);
}

export function useFloors(enabled = true) {
  return useQuery({
    queryKey: homeKeys.floors,
    queryFn: ({ signal }) => getFloors(signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}

export function getFloorGoods(id: number, signal?: AbortSignal): Promise<GoodsRead[]> {
  return api.get<GoodsRead[]>(floorUrl(id), undefined, { silent: true, signal }).then((r) => r.data);
}

/** A floor's goods, fetched only once `enabled` (the floor has scrolled near the viewport). */
export function useFloorGoods(id: number, enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.floor(id),
    queryFn: ({ signal }) => getFloorGoods(id, signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
