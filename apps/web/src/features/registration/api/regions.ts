/** The region tree (api/user/get-regions) as Cascader options whose values are region names. */
import { useQuery } from '@tanstack/react-query';
import { regionsQueryOptions } from '@/api/user/get-regions';
import { toOptions } from './region-options';

export function useRegionOptions() {
  return useQuery({ ...regionsQueryOptions(), select: toOptions });
}
