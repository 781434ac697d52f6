/** GET /api/user/stores and POST /api/user/stores/{id}/switch: the stores of one login. */
import type { StoreEntry } from '@mall/shared/account';
import type { MemberBase } from '@mall/shared/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { isMemberScopedQuery, queryKeys } from '@/lib/query-keys';

const storesKey = ['user', 'stores'] as const;

export function useStores() {
  return useQuery({
    queryKey: storesKey,
    queryFn: ({ signal }) =>
      api.get<StoreEntry[]>('/api/user/stores', undefined, { signal }).then((r) => r.data),
  });
}

/** Acting for another store changes prices, cart, addresses and messages: all refetched. */
export function useSwitchStore() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is the base of the store now acting.
    mutationFn: (id: number) => api.post<MemberBase>(`/api/user/stores/${id}/switch`).then((r) => r.data),
    onSuccess: (base) => {
      queryClient.setQueryData(queryKeys.userBase, base);
      return queryClient.invalidateQueries({ predicate: (q) => isMemberScopedQuery(q.queryKey) });
    },
  });
}
