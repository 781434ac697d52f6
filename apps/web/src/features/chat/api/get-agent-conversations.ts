/**
 * GET /api/chat/agent/conversations: every conversation, most recent first. Silent, so a buyer who
 * opens the agent page reads the refusal on the page (a guest is still sent to log in).
 */
import { CHAT_AGENT_CONVERSATIONS_URL, type ChatConversationSummary } from '@mall/shared/chat';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/api/chat/chat-keys';
import { api } from '@/api/client';

export function getAgentConversations(signal?: AbortSignal): Promise<ChatConversationSummary[]> {
  return api
    .get<ChatConversationSummary[]>(CHAT_AGENT_CONVERSATIONS_URL, undefined, { silent: true, signal })
    .then((r) => r.data);
}

export function useAgentConversations(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.agentConversations,
    queryFn: ({ signal }) => getAgentConversations(signal),
    enabled,
    retry: false,
  });
}
