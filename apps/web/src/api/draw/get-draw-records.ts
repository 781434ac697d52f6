/** GET /api/draw/record: the store's own draws, newest first, one page at a time. */
import type { Page } from '@mall/shared/codes';
import type { DrawRecord } from '@mall/shared/draw';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { drawKeys } from './draw-keys';

export const DRAW_RECORDS_PAGE_SIZE = 5;

export function getDrawRecords(page: number, signal?: AbortSignal): Promise<Page<DrawRecord>> {
  return api
    .get<Page<DrawRecord>>('/api/draw/record', { page, page_size: DRAW_RECORDS_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function drawRecordsQueryOptions(page: number) {
  return queryOptions({
    queryKey: drawKeys.records(page),
    queryFn: ({ signal }) => getDrawRecords(page, signal),
  });
}

export function useDrawRecords(page: number) {
  return useQuery({ ...drawRecordsQueryOptions(page), placeholderData: keepPreviousData });
}
