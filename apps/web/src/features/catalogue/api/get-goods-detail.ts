import type { GoodsDetail } from '@mall/shared/goods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { GoodsDetailQuery } from '@/config/paths';

const DETAIL_STALE_MS = 30_000;

export const goodsDetailKey = (id: number, query: GoodsDetailQuery) =>
  ['goods', 'detail', id, query] as const;

export async function getGoodsDetail(
  id: number,
  query: GoodsDetailQuery,
  signal?: AbortSignal,
): Promise<GoodsDetail> {
  // Silent: the page itself says why there is nothing to show (e.g. 商品不存在或已下架).
  const res = await api.get<GoodsDetail>(`/api/goods/detail/${id}`, query, { signal, silent: true });
  return res.data;
}

/**
 * GET /api/goods/detail/{id} with the link's query fields. Switching offers keeps the previous
 * goods on screen while the next answer loads.
 */
export function useGoodsDetail(id: number | undefined, query: GoodsDetailQuery) {
  return useQuery({
    queryKey: goodsDetailKey(id ?? 0, query),
    queryFn: ({ signal }) => getGoodsDetail(id ?? 0, query, signal),
    enabled: id !== undefined,
    staleTime: DETAIL_STALE_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
