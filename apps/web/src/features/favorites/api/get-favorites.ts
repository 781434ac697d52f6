/** GET /api/favorite (page): the member's favourite goods, newest first. */
import type { Page } from '@mall/shared/codes';
import type { GoodsRead } from '@mall/shared/goods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { favoriteKeys } from '@/lib/favorites';

export function getFavorites(page: number, signal?: AbortSignal): Promise<Page<GoodsRead>> {
  // Not silent: a guest's 10001 sends the browser to the login page (SPEC §8).
  return api.get<Page<GoodsRead>>('/api/favorite', { page }, { signal }).then((r) => r.data);
}

export function useFavorites(page: number) {
  return useQuery({
    queryKey: favoriteKeys.page(page),
    queryFn: ({ signal }) => getFavorites(page, signal),
    placeholderData: keepPreviousData,
  });
}
