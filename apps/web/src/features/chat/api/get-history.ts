/**
 * A page of chat history, newest CHAT_HISTORY_PAGE messages before `before` (a message id; none
 * for the latest): GET /api/chat/messages for the member, the conversation's messages for agents.
 */
import {
  CHAT_HISTORY_PAGE,
  CHAT_MESSAGES_URL,
  type ChatHistory,
  chatAgentMessagesUrl,
} from '@mall/shared/chat';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/chat-keys';
import { api, isApiError } from '@/api/client';

function historyUrl(conversationId: number | null): string {
  return conversationId === null ? CHAT_MESSAGES_URL : chatAgentMessagesUrl(conversationId);
}

export function getHistory(conversationId: number | null, before?: number): Promise<ChatHistory> {
  const params = before === undefined ? { limit: CHAT_HISTORY_PAGE } : { before, limit: CHAT_HISTORY_PAGE };
  return api
    .get<ChatHistory>(historyUrl(conversationId), params, {
      // Older pages of one thread must not cancel its first page, nor threads each other.
      cancelGroup: `chat-history:${conversationId ?? 'self'}:${before ?? 'latest'}`,
    })
    .then((r) => r.data);
}

/**
 * The newest page of a thread (null: the member's own). Never cached once the thread is closed:
 * the socket takes over from it, and reopening a thread starts from the server again.
 */
export function useLatestHistory(conversationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.history(conversationId),
    queryFn: () => getHistory(conversationId),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** What a failed first page shows. */
export function latestError(error: unknown): string {
  return isApiError(error) && error.msg ? error.msg : '聊天记录加载失败';
}
