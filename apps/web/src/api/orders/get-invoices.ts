/** GET /api/user/invoice: the member's electronic invoices, one page at a time. */
import type { Page } from '@mall/shared/codes';
import type { InvoiceRead } from '@mall/shared/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './order-keys';

export const INVOICE_PAGE_SIZE = 10;

export function getInvoices(page: number, signal?: AbortSignal): Promise<Page<InvoiceRead>> {
  return api
    .get<Page<InvoiceRead>>('/api/user/invoice', { page, page_size: INVOICE_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function useInvoices(page: number) {
  return useQuery({
    queryKey: orderKeys.invoices(page),
    queryFn: ({ signal }) => getInvoices(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The PDF is served by the API itself (the session cookie travels with a plain link). */
export function invoicePdfHref(id: number, download = false): string {
  return `/api/user/invoice/${id}/pdf${download ? '?download=1' : ''}`;
}
