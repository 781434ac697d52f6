/** POST /api/cart/checkout: validates the selection for step 2. */
import type { CartCheckout } from '@mall/shared/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';

export function checkoutCart(ids: readonly number[]): Promise<CartCheckout> {
  return api.post<CartCheckout>('/api/cart/checkout', { ids, new: 1 }).then((r) => r.data);
}

export function useCheckoutCart() {
  return useMutation({ mutationFn: checkoutCart });
}
