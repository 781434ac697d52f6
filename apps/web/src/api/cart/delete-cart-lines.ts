/** POST /api/cart/batch_delete: callers confirm first ('确定删除这件商品吗?'); sets the panel flag. */
import type { Envelope } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterCartChange } from './after-cart-change';
import { useCartFlag } from './cart-flag';

export function deleteCartLines(ids: readonly number[]): Promise<Envelope<unknown>> {
  return api.post<unknown>('/api/cart/batch_delete', { ids });
}

export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  const mark = useCartFlag((s) => s.mark);
  return useMutation({
    mutationFn: deleteCartLines,
    onSuccess: () => mark(),
    onSettled: () => afterCartChange(queryClient),
  });
}
