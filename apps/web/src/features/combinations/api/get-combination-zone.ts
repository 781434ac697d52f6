import type { CombinationRead } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import type { TradeUpState } from '@mall/shared/trade-up';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cartKeys } from '@/api/cart/cart-keys';
import { api } from '@/api/client';

export const ZONE_PAGE_SIZE = 10;

/** GET /api/combinationMzhg without goods_id: every package on sale (scene all) or those with a gift. */
export function useCombinationZone(scene: 'all' | 'gift', page: number) {
  return useQuery({
    queryKey: ['combinations', scene, page] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<CombinationRead>>(
          '/api/combinationMzhg',
          { scene, page, page_size: ZONE_PAGE_SIZE },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The cart's 换购 offers for the current selection; under the cart's root so every cart change refreshes it. */
export function useTradeUps(enabled: boolean) {
  return useQuery({
    queryKey: [...cartKeys.all, 'trade-ups'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<TradeUpState>('/api/combinationMzhg', { scene: 'cart' }, { signal, silent: true })).data,
    enabled,
    retry: false,
  });
}
