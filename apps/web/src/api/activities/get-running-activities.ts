/** GET /api/goods/activities: the activities running now, in the store's order, with their zone entries. */
import type { ActivityEntry } from '@mall/shared/zone-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { activityKeys } from './activity-keys';

const RUNNING_STALE_MS = 60_000;

export async function getRunningActivities(signal?: AbortSignal): Promise<ActivityEntry[]> {
  const res = await api.get<ActivityEntry[]>('/api/goods/activities', undefined, { signal });
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
