/**
 * GET /api/order/{id}: one of the member's orders, for the detail page and for checkout's pay and
 * done pages. Both read it under one key, so an order paid or moved is fresh on every page.
 * `pollMs` refetches while an online payment is awaited; polls are silent, so a passing network
 * hiccup shows nothing.
 */
import type { OrderDetail } from '@mall/shared/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './order-keys';

export function getOrder(
  id: number,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/api/order/${id}`, undefined, options).then((r) => r.data);
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** `retry: false` on the checkout pages: a wrong id there shows its message at once. */
export function useOrder(id: number, options: { pollMs?: number | false; retry?: false } = {}) {
  const { pollMs = false, retry } = options;
  return useQuery({
    ...orderQueryOptions(id),
    queryFn: ({ signal }) => getOrder(id, { signal, silent: pollMs !== false }),
    refetchInterval: pollMs,
    ...(retry === false ? { retry } : {}),
  });
}
