/**
 * GET /api/region: province → city → district with codes. Fetched once per visit; each form maps
 * the tree to its own options with `select` (addresses keep codes, registration keeps names).
 */
import type { RegionNode } from '@mall/shared/address';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

export function getRegions(signal?: AbortSignal): Promise<RegionNode[]> {
  return api.get<RegionNode[]>('/api/region', undefined, { signal }).then((r) => r.data);
}

export function regionsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.regions,
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
