/**
 * POST /api/user/message/{id}/read and POST /api/user/message/read_all. Both change the unread
 * count the side bar shows from the base call, so that query is refreshed too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';
import { messageKeys } from './get-messages';

function useRefreshAfter<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.base }),
      ]),
  });
}

export function useReadMessage() {
  return useRefreshAfter((id: number) => api.post<null>(`/api/user/message/${id}/read`));
}

export function useReadAllMessages() {
  return useRefreshAfter(() => api.post<null>('/api/user/message/read_all'));
}
