/** GET /api/draw/{id}/activity: the activity's title, rules, prizes and the store's chances left. */
import type { DrawActivity } from '@mall/shared/draw';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { drawKeys } from './draw-keys';

export function getDrawActivity(id: number, signal?: AbortSignal): Promise<DrawActivity> {
  return api.get<DrawActivity>(`/api/draw/${id}/activity`, undefined, { signal }).then((r) => r.data);
}

export function drawActivityQueryOptions(id: number) {
  return queryOptions({
    queryKey: drawKeys.activity(id),
    queryFn: ({ signal }) => getDrawActivity(id, signal),
  });
}

export function useDrawActivity(id: number) {
  return useQuery(drawActivityQueryOptions(id));
}
