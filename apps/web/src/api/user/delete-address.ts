/** DELETE /api/user/address/{id}. */
import type { Envelope } from '@mall/shared/codes';
import { api } from '@/api/client';
import { useAddressChange } from './address-change';

export function deleteAddress(id: number): Promise<Envelope<null>> {
  return api.del<null>(`/api/user/address/${id}`);
}

export function useDeleteAddress() {
  return useAddressChange(deleteAddress);
}
