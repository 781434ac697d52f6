import type { InspectionReport } from '@mall/shared/goods';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** GET /api/jybg/filter: the quality-inspection reports of a goods' batch (members only). */
export async function getInspectionReports(
  goodsId: number,
  batchNumber: string | undefined,
  signal?: AbortSignal,
): Promise<InspectionReport[]> {
  const res = await api.get<InspectionReport[]>(
    '/api/jybg/filter',
    { goods_id: goodsId, batch_number: batchNumber || undefined },
    { silent: true, signal },
  );
  return res.data;
}

export function useInspectionReports(goodsId: number, batchNumber: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['jybg', goodsId, batchNumber ?? ''] as const,
    queryFn: ({ signal }) => getInspectionReports(goodsId, batchNumber, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
