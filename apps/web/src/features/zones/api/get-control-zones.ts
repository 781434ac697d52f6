/** GET /api/focus/kxzq: the controlled-sales zones as this reader sees them. */
import type { ControlZone } from '@mall/shared/zones';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneKeys } from './zone-keys';

export function getControlZones(signal?: AbortSignal): Promise<ControlZone[]> {
  return api.get<ControlZone[]>('/api/focus/kxzq', undefined, { signal }).then((r) => r.data);
}

/** `enabled` false holds the call back (the home page asks when its block scrolls near). */
export function useControlZones({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: zoneKeys.controlZones,
    queryFn: ({ signal }) => getControlZones(signal),
    enabled,
  });
}
