/** GET /api/points_goods: the points mall's items on sale (public), by page. */
import type { Page } from '@mall/shared/codes';
import type { PointsGoodsRead } from '@mall/shared/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { pointsKeys } from './points-keys';

export const POINTS_GOODS_PAGE_SIZE = 12;

export function getPointsGoods(page: number, signal?: AbortSignal): Promise<Page<PointsGoodsRead>> {
  return api
    .get<Page<PointsGoodsRead>>('/api/points_goods', { page, page_size: POINTS_GOODS_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function pointsGoodsQueryOptions(page: number) {
  return queryOptions({
    queryKey: pointsKeys.goods(page),
    queryFn: ({ signal }) => getPointsGoods(page, signal),
  });
}

export function usePointsGoods(page: number) {
  return useQuery({ ...pointsGoodsQueryOptions(page), placeholderData: keepPreviousData });
}
