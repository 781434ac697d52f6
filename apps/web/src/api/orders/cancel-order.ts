/** POST /api/order/{id}/cancel {reason}: an unpaid order, cancelled by the buyer with a reason. */
import { api } from '@/api/client';
import { useOrderChange } from './after-order-change';

export function useCancelOrder() {
  return useOrderChange(({ id, reason }: { id: number; reason: string }) =>
    api.post<unknown>(`/api/order/${id}/cancel`, { reason }, { cancelGroup: `order-cancel:${id}` }),
  );
}
