/** POST /api/order/{id}/pay {method, pay_password?}: pays by balance at once, or starts an online or transfer payment. */
import type { PayMethod } from '@mall/shared/order';
import type { PayStart } from '@mall/shared/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterOrderChange } from './after-order-change';

export function usePayOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Balance takes the payment password once the member has set one.
    mutationFn: (input: PayMethod | { method: PayMethod; pay_password?: string }) =>
      api
        .post<PayStart>(`/api/order/${orderId}/pay`, typeof input === 'string' ? { method: input } : input)
        .then((r) => r.data),
    onSettled: () => afterOrderChange(queryClient),
  });
}
