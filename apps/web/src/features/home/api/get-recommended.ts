/** GET /api/index_wntj/{page}: recommended goods (为你推荐), a page more on each 加载更多. */
import type { Page } from '@mall/shared/codes';
import type { GoodsRead } from '@mall/shared/goods';
import { wntjUrl } from '@mall/shared/home';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { nextRecommendedPage } from '../utils/recommended-page';
import { HOME_STALE_MS, homeKeys } from './home-keys';

export function getRecommended(page: number, signal?: AbortSignal): Promise<Page<GoodsRead>> {
  return api.get<Page<GoodsRead>>(wntjUrl(page), undefined, { silent: true, signal }).then((r) => r.data);
}

export function useRecommended(enabled = true) {
  return useInfiniteQuery({
    queryKey: homeKeys.recommended,
    queryFn: ({ pageParam, signal }) => getRecommended(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextRecommendedPage,
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
