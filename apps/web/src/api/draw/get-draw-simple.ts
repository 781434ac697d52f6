/**
 * GET /api/draw/simple: the activity of the home pop-up, `{ id, is_join }` (null for a guest or
 * when none runs). Silent and never retried: if it fails the pop-up stops asking (SPEC §8).
 */
import type { DrawEntry } from '@mall/shared/draw';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { drawKeys } from './draw-keys';

export function getDrawSimple(signal?: AbortSignal): Promise<DrawEntry | null> {
  return api
    .get<DrawEntry | null>('/api/draw/simple', undefined, { silent: true, signal })
    .then((r) => r.data);
}

export function drawSimpleQueryOptions() {
  return queryOptions({
    queryKey: drawKeys.simple,
    queryFn: ({ signal }) => getDrawSimple(signal),
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDrawSimple(enabled: boolean) {
  return useQuery({ ...drawSimpleQueryOptions(), enabled });
}
