/**
 * POST /api/order/{id}/rebuy: every line of the order back into the cart. The cart, its badge
 * (the base user's cart count) and the side panel's flag all follow, as after any add.
 */
import type { AddToCartResult } from '@mall/shared/cart';
import { Code } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterCartChange } from '@/api/cart/after-cart-change';
import { useCartFlag } from '@/api/cart/cart-flag';
import { api } from '@/api/client';
import { showToast } from '@/lib/feedback';

export function useRebuyOrder() {
  const queryClient = useQueryClient();
  const mark = useCartFlag((s) => s.mark);
  return useMutation({
    mutationFn: (id: number) =>
      api.post<AddToCartResult>(`/api/order/${id}/rebuy`, undefined, { cancelGroup: `order-rebuy:${id}` }),
    onSuccess: async (envelope) => {
      void showToast(envelope.msg, envelope.code === Code.Ok ? 'success' : 'warning');
      mark();
      await afterCartChange(queryClient, { lineCount: envelope.data.count });
    },
  });
}
