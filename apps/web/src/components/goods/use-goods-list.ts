import type { GoodsListPage, GoodsListQuery } from '@mall/shared/goods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/api/catalogue/catalogue-keys';
import { api } from '@/api/client';
import { toRequestParams } from './list-query';

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
export function useGoodsList(query: GoodsListQuery, options: { enabled?: boolean } = {}) {
  const params = toRequestParams(query);
  return useQuery({
    queryKey: catalogueKeys.goodsList(params as Record<string, unknown>),
    queryFn: ({ signal }) => getGoodsList(query, signal),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
