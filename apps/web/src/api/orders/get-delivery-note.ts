/** GET /api/order/{id}/delivery_note: the 随货同行单 of a shipped order, fetched when it is opened. */
import type { DeliveryNote } from '@mall/shared/documents';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './order-keys';

export function useDeliveryNote(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.detail(orderId), 'delivery-note'] as const,
    queryFn: ({ signal }) =>
      api.get<DeliveryNote>(`/api/order/${orderId}/delivery_note`, undefined, { signal }).then((r) => r.data),
    enabled,
  });
}
