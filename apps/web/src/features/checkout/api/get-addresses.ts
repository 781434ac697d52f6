/** The acting store's delivery addresses (api/user/get-addresses) for checkout, the default one first. */
import type { Address } from '@mall/shared/address';
import { useQuery } from '@tanstack/react-query';
import { addressesQueryOptions } from '@/api/user/get-addresses';

const defaultFirst = (addresses: Address[]) => [...addresses].sort((a, b) => b.is_default - a.is_default);

export function useDeliveryAddresses() {
  return useQuery({ ...addressesQueryOptions(), select: defaultFirst });
}
