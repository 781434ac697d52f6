/** Message rows for the chat unit tests. */
import type { ChatMessage } from '@mall/shared/chat';

export function message(id: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 1,
    sender: 'member',
    sender_name: '张三',
    kind: 'text',
    text: `消息 ${id}`,
    image: '',
    client_id: '',
    created_at: 1_790_000_000 + id,
    ...fields,
  };
}
