/** GET /api/user/address: the acting store's delivery addresses, for the address book and checkout. */
import type { Address } from '@mall/shared/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get<Address[]>('/api/user/address', undefined, { signal }).then((r) => r.data);
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: userKeys.addresses, queryFn: ({ signal }) => getAddresses(signal) });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
