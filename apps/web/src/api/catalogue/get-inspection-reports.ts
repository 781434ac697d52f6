/**
 * GET /api/jybg/filter?goods_id=&batch_number=: the quality-inspection reports of a goods' batch
 * (members only), for the detail page and for each line of an order.
 */
import type { InspectionReport } from '@mall/shared/goods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { catalogueKeys } from './catalogue-keys';

export async function getInspectionReports(
  goodsId: number,
  batchNumber: string | undefined,
  signal?: AbortSignal,
): Promise<InspectionReport[]> {
  const res = await api.get<InspectionReport[]>(
    '/api/jybg/filter',
    { goods_id: goodsId, batch_number: batchNumber || undefined },
    // An order's lines ask side by side: each needs its own cancel group.
    { silent: true, signal, cancelGroup: `jybg:${goodsId}:${batchNumber ?? ''}` },
  );
  return res.data;
}

export function inspectionReportsQueryOptions(goodsId: number, batchNumber: string | undefined) {
  return queryOptions({
    queryKey: catalogueKeys.reports(goodsId, batchNumber ?? ''),
    queryFn: ({ signal }) => getInspectionReports(goodsId, batchNumber, signal),
    staleTime: 5 * 60_000,
  });
}

export function useInspectionReports(goodsId: number, batchNumber: string | undefined, enabled: boolean) {
  return useQuery({ ...inspectionReportsQueryOptions(goodsId, batchNumber), enabled });
}
