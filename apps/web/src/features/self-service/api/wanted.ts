/** POST /api/user/buy, GET /api/user/buy (page) and GET /api/user/buy/{id}: wanted varieties. */
import type { Page } from '@mall/shared/codes';
import type { WantedInput, WantedRead } from '@mall/shared/self-service';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { selfServiceKeys } from './self-service-keys';

export const WANTED_PAGE_SIZE = 10;

export function useWantedList(page: number) {
  return useQuery({
    queryKey: selfServiceKeys.wanted(page),
    queryFn: ({ signal }): Promise<Page<WantedRead>> =>
      api
        .get<Page<WantedRead>>('/api/user/buy', { page, page_size: WANTED_PAGE_SIZE }, { signal })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useWanted(id: number | null) {
  return useQuery({
    queryKey: selfServiceKeys.wantedOne(id ?? 0),
    queryFn: ({ signal }): Promise<WantedRead> =>
      api.get<WantedRead>(`/api/user/buy/${id}`, undefined, { signal, silent: true }).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });
}

export function useCreateWanted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WantedInput) => api.post<WantedRead>('/api/user/buy', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfServiceKeys.wantedAll }),
  });
}
