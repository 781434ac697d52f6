/** GET /api/user/message (page, page_size): the member's messages, newest first. */
import type { Page } from '@mall/shared/codes';
import { MESSAGE_PAGE_SIZE, type MemberMessage } from '@mall/shared/message';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Rooted under 'user' so logging out drops them with the other member-only answers. */
export const messageKeys = {
  all: ['user', 'message'] as const,
  page: (page: number) => ['user', 'message', page] as const,
};

export function getMessages(page: number, signal?: AbortSignal): Promise<Page<MemberMessage>> {
  return api
    .get<Page<MemberMessage>>('/api/user/message', { page, page_size: MESSAGE_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function useMessages(page: number) {
  return useQuery({
    queryKey: messageKeys.page(page),
    queryFn: ({ signal }) => getMessages(page, signal),
    placeholderData: keepPreviousData,
  });
}
