/**
 * The cart calls of SPEC §7 for every part of the SPA that touches the cart: the cart page, the
 * side panel, the header badge and the add-to-cart buttons of lists, detail, search, favourites
 * and zones. Pages use these hooks; none builds a cart URL itself.
 */
import type {
  AddToCartLine,
  AddToCartResult,
  CartCheckout,
  CartCopyResult,
  CartCount,
  CartFilter,
  CartHints,
  CartState,
} from '@mall/shared/cart';
import { CART_FILTERS } from '@mall/shared/cart';
import { Code } from '@mall/shared/codes';
import { ADD_TO_CART_DELAY_MS } from '@mall/shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { api } from '@/api/client';
import { useMember } from './auth';
import { showToast } from './feedback';
import { queryKeys } from './query-keys';

/** Every cart query sits under this root, so one invalidation refreshes list, total and panel. */
export const cartKeys = {
  all: ['cart'] as const,
  list: (filter: CartFilter) => ['cart', 'list', filter] as const,
  total: ['cart', 'total'] as const,
  hints: (offerId: number | null) => ['cart', 'hints', offerId] as const,
};

/**
 * The cart action flag of SPEC §4: set after an add or a delete; the side panel refetches its list
 * when the flag is set while it is open, then clears it.
 */
export const useCartFlag = create<{ changed: boolean; mark: () => void; clear: () => void }>((set) => ({
  changed: false,
  mark: () => set({ changed: true }),
  clear: () => set({ changed: false }),
}));

export function fetchCartList(filter: CartFilter, signal?: AbortSignal): Promise<CartState> {
  return api
    .get<CartState>(
      '/api/cart/list',
      { filters: filter, new: 1 },
      { signal, cancelGroup: `cart-list:${filter}` },
    )
    .then((r) => r.data);
}

/** The member's cart state; guests make no call. */
export function useCartList(filter: CartFilter = CART_FILTERS.all, options: { enabled?: boolean } = {}) {
  const member = useMember();
  return useQuery({
    queryKey: cartKeys.list(filter),
    queryFn: ({ signal }) => fetchCartList(filter, signal),
    enabled: member !== null && (options.enabled ?? true),
  });
}

/** GET /api/cart/total: lines in the cart. */
export function useCartTotal() {
  const member = useMember();
  return useQuery({
    queryKey: cartKeys.total,
    queryFn: ({ signal }) =>
      api.get<CartCount>('/api/cart/total', undefined, { silent: true, signal }).then((r) => r.data.total),
    enabled: member !== null,
  });
}

/** After any change: the cart queries and the base user (its cart count feeds the badge). */
function useRefreshCart() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.userBase }),
    ]);
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds lines to the cart after the 200 ms delay of SPEC §9, shows the server's message (success
 * style for 10000, warning style for the other success codes: some lines were refused), updates
 * the badge and sets the panel flag. Refusals are shown by the client's error handling.
 */
export function useAddToCart() {
  const refresh = useRefreshCart();
  const mark = useCartFlag((s) => s.mark);
  return useMutation({
    mutationFn: async (lines: readonly AddToCartLine[]) => {
      await wait(ADD_TO_CART_DELAY_MS);
      return api.post<AddToCartResult>('/api/cart', { params: lines });
    },
    onSuccess: async (envelope) => {
      void showToast(envelope.msg, envelope.code === Code.Ok ? 'success' : 'warning');
      mark();
      await refresh();
    },
  });
}

/** POST /api/cart/{id}/edit; a refusal carries the quantity the server would accept (CartEditRefusal). */
export function useEditCartLine() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ id, number }: { id: number; number: number }) =>
      api.post<unknown>(
        `/api/cart/${id}/edit`,
        { params: { number }, new: 1 },
        { cancelGroup: `cart-edit:${id}` },
      ),
    onSettled: refresh,
  });
}

export function useSelectCartLines() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ ids, selected }: { ids: readonly number[]; selected: boolean }) =>
      api.post<unknown>('/api/cart/batch_select', { ids, is_selected: selected ? 1 : 0 }),
    onSettled: refresh,
  });
}

/** Deletes lines (callers confirm first: '确定删除这件商品吗?') and sets the panel flag. */
export function useDeleteCartLines() {
  const refresh = useRefreshCart();
  const mark = useCartFlag((s) => s.mark);
  return useMutation({
    mutationFn: (ids: readonly number[]) => api.post<unknown>('/api/cart/batch_delete', { ids }),
    onSuccess: () => mark(),
    onSettled: refresh,
  });
}

export function useCopyCartLines() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: ({ ids, storeIds }: { ids: readonly number[]; storeIds: readonly number[] }) =>
      api.post<CartCopyResult>('/api/cart/copy', { ids, other_user_ids: storeIds }),
    onSettled: refresh,
  });
}

/** The nudges for the cart, or for one offer (after adding it). */
export function fetchCartHints(offerId: number | null): Promise<string[]> {
  return api
    .post<CartHints>(
      offerId ? `/api/cart/next_hint?goods_price_id=${offerId}` : '/api/cart/next_hint',
      {},
      { silent: true, cancelGroup: `cart-hints:${offerId ?? 'cart'}` },
    )
    .then((r) => r.data.hints);
}

/** POST /api/cart/checkout: validates the selection for step 2. */
export function useCheckoutCart() {
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      api.post<CartCheckout>('/api/cart/checkout', { ids, new: 1 }).then((r) => r.data),
  });
}
