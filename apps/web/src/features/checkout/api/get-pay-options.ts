/**
 * GET /api/pay/methods: the ways this store takes payment now. Online payment is there only with a
 * provider (the sandbox cashier in development and the demo).
 */
import type { PayOptions } from '@mall/shared/payment';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

export function usePayOptions() {
  return useQuery({
    queryKey: checkoutKeys.payOptions,
    queryFn: ({ signal }) =>
      api.get<PayOptions>('/api/pay/methods', undefined, { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
