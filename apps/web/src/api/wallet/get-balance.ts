/** GET /api/user/user_money: the store's balance (the sum of its ledger rows), yuan. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: userKeys.balance,
    queryFn: ({ signal }) =>
      api.get<{ balance: string }>('/api/user/user_money', undefined, { signal }).then((r) => r.data.balance),
  });
}

export function useWalletBalance() {
  return useQuery(balanceQueryOptions());
}
