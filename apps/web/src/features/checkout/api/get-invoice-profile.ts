/** GET /api/user/invoice_profile: the store's invoice type, title and tax number (null: none set). */
import type { InvoiceProfile } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

export function useInvoiceProfile() {
  return useQuery({
    queryKey: checkoutKeys.invoiceProfile,
    queryFn: ({ signal }) =>
      api.get<InvoiceProfile | null>('/api/user/invoice_profile', undefined, { signal }).then((r) => r.data),
  });
}
