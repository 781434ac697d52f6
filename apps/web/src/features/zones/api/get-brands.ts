/** GET /api/focus/ppzq (page) and /api/focus/brand/{id}: the brand wall and one brand. */
import type { Page } from '@mall/shared/codes';
import type { BrandZone } from '@mall/shared/zones';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneKeys } from './zone-keys';

export const BRANDS_PER_PAGE = 12;

export function getBrandPage(page: number, signal?: AbortSignal): Promise<Page<BrandZone>> {
  return api
    .get<Page<BrandZone>>('/api/focus/ppzq', { page, page_size: BRANDS_PER_PAGE }, { signal })
    .then((r) => r.data);
}

export function useBrandPage(page: number) {
  return useQuery({
    queryKey: zoneKeys.brands(page),
    queryFn: ({ signal }) => getBrandPage(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function getBrand(id: number, signal?: AbortSignal): Promise<BrandZone> {
  return api.get<BrandZone>(`/api/focus/brand/${id}`, undefined, { signal }).then((r) => r.data);
}

export function useBrand(id: number) {
  return useQuery({
    queryKey: zoneKeys.brand(id),
    queryFn: ({ signal }) => getBrand(id, signal),
    enabled: id > 0,
  });
}
