/** POST /api/user/login. The server errors (wrong password, rate limit) reject as ApiError for the form to show. */
import type { LoginInput, MemberBase } from '@mall/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { isMemberScopedQuery } from '@/api/query-scope';
import { markLoginReload } from '@/lib/session-flags';
import { userKeys } from './user-keys';

export function login(input: LoginInput): Promise<MemberBase> {
  return api.post<MemberBase>('/api/user/login', input, { silent: true }).then((r) => r.data);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (member) => {
      // Everything cached as a guest (prices, cart) is stale now.
      queryClient.removeQueries({ predicate: (q) => isMemberScopedQuery(q.queryKey) });
      queryClient.setQueryData(userKeys.base, member);
      markLoginReload();
    },
  });
}
