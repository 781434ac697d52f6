/**
 * The agent page's conversation list kept live from socket frames, as pure updates of the list
 * the HTTP call returned (newest activity first).
 */
import type { ChatConversationSummary, ChatMessage, ChatServerFrame } from '@mall/shared/chat';

const byActivity = (a: ChatConversationSummary, b: ChatConversationSummary) =>
  b.updated_at - a.updated_at || (b.last_message?.id ?? 0) - (a.last_message?.id ?? 0) || b.id - a.id;

/**
 * A new message: it becomes its conversation's last message (a member's also counts as unread)
 * and the conversation moves to the top. Null when the conversation is not listed yet (a member
 * who wrote for the first time): the list must be fetched again.
 */
export function withMessage(
  list: readonly ChatConversationSummary[],
  message: ChatMessage,
): ChatConversationSummary[] | null {
  const index = list.findIndex((c) => c.id === message.conversation_id);
  const current = list[index];
  if (!current) return null;
  if (current.last_message && current.last_message.id >= message.id) return list as ChatConversationSummary[];
  const updated: ChatConversationSummary = {
    ...current,
    last_message: message,
    updated_at: Math.max(current.updated_at, message.created_at),
    unread: current.unread + (message.sender === 'member' ? 1 : 0),
  };
  return list.map((c) => (c.id === updated.id ? updated : c)).sort(byActivity);
}

/** A read frame: the member's moves the 已读 marker, an agent's (this one or another) clears the count. */
export function withRead(
  list: readonly ChatConversationSummary[],
  frame: Extract<ChatServerFrame, { type: 'read' }>,
): ChatConversationSummary[] {
  return list.map((c) => {
    if (c.id !== frame.conversation_id) return c;
    if (frame.reader === 'member')
      return { ...c, member_read_id: Math.max(c.member_read_id, frame.message_id) };
    const lastMemberId = c.last_message?.sender === 'member' ? c.last_message.id : 0;
    return frame.message_id >= lastMemberId ? { ...c, unread: 0 } : c;
  });
}

/** This agent has read the conversation up to its newest message. */
export function withOwnRead(
  list: readonly ChatConversationSummary[],
  conversationId: number,
): ChatConversationSummary[] {
  return list.map((c) => (c.id === conversationId && c.unread !== 0 ? { ...c, unread: 0 } : c));
}

/** The highest message id the list knows of: where an agent socket starts before any thread is open. */
export function lastListedId(list: readonly ChatConversationSummary[]): number {
  return list.reduce((max, c) => Math.max(max, c.last_message?.id ?? 0), 0);
}

/** What the list shows of a last message. */
export function previewOf(message: ChatMessage | null): string {
  if (!message) return '暂无消息';
  const text = message.kind === 'image' ? '[图片]' : message.text;
  return message.sender === 'agent' ? `客服：${text}` : text;
}
