/** GET /api/jybg/filter?goods_id=&batch_number=: the inspection reports of one order line's batch. */
import type { InspectionReport } from '@mall/shared/goods';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from '@/api/orders/order-keys';

export function useBatchReports(goodsId: number, batchNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.reports(goodsId, batchNumber),
    queryFn: ({ signal }) =>
      api
        .get<InspectionReport[]>(
          '/api/jybg/filter',
          { goods_id: goodsId, batch_number: batchNumber || undefined },
          // One request per line runs side by side: each needs its own cancel group.
          { silent: true, signal, cancelGroup: `jybg:${goodsId}:${batchNumber}` },
        )
        .then((r) => r.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}
