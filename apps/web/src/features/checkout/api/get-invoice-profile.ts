/**
 * The store's invoice type, title and tax number (api/user/get-invoice-profile; null: none set).
 * The account centre's 开票信息 form refreshes the same query when it saves.
 */
import { useQuery } from '@tanstack/react-query';
import { invoiceProfileQueryOptions } from '@/api/user/get-invoice-profile';

export function useInvoiceProfile() {
  return useQuery(invoiceProfileQueryOptions());
}
