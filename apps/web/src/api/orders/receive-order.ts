/** POST /api/order/{id}/receive: the buyer confirms the goods arrived (待收货 → 已完成). */
import { api } from '@/api/client';
import { useOrderChange } from './after-order-change';

export function useReceiveOrder() {
  return useOrderChange((id: number) =>
    api.post<unknown>(`/api/order/${id}/receive`, undefined, { cancelGroup: `order-receive:${id}` }),
  );
}
