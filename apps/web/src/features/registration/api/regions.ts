/** Province → city → district from GET /api/region, fetched once per visit. */
import type { RegionNode } from '@mall/shared/address';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { toOptions } from './region-options';

export function useRegionOptions() {
  return useQuery({
    queryKey: ['region', 'tree'],
    queryFn: ({ signal }) =>
      api.get<RegionNode[]>('/api/region', undefined, { signal }).then((r) => toOptions(r.data)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
