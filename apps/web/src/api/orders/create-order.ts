/**
 * POST /api/order: creates the order from the checked-out lines. The page's idempotency key makes
 * a repeated submit return the same order. The ordered lines leave the cart, so the cart queries
 * and the header badge refresh, and the new order shows in the order lists and counts.
 */
import type { CreateOrderInput, OrderCreated } from '@mall/shared/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterCartChange } from '@/api/cart/after-cart-change';
import { api } from '@/api/client';
import { afterOrderChange } from './after-order-change';

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // pay_password: needed when the order takes from the balance and the member has set one.
    mutationFn: (input: CreateOrderInput & { pay_password?: string }) =>
      api.post<OrderCreated>('/api/order', input, { cancelGroup: `order-create:${input.idempotency_key}` }),
    onSuccess: () => Promise.all([afterCartChange(queryClient), afterOrderChange(queryClient)]),
  });
}
