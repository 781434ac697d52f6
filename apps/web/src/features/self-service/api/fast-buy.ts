/** GET /api/user/fast_buy (page, order): what the store bought before, with each offer as it is now. */
import type { Page } from '@mall/shared/codes';
import type { FastBuyOrder, FastBuyRow } from '@mall/shared/self-service';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { selfServiceKeys } from './self-service-keys';

export const FAST_BUY_PAGE_SIZE = 20;

export function useFastBuy(page: number, order: FastBuyOrder) {
  return useQuery({
    queryKey: selfServiceKeys.fastBuy(page, order),
    queryFn: ({ signal }): Promise<Page<FastBuyRow>> =>
      api
        .get<Page<FastBuyRow>>(
          '/api/user/fast_buy',
          { page, page_size: FAST_BUY_PAGE_SIZE, order },
          { signal },
        )
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
