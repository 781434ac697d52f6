import type { CombinationRead } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

const COMBINATIONS_STALE_MS = 30_000;

export const combinationsKey = (goodsId: number) => ['goods', 'combinations', goodsId] as const;

/** GET /api/combinationMzhg?goods_id=: the combination packages that contain a goods. */
export async function getCombinations(goodsId: number, signal?: AbortSignal): Promise<CombinationRead[]> {
  // Silent: packages are an extra on the detail page; without them the page simply shows none.
  const res = await api.get<Page<CombinationRead>>(
    '/api/combinationMzhg',
    { goods_id: goodsId },
    { signal, silent: true },
  );
  return res.data.list;
}

export function useCombinations(goodsId: number | undefined) {
  return useQuery({
    queryKey: combinationsKey(goodsId ?? 0),
    queryFn: ({ signal }) => getCombinations(goodsId ?? 0, signal),
    enabled: goodsId !== undefined,
    staleTime: COMBINATIONS_STALE_MS,
    retry: false,
  });
}
