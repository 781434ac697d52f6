/**
 * GET /api/focus/ppzq: a page of the brand wall, for the home page's wall (page 1) and the brand
 * zone. Both ask for pages of the same size, so they share the first page.
 */
import type { Page } from '@mall/shared/codes';
import type { BrandZone } from '@mall/shared/zones';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { contentKeys } from './content-keys';

/** Two rows of six logos on the home page; a page of the brand zone. */
export const BRANDS_PER_PAGE = 12;

export function getBrandPage(
  page: number,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<Page<BrandZone>> {
  return api
    .get<Page<BrandZone>>('/api/focus/ppzq', { page, page_size: BRANDS_PER_PAGE }, options)
    .then((r) => r.data);
}

export function brandPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: contentKeys.brands(page),
    queryFn: ({ signal }) => getBrandPage(page, { signal }),
  });
}

export function useBrandPage(page: number) {
  return useQuery({ ...brandPageQueryOptions(page), placeholderData: keepPreviousData });
}
