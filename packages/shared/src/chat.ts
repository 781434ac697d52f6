/**
 * Customer-service chat (issue 7): a member of a store whose base says is_can_chat talks with the
 * store's agents (operators of the console with the chat permission, decision 020). One conversation per member; every message is
 * stored before it is delivered, so history, unread counts and reconnects read the database.
 *
 * Real time runs over one WebSocket per open chat: /api/chat/ws for a member, /api/admin/chat/ws
 * for an agent (on the operator session). A client that reconnects passes `after` (the last message id it holds) and first
 * receives every message it missed; text it sent while offline is resent with the same client_id
 * and stored once.
 */

export type ChatSender = 'member' | 'agent';
export type ChatKind = 'text' | 'image';

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender: ChatSender;
  /** The member's or agent's display name. */
  sender_name: string;
  kind: ChatKind;
  /** The text, or '' for an image. */
  text: string;
  /** For an image: its URL (readable by the conversation's member and agents only); else ''. */
  image: string;
  /** The sender's own id for the message (resends of one message are stored once), or ''. */
  client_id: string;
  /** Unix seconds. */
  created_at: number;
}

export interface ChatHistory {
  list: ChatMessage[];
  /** Older messages exist before the first one listed. */
  has_more: boolean;
}

/** The member's conversation summary: GET /api/chat/conversation. */
export interface ChatConversationSelf {
  /** 0 until the member's first message or chat socket opens the conversation (the call only reads). */
  id: number;
  /** Agent messages the member has not read. */
  unread: number;
  /** Last message id the agents have read (for 已读 marks on the member's own messages). */
  agent_read_id: number;
}

/** One row of the agent page's list: GET /api/chat/agent/conversations. */
export interface ChatConversationSummary {
  id: number;
  member_id: number;
  member_name: string;
  /** The member's current store. */
  company_name: string;
  last_message: ChatMessage | null;
  /** Member messages no agent has read. */
  unread: number;
  /** Last message id the member has read (for 已读 marks on the agents' messages). */
  member_read_id: number;
  updated_at: number;
}

// Frames over the socket, as JSON text.

export type ChatClientFrame =
  /** Send text. client_id: 1–64 characters of [A-Za-z0-9_-], unique per message of this sender. */
  | { type: 'send'; client_id: string; text: string; conversation_id?: number }
  /** Mark read up to message_id (agents name the conversation). */
  | { type: 'read'; message_id: number; conversation_id?: number }
  | { type: 'ping' };

export type ChatServerFrame =
  /** A stored message (the sender gets its own back too; that is the acknowledgement). */
  | { type: 'message'; message: ChatMessage }
  /** The other side read up to message_id. */
  | { type: 'read'; conversation_id: number; reader: ChatSender; message_id: number }
  /** Sent once after connect and after the missed messages: the socket is live. */
  | { type: 'ready'; conversation_id: number | null; unread: number }
  | { type: 'pong' }
  /** A refused frame; msg is the Chinese reason. client_id names the refused send. */
  | { type: 'error'; msg: string; client_id?: string };

export const CHAT_WS_URL = '/api/chat/ws';
/** The agents' desk is in the operator console: its routes are under /api/admin, where op_sid goes. */
export const CHAT_AGENT_WS_URL = '/api/admin/chat/ws';
export const CHAT_CONVERSATION_URL = '/api/chat/conversation';
export const CHAT_MESSAGES_URL = '/api/chat/messages';
export const CHAT_IMAGE_URL = '/api/chat/image';
export const CHAT_AGENT_CONVERSATIONS_URL = '/api/admin/chat/conversations';
export const chatAgentMessagesUrl = (id: number) => `${CHAT_AGENT_CONVERSATIONS_URL}/${id}/messages`;
export const chatAgentImageUrl = (id: number) => `${CHAT_AGENT_CONVERSATIONS_URL}/${id}/image`;
/** An image message's bytes as an agent reads them (any conversation's). */
export const CHAT_AGENT_IMAGE_URL = '/api/admin/chat/image';
export const chatAgentImageBytesUrl = (messageId: number) => `${CHAT_AGENT_IMAGE_URL}/${messageId}`;
/** Where an image message's bytes are read (ChatMessage.image holds this URL). */
export const chatImageUrl = (messageId: number) => `${CHAT_IMAGE_URL}/${messageId}`;
/**
 * The multipart field of the one image an upload carries. An optional `client_id` field (same
 * pattern as for text) makes a resent upload stored once.
 */
export const CHAT_IMAGE_FIELD = 'image';

export const CHAT_TEXT_MAX = 500;
/** Messages (texts and images) a member may send per minute; agents answer many and are not held. */
export const CHAT_SENDS_PER_MINUTE = 30;
export const CHAT_HISTORY_PAGE = 30;
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A socket with no frame for this long is closed by the server; clients ping more often. */
export const CHAT_IDLE_MS = 60_000;
export const CHAT_PING_MS = 25_000;
/** Close codes the server uses: idle too long (reconnect when needed); the session ended (log in again). */
export const CHAT_CLOSE_IDLE = 4000;
export const CHAT_CLOSE_SIGNED_OUT = 4001;

export const CHAT_MESSAGES = {
  notEnabled: '您的店铺暂未开通在线客服',
  agentOnly: '仅客服人员可以使用此页面',
  empty: '请输入消息内容',
  tooLong: `消息不能超过${CHAT_TEXT_MAX}个字`,
  badFrame: '消息格式不正确',
  tooFast: '发送太频繁，请稍后再试',
  conversationNotFound: '会话不存在',
  badClientId: '消息编号不正确',
  imageMissing: '请选择要发送的图片',
  imageNotFound: '图片不存在',
} as const;
