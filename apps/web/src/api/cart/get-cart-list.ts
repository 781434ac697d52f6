/**
 * GET /api/cart/list: the member's cart state, for the cart page, the side panel and checkout.
 * The cart calls of SPEC §7 live in this folder, one file per call; pages use their hooks and none
 * builds a cart URL itself.
 */
import type { CartFilter, CartState } from '@mall/shared/cart';
import { CART_FILTERS } from '@mall/shared/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { useMember } from '@/api/user/get-user-base';
import { cartKeys } from './cart-keys';

export function fetchCartList(filter: CartFilter, signal?: AbortSignal): Promise<CartState> {
  return api
    .get<CartState>(
      '/api/cart/list',
      { filters: filter, new: 1 },
      { signal, cancelGroup: `cart-list:${filter}` },
    )
    .then((r) => r.data);
}

export function cartListQueryOptions(filter: CartFilter) {
  return queryOptions({
    queryKey: cartKeys.list(filter),
    queryFn: ({ signal }) => fetchCartList(filter, signal),
  });
}

/** The member's cart state; guests make no call. */
export function useCartList(filter: CartFilter = CART_FILTERS.all, options: { enabled?: boolean } = {}) {
  const member = useMember();
  return useQuery({
    ...cartListQueryOptions(filter),
    enabled: member !== null && (options.enabled ?? true),
  });
}
