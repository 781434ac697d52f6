/** GET /api/order: one page of the member's orders for a tab, with the count of every tab. */
import type { OrderPage } from '@mall/shared/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { ORDER_PAGE_SIZE, type OrderListQuery } from '../utils/order-query';
import { orderKeys } from './order-keys';

export function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderPage> {
  return api
    .get<OrderPage>(
      '/api/order',
      {
        status: query.status,
        keywords: query.keywords || undefined,
        start_time: query.start || undefined,
        end_time: query.end || undefined,
        page: query.page,
        page_size: ORDER_PAGE_SIZE,
      },
      { signal },
    )
    .then((r) => r.data);
}

export function useOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    // The tabs and their counts stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
