import type { Page } from '@mall/shared/codes';
import type { GoodsRead } from '@mall/shared/goods';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The home page's best sellers: the 20 goods sold most. */
export const BEST_SELLER_PARAMS = { sort: 'sales', page: 1, page_size: 20 } as const;

export async function getBestSellers(signal?: AbortSignal): Promise<Page<GoodsRead>> {
  const res = await api.get<Page<GoodsRead>>('/api/goods/list', BEST_SELLER_PARAMS, { silent: true, signal });
  return res.data;
}

export function useBestSellers() {
  return useQuery({
    queryKey: queryKeys.goodsList(BEST_SELLER_PARAMS),
    queryFn: ({ signal }) => getBestSellers(signal),
    staleTime: 60_000,
  });
}
