/**
 * GET /api/user/invoice_profile: what the acting store's invoices are made out to (null: none set),
 * for the account centre's form and checkout's invoice box.
 */
import type { InvoiceProfile } from '@mall/shared/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

export function getInvoiceProfile(signal?: AbortSignal): Promise<InvoiceProfile | null> {
  return api
    .get<InvoiceProfile | null>('/api/user/invoice_profile', undefined, { signal })
    .then((r) => r.data);
}

export function invoiceProfileQueryOptions() {
  return queryOptions({
    queryKey: userKeys.invoiceProfile,
    queryFn: ({ signal }) => getInvoiceProfile(signal),
  });
}

export function useInvoiceProfile() {
  return useQuery(invoiceProfileQueryOptions());
}
