import type { GoodsListPage, GoodsListQuery } from '@mall/shared/goods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { toRequestParams } from '@/components/goods/list-query';
import { catalogueKeys } from './catalogue-keys';

const LIST_STALE_MS = 30_000;

export async function getGoodsList(query: GoodsListQuery, signal?: AbortSignal): Promise<GoodsListPage> {
  const res = await api.get<GoodsListPage>('/api/goods/list', toRequestParams(query), {
    signal,
    // Several lists may load at once (a page and its related goods); they must not cancel each other.
    cancelGroup: `goods-list:${JSON.stringify(query)}`,
  });
  return res.data;
}

/**
 * GET /api/goods/list for a list state (parseListQuery of the URL, or a zone's fixed filters).
 * The previous page stays on screen while the next one loads.
 */
export function goodsListQueryOptions(query: GoodsListQuery) {
  return queryOptions({
    queryKey: catalogueKeys.goodsList(toRequestParams(query) as Record<string, unknown>),
    queryFn: ({ signal }) => getGoodsList(query, signal),
    staleTime: LIST_STALE_MS,
  });
}

export function useGoodsList(query: GoodsListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...goodsListQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
