/** POST /api/user/address (add) or /api/user/address/{id} (edit) for the acting store. */
import type { Address, AddressInput } from '@mall/shared/address';
import type { Envelope } from '@mall/shared/codes';
import { api } from '@/api/client';
import { useAddressChange } from './address-change';

export interface SaveAddress {
  id?: number;
  input: AddressInput;
}

export function saveAddress({ id, input }: SaveAddress): Promise<Envelope<Address>> {
  return api.post<Address>(id === undefined ? '/api/user/address' : `/api/user/address/${id}`, input);
}

export function useSaveAddress() {
  return useAddressChange(saveAddress);
}
