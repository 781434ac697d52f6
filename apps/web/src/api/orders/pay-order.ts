/** POST /api/order/{id}/pay {method}: pays by balance at once, or starts an online or transfer payment. */
import type { PayMethod } from '@mall/shared/order';
import type { PayStart } from '@mall/shared/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterOrderChange } from './after-order-change';

export function usePayOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: PayMethod) =>
      api.post<PayStart>(`/api/order/${orderId}/pay`, { method }).then((r) => r.data),
    onSettled: () => afterOrderChange(queryClient),
  });
}
