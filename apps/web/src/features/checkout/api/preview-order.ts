/**
 * POST /api/order/preview: the amounts of the buyer's current choices. A query keyed by the
 * choices, so every change asks again and the previous answer stays on screen meanwhile; a newer
 * request cancels an older one (the client's duplicate rule), so an old answer never lands last.
 */
import type { OrderAmounts, OrderChoices } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

export function useOrderPreview(choices: OrderChoices, enabled: boolean) {
  return useQuery<OrderAmounts>({
    queryKey: checkoutKeys.preview(choices),
    queryFn: ({ signal }) =>
      api.post<OrderAmounts>('/api/order/preview', choices, { signal }).then((r) => r.data),
    enabled: enabled && choices.ids.length > 0,
    placeholderData: (previous) => previous,
    retry: false,
    staleTime: 0,
  });
}
