/** GET /api/order: one page of the member's orders for a tab, with the count of every tab. */
import type { OrderPage, OrderTab } from '@mall/shared/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './order-keys';

export const ORDER_PAGE_SIZE = 10;

/** The /order list's filters, as the page reads them from its URL (features/orders/utils/order-query). */
export interface OrderListQuery {
  status: OrderTab;
  keywords: string;
  /** YYYY-MM-DD or '' */
  start: string;
  end: string;
  page: number;
}

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
