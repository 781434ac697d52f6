/** GET /api/after_sale/{id}: one of the member's returns or after-sales. */
import type { AfterSaleDetail } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './order-keys';

export function useAfterSale(id: number) {
  return useQuery({
    queryKey: orderKeys.afterSale(id),
    queryFn: ({ signal }) =>
      api.get<AfterSaleDetail>(`/api/after_sale/${id}`, undefined, { signal }).then((r) => r.data),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
