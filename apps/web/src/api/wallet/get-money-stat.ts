/** GET /api/user/user_money_stat?months=N: money in and out per China-time month, oldest first. */
import type { MoneyStatMonth } from '@mall/shared/recharge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { walletKeys } from './wallet-keys';

export function moneyStatQueryOptions(months: number) {
  return queryOptions({
    queryKey: walletKeys.stat(months),
    queryFn: ({ signal }) =>
      api.get<MoneyStatMonth[]>('/api/user/user_money_stat', { months }, { signal }).then((r) => r.data),
  });
}

export function useMoneyStat(months: number) {
  return useQuery(moneyStatQueryOptions(months));
}
