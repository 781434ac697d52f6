/** GET /api/user/address: the acting store's delivery addresses, the default one first. */
import type { Address } from '@mall/shared/address';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

export function useDeliveryAddresses() {
  return useQuery({
    queryKey: checkoutKeys.addresses,
    queryFn: ({ signal }) =>
      api
        .get<Address[]>('/api/user/address', undefined, { signal })
        .then((r) => [...r.data].sort((a, b) => b.is_default - a.is_default)),
  });
}
