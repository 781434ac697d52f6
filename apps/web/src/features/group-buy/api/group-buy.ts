/**
 * 拼团 calls: GET /api/group_buy (the running and coming groups), GET /api/group_buy/{id} (one
 * group with the store's joined quantity) and POST /api/group_buy/{id}/order (join by ordering;
 * the order is then paid through the usual pay page).
 */
import type { GroupBuyCard, GroupBuyDetail } from '@mall/shared/group-buy';
import type { OrderCreated } from '@mall/shared/order';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterOrderChange } from '@/api/orders/after-order-change';

export const groupBuyKeys = {
  all: ['group-buy'] as const,
  list: ['group-buy', 'list'] as const,
  detail: (id: number) => ['group-buy', 'detail', id] as const,
};

export function groupBuyListQueryOptions() {
  return queryOptions({
    queryKey: groupBuyKeys.list,
    queryFn: ({ signal }) =>
      api.get<GroupBuyCard[]>('/api/group_buy', undefined, { signal }).then((r) => r.data),
  });
}

export const useGroupBuys = () => useQuery(groupBuyListQueryOptions());

export function useGroupBuy(id: number) {
  return useQuery({
    queryKey: groupBuyKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<GroupBuyDetail>(`/api/group_buy/${id}`, undefined, { signal }).then((r) => r.data),
  });
}

export interface JoinInput {
  id: number;
  quantity: number;
  address_id: number;
  idempotency_key: string;
}

export function useJoinGroupBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: JoinInput) =>
      api.post<OrderCreated>(`/api/group_buy/${id}/order`, body, {
        cancelGroup: `group-join:${body.idempotency_key}`,
      }),
    onSuccess: () =>
      Promise.all([
        afterOrderChange(queryClient),
        queryClient.invalidateQueries({ queryKey: groupBuyKeys.all }),
      ]),
  });
}
