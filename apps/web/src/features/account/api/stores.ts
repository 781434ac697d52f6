/** GET /api/user/stores: the stores of one login (switching is api/user/switch-store). */
import type { StoreEntry } from '@mall/shared/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

const storesKey = ['user', 'stores'] as const;

export function useStores() {
  return useQuery({
    queryKey: storesKey,
    queryFn: ({ signal }) =>
      api.get<StoreEntry[]>('/api/user/stores', undefined, { signal }).then((r) => r.data),
  });
}
