/**
 * POST /api/pay/sandbox/{payment_no} {result}: the buyer's choice in the sandbox cashier. The server
 * settles it for the order's own store; the page never holds a signature. Repeating it is harmless.
 */
import type { PayNotifyResult, SandboxPayment } from '@mall/shared/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterOrderChange } from '@/api/orders/after-order-change';
import { checkoutKeys } from './keys';

export function useSettleSandboxPayment(paymentNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: PayNotifyResult) =>
      api
        .post<SandboxPayment>(`/api/pay/sandbox/${encodeURIComponent(paymentNo)}`, { result })
        .then((r) => r.data),
    onSuccess: (payment) => {
      queryClient.setQueryData(checkoutKeys.sandbox(paymentNo), payment);
      // A settled payment moves its order (待付款 → 待发货): lists, details and counts follow.
      return afterOrderChange(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.sandbox(paymentNo) }),
  });
}
