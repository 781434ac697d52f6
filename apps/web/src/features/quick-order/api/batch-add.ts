/**
 * POST /api/cart/batch: a quick-order grid or an imported purchase list in one request, all or
 * nothing (decision 022). Silent: a refusal names its rows, which the page shows beside them.
 */
import type { BatchAddLine, BatchAddRefusal, BatchAddResult } from '@mall/shared/bulk-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterCartChange } from '@/api/cart/after-cart-change';
import { useCartFlag } from '@/api/cart/cart-flag';
import { ApiError, api } from '@/api/client';

export async function batchAddToCart(lines: readonly BatchAddLine[]): Promise<BatchAddResult> {
  const { data } = await api.post<BatchAddResult>('/api/cart/batch', { lines }, { silent: true });
  return data;
}

/** The rows a refused batch names; [] for any other failure. */
export function refusalsOf(error: unknown): BatchAddRefusal[] {
  if (!(error instanceof ApiError)) return [];
  const data = error.data as { refused?: BatchAddRefusal[] } | null;
  return Array.isArray(data?.refused) ? data.refused : [];
}

export function useBatchAdd() {
  const queryClient = useQueryClient();
  const mark = useCartFlag((s) => s.mark);
  return useMutation({
    mutationFn: batchAddToCart,
    onSuccess: async (result) => {
      mark();
      await afterCartChange(queryClient, { lineCount: result.count });
    },
  });
}
