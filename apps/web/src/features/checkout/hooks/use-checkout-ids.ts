/**
 * The cart line ids step 2 orders: `?ids=` of the URL, or, when the URL has none (an old link,
 * a typed address), the cart's selected valid lines — then written into the URL so a reload keeps
 * the same selection.
 */
import { CART_FILTERS } from '@mall/shared/cart';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCartList } from '@/api/cart/get-cart-list';
import { href } from '@/config/paths';
import { formatIds, parseIds } from '../utils/checkout-ids';

export type CheckoutIds = { state: 'loading' } | { state: 'ready'; ids: number[] };

export function useCheckoutIds(): CheckoutIds {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => parseIds(params.get('ids')), [params]);
  const cart = useCartList(CART_FILTERS.all, { enabled: fromUrl.length === 0 });
  const fromCart = useMemo(
    () =>
      (cart.data?.data ?? [])
        .filter((line) => line.is_selected === 1 && line.invalid_reason === '')
        .map((line) => line.id),
    [cart.data],
  );

  useEffect(() => {
    if (fromUrl.length === 0 && fromCart.length > 0) {
      void navigate(href('/cart/step2', {}, { ids: formatIds(fromCart) }), { replace: true });
    }
  }, [fromUrl.length, fromCart, navigate]);

  if (fromUrl.length > 0) return { state: 'ready', ids: fromUrl };
  if (cart.isPending && cart.fetchStatus !== 'idle') return { state: 'loading' };
  return { state: 'ready', ids: fromCart };
}
