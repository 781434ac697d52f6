/**
 * The store's back-in-stock and price-drop subscriptions (GET/POST /api/subscription, GET
 * /api/subscription/offer/{id}, DELETE /api/subscription/{id}) and a goods' substitutes (GET
 * /api/goods/substitutes/{id}). Subscriptions are rooted under 'user' so logging out drops them.
 */
import type { Page } from '@mall/shared/codes';
import {
  type MemberSubscription,
  type OfferSubscriptions,
  SUBSCRIPTION_PAGE_SIZE,
  type SubscriptionKind,
  type SubstitutesResult,
} from '@mall/shared/subscription';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

export const subscriptionKeys = {
  all: ['user', 'subscription'] as const,
  page: (page: number) => ['user', 'subscription', 'page', page] as const,
  offer: (offerId: number) => ['user', 'subscription', 'offer', offerId] as const,
};

function getMySubscriptions(page: number, signal?: AbortSignal): Promise<Page<MemberSubscription>> {
  return api
    .get<Page<MemberSubscription>>(
      '/api/subscription',
      { page, page_size: SUBSCRIPTION_PAGE_SIZE },
      { signal },
    )
    .then((r) => r.data);
}

export function useMySubscriptions(page: number) {
  return useQuery({
    queryKey: subscriptionKeys.page(page),
    queryFn: ({ signal }) => getMySubscriptions(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOfferSubscriptions(offerId: number, enabled: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.offer(offerId),
    queryFn: ({ signal }) =>
      api
        .get<OfferSubscriptions>(`/api/subscription/offer/${offerId}`, undefined, { signal, silent: true })
        .then((r) => r.data),
    enabled,
  });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { goods_price_id: number; kind: SubscriptionKind }) =>
      api.post<OfferSubscriptions>('/api/subscription', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<null>(`/api/subscription/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export function useSubstitutes(goodsId: number, enabled = true) {
  return useQuery({
    queryKey: ['goods', 'substitutes', goodsId] as const,
    queryFn: ({ signal }) =>
      api
        .get<SubstitutesResult>(`/api/goods/substitutes/${goodsId}`, undefined, { signal, silent: true })
        .then((r) => r.data),
    enabled,
    staleTime: 30_000,
  });
}
