/** POST /api/user/address/{id}/default: the address checkout offers first. */
import type { Address } from '@mall/shared/address';
import type { Envelope } from '@mall/shared/codes';
import { api } from '@/api/client';
import { useAddressChange } from './address-change';

export function setDefaultAddress(id: number): Promise<Envelope<Address>> {
  return api.post<Address>(`/api/user/address/${id}/default`);
}

export function useSetDefaultAddress() {
  return useAddressChange(setDefaultAddress);
}
