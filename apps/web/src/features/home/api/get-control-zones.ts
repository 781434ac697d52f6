/** GET /api/focus/kxzq: the controlled-sales zones as this reader sees them. */
import type { ControlZone } from '@mall/shared/zones';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOME_STALE_MS, homeKeys } from './home-keys';

export function getControlZones(signal?: AbortSignal): Promise<ControlZone[]> {
  return api.get<ControlZone[]>('/api/focus/kxzq', undefined, { silent: true, signal }).then((r) => r.data);
}

export function useControlZones(enabled = true) {
  return useQuery({
    queryKey: homeKeys.controlZones,
    queryFn: ({ signal }) => getControlZones(signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
