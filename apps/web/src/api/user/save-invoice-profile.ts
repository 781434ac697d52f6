/**
 * POST /api/user/invoice_profile: creates or replaces the acting store's invoice profile. The
 * answer is the saved profile, put in the cache checkout reads, which is then refetched.
 */
import type { Envelope } from '@mall/shared/codes';
import type { InvoiceProfileInput } from '@mall/shared/invoice-profile';
import type { InvoiceProfile } from '@mall/shared/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

export function saveInvoiceProfile(input: InvoiceProfileInput): Promise<Envelope<InvoiceProfile>> {
  return api.post<InvoiceProfile>('/api/user/invoice_profile', input);
}

export function useSaveInvoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceProfile,
    onSuccess: (envelope) => {
      queryClient.setQueryData(userKeys.invoiceProfile, envelope.data);
      return queryClient.invalidateQueries({ queryKey: userKeys.invoiceProfile });
    },
  });
}
