/** GET /api/cart/total: lines in the cart. */
import type { CartCount } from '@mall/shared/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { useMember } from '@/api/user/get-user-base';
import { cartKeys } from './cart-keys';

export function fetchCartTotal(signal?: AbortSignal): Promise<number> {
  return api.get<CartCount>('/api/cart/total', undefined, { silent: true, signal }).then((r) => r.data.total);
}

export function cartTotalQueryOptions() {
  return queryOptions({ queryKey: cartKeys.total, queryFn: ({ signal }) => fetchCartTotal(signal) });
}

export function useCartTotal() {
  const member = useMember();
  return useQuery({ ...cartTotalQueryOptions(), enabled: member !== null });
}
