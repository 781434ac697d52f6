/** GET /api/draw/new_record?id=: the latest wins of the activity for the marquee (stores' names masked). */
import type { DrawWinner } from '@mall/shared/draw';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { drawKeys } from './draw-keys';

export function getDrawWinners(id: number, signal?: AbortSignal): Promise<DrawWinner[]> {
  return api.get<DrawWinner[]>('/api/draw/new_record', { id }, { silent: true, signal }).then((r) => r.data);
}

export function drawWinnersQueryOptions(id: number) {
  return queryOptions({
    queryKey: drawKeys.winners(id),
    queryFn: ({ signal }) => getDrawWinners(id, signal),
  });
}

export function useDrawWinners(id: number) {
  return useQuery(drawWinnersQueryOptions(id));
}
