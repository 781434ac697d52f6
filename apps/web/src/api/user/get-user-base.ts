/**
 * GET /api/user/base: who the visitor is, the badge's cart count and the unread messages. The call
 * is silent: when it fails the visitor is shown as a guest (SPEC §8).
 */
import type { MemberBase, UserBase } from '@mall/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

const BASE_STALE_MS = 30_000;

export function fetchUserBase(signal?: AbortSignal): Promise<UserBase> {
  return api.get<UserBase>('/api/user/base', undefined, { silent: true, signal }).then((r) => r.data);
}

export function userBaseQueryOptions() {
  return queryOptions({
    queryKey: userKeys.base,
    queryFn: ({ signal }) => fetchUserBase(signal),
    staleTime: BASE_STALE_MS,
  });
}

export function useUserBase() {
  return useQuery(userBaseQueryOptions());
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
