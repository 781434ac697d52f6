/**
 * The desk's calls (routes under /api/admin/chat, on the operator session): the conversation list,
 * a page of a conversation's history and an image reply (multipart, with the console's CSRF header
 * as adminApi sends it on JSON writes). Image messages are read through the agents' own image
 * route, so every message the desk holds has its `image` pointed there.
 */
import {
  CHAT_AGENT_CONVERSATIONS_URL,
  CHAT_HISTORY_PAGE,
  CHAT_IMAGE_FIELD,
  type ChatConversationSummary,
  type ChatHistory,
  type ChatMessage,
  chatAgentImageBytesUrl,
  chatAgentImageUrl,
  chatAgentMessagesUrl,
} from '@mall/shared/chat';
import { Code } from '@mall/shared/codes';
import { useQuery } from '@tanstack/react-query';
import { AdminApiError, adminApi } from '../../api';
import { adminKeys } from '../../session';

export const kefuKeys = {
  conversations: [...adminKeys.all, 'kefu', 'conversations'] as const,
  history: (conversationId: number) => [...adminKeys.all, 'kefu', 'history', conversationId] as const,
};

/** The message as the desk shows it: an image is read through the agents' route. */
export const forDesk = (message: ChatMessage): ChatMessage =>
  message.kind === 'image' ? { ...message, image: chatAgentImageBytesUrl(message.id) } : message;

const conversationsForDesk = (list: ChatConversationSummary[]): ChatConversationSummary[] =>
  list.map((c) => (c.last_message ? { ...c, last_message: forDesk(c.last_message) } : c));

export function useDeskConversations() {
  return useQuery({
    queryKey: kefuKeys.conversations,
    queryFn: async () =>
      conversationsForDesk(await adminApi.get<ChatConversationSummary[]>(CHAT_AGENT_CONVERSATIONS_URL)),
    retry: false,
  });
}

export async function getDeskHistory(conversationId: number, before?: number): Promise<ChatHistory> {
  const params = before === undefined ? { limit: CHAT_HISTORY_PAGE } : { before, limit: CHAT_HISTORY_PAGE };
  const history = await adminApi.get<ChatHistory>(chatAgentMessagesUrl(conversationId), params);
  return { ...history, list: history.list.map(forDesk) };
}

/** The newest page of a thread; never cached once closed (the socket takes over from it). */
export function useDeskLatestHistory(conversationId: number, enabled: boolean) {
  return useQuery({
    queryKey: kefuKeys.history(conversationId),
    queryFn: () => getDeskHistory(conversationId),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

function xsrfToken(): string {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === 'op_xsrf')
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return '';
}

/** One photo into the conversation; the client_id makes a resent upload stored once. */
export async function sendDeskImage(
  conversationId: number,
  file: File,
  clientId: string,
): Promise<ChatMessage> {
  const form = new FormData();
  form.append('client_id', clientId);
  form.append(CHAT_IMAGE_FIELD, file, file.name);
  let envelope: { code: number; msg: string; data: ChatMessage; errors?: Record<string, string[]> } | null;
  try {
    const response = await fetch(chatAgentImageUrl(conversationId), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
    });
    envelope = await response.json().catch(() => null);
  } catch {
    throw new AdminApiError(0, '网络异常，请稍后重试');
  }
  if (!envelope) throw new AdminApiError(0, '图片发送失败，请稍后重试');
  if (envelope.code !== Code.Ok) {
    const first = Object.values(envelope.errors ?? {})[0]?.[0];
    throw new AdminApiError(envelope.code, first ?? envelope.msg, envelope.errors);
  }
  return forDesk(envelope.data);
}
