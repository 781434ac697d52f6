/**
 * POST /api/cart: adds lines after the 200 ms delay of SPEC §9, shows the server's message (success
 * style for 10000, warning style for the other success codes: some lines were refused), sets the
 * badge from the answer's line count and sets the panel flag. Refusals are shown by the client's
 * error handling.
 */
import type { AddToCartLine, AddToCartResult } from '@mall/shared/cart';
import type { Envelope } from '@mall/shared/codes';
import { Code } from '@mall/shared/codes';
import { ADD_TO_CART_DELAY_MS } from '@mall/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { showToast } from '@/lib/feedback';
import { afterCartChange } from './after-cart-change';
import { useCartFlag } from './cart-flag';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function addToCart(lines: readonly AddToCartLine[]): Promise<Envelope<AddToCartResult>> {
  await wait(ADD_TO_CART_DELAY_MS);
  return api.post<AddToCartResult>('/api/cart', { params: lines });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  const mark = useCartFlag((s) => s.mark);
  return useMutation({
    mutationFn: addToCart,
    onSuccess: async (envelope) => {
      void showToast(envelope.msg, envelope.code === Code.Ok ? 'success' : 'warning');
      mark();
      await afterCartChange(queryClient, { lineCount: envelope.data.count });
    },
  });
}
