/** GET /api/pay/sandbox/{payment_no}: the sandbox cashier's data, shown only to the order's own store. */
import type { SandboxPayment } from '@mall/shared/payment';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

/** The gateway's payment numbers; anything else is not asked for (it could only be refused). */
const PAYMENT_NO = /^PAY\d{6,32}$/;

export function useSandboxPayment(paymentNo: string) {
  return useQuery({
    queryKey: checkoutKeys.sandbox(paymentNo),
    queryFn: ({ signal }) =>
      api
        .get<SandboxPayment>(`/api/pay/sandbox/${encodeURIComponent(paymentNo)}`, undefined, { signal })
        .then((r) => r.data),
    enabled: PAYMENT_NO.test(paymentNo),
    retry: false,
  });
}
