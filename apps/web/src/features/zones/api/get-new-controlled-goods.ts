/** GET /api/focus/new_kxzq: the newest controlled goods this member may buy (none for guests). */
import type { GoodsRead } from '@mall/shared/goods';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneKeys } from './zone-keys';

export function getNewControlledGoods(signal?: AbortSignal): Promise<GoodsRead[]> {
  return api.get<GoodsRead[]>('/api/focus/new_kxzq', undefined, { signal }).then((r) => r.data);
}

export function useNewControlledGoods(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: zoneKeys.newControlled,
    queryFn: ({ signal }) => getNewControlledGoods(signal),
    enabled: options.enabled ?? true,
  });
}
