/**
 * GET /api/user/availableCoupon: the store's coupons usable on these cart lines, best saving first
 * (the server's order), each with what it saves on this selection.
 */
import type { Page } from '@mall/shared/codes';
import type { MemberCoupon } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

/** The server's page maximum: more than a store holds at once, so the choice is one list. */
const PAGE_SIZE = 50;

export function useAvailableCoupons(ids: readonly number[]) {
  return useQuery({
    queryKey: checkoutKeys.coupons(ids),
    queryFn: ({ signal }) =>
      api
        .get<Page<MemberCoupon>>(
          '/api/user/availableCoupon',
          { ids, page: 1, page_size: PAGE_SIZE },
          { signal },
        )
        .then((r) => r.data.list),
    enabled: ids.length > 0,
  });
}
