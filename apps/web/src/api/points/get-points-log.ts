/** GET /api/user/points_log: the store's points ledger, newest first, with its points now. */
import type { PointsLogPage, PointsLogType } from '@mall/shared/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { pointsKeys } from './points-keys';

export const POINTS_LOG_PAGE_SIZE = 10;

export interface PointsLogQuery {
  page: number;
  /** rows that added points, or rows that took them; all without it */
  type?: PointsLogType;
}

export function getPointsLog(query: PointsLogQuery, signal?: AbortSignal): Promise<PointsLogPage> {
  return api
    .get<PointsLogPage>('/api/user/points_log', { ...query, page_size: POINTS_LOG_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function pointsLogQueryOptions(query: PointsLogQuery) {
  return queryOptions({
    queryKey: pointsKeys.log(query),
    queryFn: ({ signal }) => getPointsLog(query, signal),
  });
}

export function usePointsLog(query: PointsLogQuery) {
  return useQuery({ ...pointsLogQueryOptions(query), placeholderData: keepPreviousData });
}
