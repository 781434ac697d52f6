/** GET /api/index/spike: the flash round the strip shows, with the server's clock. */
import type { SpikeRound } from '@mall/shared/home';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOME_STALE_MS, homeKeys } from './home-keys';

export function getSpike(signal?: AbortSignal): Promise<SpikeRound> {
  return api.get<SpikeRound>('/api/index/spike', undefined, { silent: true, signal }).then((r) => r.data);
}

export function useSpike(enabled = true) {
  return useQuery({
    queryKey: homeKeys.spike,
    queryFn: ({ signal }) => getSpike(signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
