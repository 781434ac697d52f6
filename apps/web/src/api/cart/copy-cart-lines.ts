/** POST /api/cart/copy: the chosen lines into the member's other stores' carts. */
import type { CartCopyResult } from '@mall/shared/cart';
import type { Envelope } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterCartChange } from './after-cart-change';

export function copyCartLines({
  ids,
  storeIds,
}: {
  ids: readonly number[];
  storeIds: readonly number[];
}): Promise<Envelope<CartCopyResult>> {
  return api.post<CartCopyResult>('/api/cart/copy', { ids, other_user_ids: storeIds });
}

export function useCopyCartLines() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyCartLines, onSettled: () => afterCartChange(queryClient) });
}
