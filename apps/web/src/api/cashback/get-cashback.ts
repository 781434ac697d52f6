/** GET /api/activity/cashback: the running 满额返 campaign with its tiers and, for a member, the store's cashback so far. */
import type { CashbackPage } from '@mall/shared/cashback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { cashbackKeys } from './cashback-keys';

export function getCashback(signal?: AbortSignal): Promise<CashbackPage> {
  return api.get<CashbackPage>('/api/activity/cashback', undefined, { signal }).then((r) => r.data);
}

export function cashbackQueryOptions() {
  return queryOptions({
    queryKey: cashbackKeys.page,
    queryFn: ({ signal }) => getCashback(signal),
  });
}

export function useCashback() {
  return useQuery(cashbackQueryOptions());
}
