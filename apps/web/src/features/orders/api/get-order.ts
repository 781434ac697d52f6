/** GET /api/order/{id}: everything the detail page shows about one of the member's orders. */
import type { OrderDetail } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './order-keys';

export function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/order/${id}`, undefined, { signal }).then((r) => r.data);
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
