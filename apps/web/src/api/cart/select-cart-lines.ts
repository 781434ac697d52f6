/** POST /api/cart/batch_select: ticks or unticks lines for checkout. */
import type { Envelope } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterCartChange } from './after-cart-change';

export function selectCartLines({
  ids,
  selected,
}: {
  ids: readonly number[];
  selected: boolean;
}): Promise<Envelope<unknown>> {
  return api.post<unknown>('/api/cart/batch_select', { ids, is_selected: selected ? 1 : 0 });
}

export function useSelectCartLines() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectCartLines, onSettled: () => afterCartChange(queryClient) });
}
