/**
 * GET /api/chat/conversation: the member's conversation (unread count, the agents' read marker),
 * for the chat frame and the side bar's 客服 marker. Silent: a store without chat gets the refusal
 * shown in the frame, not as a dialog.
 */
import { CHAT_CONVERSATION_URL, type ChatConversationSelf } from '@mall/shared/chat';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { chatKeys } from './chat-keys';

export function getConversation(signal?: AbortSignal): Promise<ChatConversationSelf> {
  return api
    .get<ChatConversationSelf>(CHAT_CONVERSATION_URL, undefined, { silent: true, signal })
    .then((r) => r.data);
}

export function useConversation(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.conversation,
    queryFn: ({ signal }) => getConversation(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
