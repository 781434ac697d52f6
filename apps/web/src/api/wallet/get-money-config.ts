/** GET /api/moneys/moneyConfig: the recharge tiers on offer, the custom amount's bounds, whether online payment is open. */
import type { MoneyConfig } from '@mall/shared/recharge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { walletKeys } from './wallet-keys';

export function moneyConfigQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.config,
    queryFn: ({ signal }) =>
      api.get<MoneyConfig>('/api/moneys/moneyConfig', undefined, { signal }).then((r) => r.data),
  });
}

export function useMoneyConfig() {
  return useQuery(moneyConfigQueryOptions());
}
