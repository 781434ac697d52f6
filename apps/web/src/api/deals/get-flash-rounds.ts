/** GET /api/index/spike?rounds=all: every flash round of today and tomorrow, for the 限时秒杀 page. */
import type { SpikeRounds } from '@mall/shared/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { dealsKeys } from './deals-keys';

export function getFlashRounds(signal?: AbortSignal): Promise<SpikeRounds> {
  return api.get<SpikeRounds>('/api/index/spike', { rounds: 'all' }, { signal }).then((r) => r.data);
}

export function flashRoundsQueryOptions() {
  return queryOptions({ queryKey: dealsKeys.flash, queryFn: ({ signal }) => getFlashRounds(signal) });
}

export function useFlashRounds() {
  return useQuery(flashRoundsQueryOptions());
}
