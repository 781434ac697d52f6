/** GET /api/points_order and /api/points_order/{id}: the store's points orders (积分订单). */
import type { Page } from '@mall/shared/codes';
import type { PointsOrderRead } from '@mall/shared/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './order-keys';

export const POINTS_ORDER_PAGE_SIZE = 10;

export function getPointsOrders(page: number, signal?: AbortSignal): Promise<Page<PointsOrderRead>> {
  return api
    .get<Page<PointsOrderRead>>('/api/points_order', { page, page_size: POINTS_ORDER_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function usePointsOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.pointsOrders(page),
    queryFn: ({ signal }) => getPointsOrders(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One order, when the page's `?id=` names it; a wrong id answers 404 and shows its message. */
export function usePointsOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.pointsOrder(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<PointsOrderRead>(`/api/points_order/${id}`, undefined, { signal }).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });
}
