/**
 * GET /api/user/zizhi: the acting store's licences (newest version first, with expiry flags), the
 * licence types with `required` for its customer type, and the business scopes a licence may list.
 */
import type { Zizhi } from '@mall/shared/licence';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

export function getLicences(signal?: AbortSignal): Promise<Zizhi> {
  return api.get<Zizhi>('/api/user/zizhi', undefined, { signal }).then((r) => r.data);
}

export function licencesQueryOptions() {
  return queryOptions({ queryKey: userKeys.licences, queryFn: ({ signal }) => getLicences(signal) });
}

export function useLicences() {
  return useQuery(licencesQueryOptions());
}
