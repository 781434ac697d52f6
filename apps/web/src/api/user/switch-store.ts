/** POST /api/user/stores/{id}/switch: act for another store of the login; answers with its base. */
import type { MemberBase } from '@mall/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { isMemberScopedQuery } from '@/api/query-scope';
import { userKeys } from '@/api/user/user-keys';

export function switchStore(companyId: number): Promise<MemberBase> {
  return api.post<MemberBase>(`/api/user/stores/${companyId}/switch`).then((r) => r.data);
}

/** Acting for another store changes prices, cart, addresses and messages: all refetched. */
export function useSwitchStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchStore,
    onSuccess: (base) => {
      queryClient.setQueryData(userKeys.base, base);
      return queryClient.invalidateQueries({ predicate: (q) => isMemberScopedQuery(q.queryKey) });
    },
  });
}
