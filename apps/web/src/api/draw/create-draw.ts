/**
 * POST /api/draw {id}: one draw. The spec's GET /api/draw (id) changes the store's chances, stock
 * and wallet, so the server takes it as a POST behind the CSRF header. The pop-up shows the result
 * 2 s later (SPEC §9) and only then refreshes (afterDraw), so the pop-up is not unmounted by its
 * own chances running out while the buyer waits.
 */
import type { DrawResult } from '@mall/shared/draw';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { isMemberScopedQuery } from '@/api/query-scope';
import { drawKeys } from './draw-keys';

export function createDraw(id: number): Promise<DrawResult> {
  return api.post<DrawResult>('/api/draw', { id }).then((r) => r.data);
}

export function useCreateDraw() {
  return useMutation({ mutationFn: createDraw });
}

/** After a draw: the draw's queries refetch; the wallet and other member data are marked stale. */
export async function afterDraw(queryClient: QueryClient): Promise<void> {
  queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== drawKeys.all[0] && isMemberScopedQuery(q.queryKey),
    refetchType: 'none',
  });
  await queryClient.invalidateQueries({ queryKey: drawKeys.all });
}
