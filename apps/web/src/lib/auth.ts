/**
 * Who the visitor is (GET /api/user/base) and the login / logout calls. The base call is silent: when
 * it fails the visitor is shown as a guest (SPEC §8).
 */
import type { LoginInput, MemberBase, UserBase } from '@mall/shared/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isMemberScopedQuery, isUserBaseKey } from '@/api/query-scope';
import { userKeys } from '@/api/user/user-keys';
import { api } from '../api/client';
import { markLoginReload } from './session-flags';

const BASE_STALE_MS = 30_000;

export function fetchUserBase(signal?: AbortSignal): Promise<UserBase> {
  return api.get<UserBase>('/api/user/base', undefined, { silent: true, signal }).then((r) => r.data);
}

export function useUserBase() {
  return useQuery({
    queryKey: userKeys.base,
    queryFn: ({ signal }) => fetchUserBase(signal),
    staleTime: BASE_STALE_MS,
  });
}

export function isMember(base: UserBase | undefined | null): base is MemberBase {
  return base?.show === 1;
}

/** The logged-in member, or null for a guest (and while the base call is pending or failed). */
export function useMember(): MemberBase | null {
  const { data } = useUserBase();
  return isMember(data) ? data : null;
}

/**
 * Whether prices are shown to this visitor: only to members whose store is approved (DESIGN §6).
 * Price sorts and the price range are offered only then; the server ignores them otherwise.
 */
export function useSeesPrices(): boolean {
  return useMember()?.is_passed === 1;
}

/** Logs in. The server errors (wrong password, rate limit) reject as ApiError for the form to show. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api.post<MemberBase>('/api/user/login', input, { silent: true }).then((r) => r.data),
    onSuccess: (member) => {
      // Everything cached as a guest (prices, cart) is stale now.
      queryClient.removeQueries({ predicate: (q) => isMemberScopedQuery(q.queryKey) });
      queryClient.setQueryData(userKeys.base, member);
      markLoginReload();
    },
  });
}

/** Logs out; a failure goes through the client's shared handling (SPEC §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.del<null>('/api/user/logout'),
    onSuccess: async () => {
      queryClient.removeQueries({
        predicate: (q) => isMemberScopedQuery(q.queryKey) && !isUserBaseKey(q.queryKey),
      });
      await queryClient.invalidateQueries({ queryKey: userKeys.base });
      await navigate('/');
    },
  });
}
