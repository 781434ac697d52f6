/** GET /api/focus/ppzq, page 1: the brands of the home page's brand wall. */
import type { Page } from '@mall/shared/codes';
import type { BrandZone } from '@mall/shared/zones';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOME_STALE_MS, homeKeys } from './home-keys';

/** Two rows of six logos. */
export const HOME_BRANDS = 12;

export function getHomeBrands(signal?: AbortSignal): Promise<Page<BrandZone>> {
  return api
    .get<Page<BrandZone>>('/api/focus/ppzq', { page: 1, page_size: HOME_BRANDS }, { silent: true, signal })
    .then((r) => r.data);
}

export function useHomeBrands(enabled = true) {
  return useQuery({
    queryKey: homeKeys.brands,
    queryFn: ({ signal }) => getHomeBrands(signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
