/** GET /api/user/center: the member centre's summary, every number counted by the server. */
import type { MemberCentre } from '@mall/shared/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';

export function useMemberCentre() {
  return useQuery({
    queryKey: userKeys.center,
    queryFn: ({ signal }) =>
      api.get<MemberCentre>('/api/user/center', undefined, { signal }).then((r) => r.data),
  });
}
