/** GET /api/goods/activities: the activities running now, in the store's order. */
import type { GoodsActivity } from '@mall/shared/goods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { activityKeys } from './activity-keys';

const RUNNING_STALE_MS = 60_000;

export async function getRunningActivities(signal?: AbortSignal): Promise<GoodsActivity[]> {
  const res = await api.get<GoodsActivity[]>('/api/goods/activities', undefined, { signal });
  return res.data;
}

export function runningActivitiesQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.running(),
    queryFn: ({ signal }) => getRunningActivities(signal),
    staleTime: RUNNING_STALE_MS,
  });
}

export function useRunningActivities() {
  return useQuery(runningActivitiesQueryOptions());
}
