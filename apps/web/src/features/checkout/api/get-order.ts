/**
 * GET /api/order/{id}: the order as the pay and done pages need it. `pollMs` refetches while an
 * online payment is awaited; polls are silent, so a passing network hiccup shows nothing.
 */
import type { OrderDetail } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

export function useOrder(id: number, pollMs: number | false = false) {
  return useQuery({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) =>
      api
        .get<OrderDetail>(`/api/order/${id}`, undefined, { signal, silent: pollMs !== false })
        .then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: pollMs,
    retry: false,
  });
}
