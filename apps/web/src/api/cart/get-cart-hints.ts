/** POST /api/cart/next_hint: the nudges for the cart, or for one offer (after adding it). */
import type { CartHints } from '@mall/shared/cart';
import { api } from '@/api/client';

export function fetchCartHints(offerId: number | null): Promise<string[]> {
  return api
    .post<CartHints>(
      offerId ? `/api/cart/next_hint?goods_price_id=${offerId}` : '/api/cart/next_hint',
      {},
      { silent: true, cancelGroup: `cart-hints:${offerId ?? 'cart'}` },
    )
    .then((r) => r.data.hints);
}
