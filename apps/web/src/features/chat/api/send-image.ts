/**
 * POST /api/chat/image (member) or the conversation's image call (agent): one photo as multipart
 * `image` with the client_id that makes a resent upload stored once. The server stores it as a message and delivers it over the sockets, the sender's too.
 */
import { CHAT_IMAGE_FIELD, CHAT_IMAGE_URL, type ChatMessage, chatAgentImageUrl } from '@mall/shared/chat';
import { api } from '@/api/client';

export function sendImage(conversationId: number | null, file: File, clientId: string): Promise<ChatMessage> {
  const form = new FormData();
  form.append('client_id', clientId);
  form.append(CHAT_IMAGE_FIELD, file, file.name);
  const url = conversationId === null ? CHAT_IMAGE_URL : chatAgentImageUrl(conversationId);
  return api.post<ChatMessage>(url, form, { cancelGroup: `chat-image:${clientId}` }).then((r) => r.data);
}
