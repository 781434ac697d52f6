/** GET /api/user/user_money: the store's balance (the sum of its ledger rows), yuan. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';

export function useBalance() {
  return useQuery({
    queryKey: userKeys.balance,
    queryFn: ({ signal }) =>
      api.get<{ balance: string }>('/api/user/user_money', undefined, { signal }).then((r) => r.data.balance),
  });
}
