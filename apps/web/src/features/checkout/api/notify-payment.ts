/**
 * POST /api/pay/notify {payment_no, result, sign}: what the gateway calls back with. The sandbox
 * page sends the signature the server gave it for the chosen outcome; the call is idempotent.
 */
import type { PayNotifyResult, SandboxPayment } from '@mall/shared/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

export function useNotifyPayment(payment: SandboxPayment | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: PayNotifyResult) => {
      if (!payment) throw new Error('no payment loaded');
      return api.post<unknown>('/api/pay/notify', {
        payment_no: payment.payment_no,
        result,
        sign: result === 'paid' ? payment.signatures.paid : payment.signatures.cancelled,
      });
    },
    onSettled: () =>
      payment
        ? queryClient.invalidateQueries({ queryKey: checkoutKeys.sandbox(payment.payment_no) })
        : undefined,
  });
}
