/**
 * The rules of the customer-service chat. A member chats when the store they act for has
 * is_can_chat; agents (operators with the console's chat permission, decision 020) see every
 * conversation. Every message is stored, and the
 * conversation moved to the top of the agents' list, in one transaction before anyone is told;
 * a resend with the same client_id is stored once. Read markers only move forward.
 */
import {
  CHAT_IMAGE_FIELD,
  type ChatConversationSelf,
  type ChatConversationSummary,
  type ChatHistory,
  type ChatKind,
  type ChatMessage,
  chatImageUrl,
  CHAT_MESSAGES as M,
} from '@mall/shared/chat';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  FileStore,
  IMAGE_TYPE_MESSAGE,
  imageMimeOf,
  openStoredFile,
  type UploadForm,
} from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import type { StoredImage } from '../after-sale/after-sale.repository.ts';
import {
  advanceReadMarker,
  type ChatMessageRow,
  type ConversationRow,
  countUnread,
  countUnreadForAgents,
  ensureConversationOfMember,
  findChatParticipant,
  findConversation,
  findConversationOfMember,
  findImageMessage,
  findMessages,
  insertMessage,
  listConversationSummaries,
  listMessagesAfter,
  listMessagesBefore,
  touchConversation,
} from './chat.repository.ts';
import { imageFormFields } from './chat.schemas.ts';
import type { ChatHub } from './chat-hub.ts';

/** Who acts in the chat: a member in their own conversation, or an agent (an operator) in any. */
export type ChatActor = { sender: 'member'; memberId: number } | { sender: 'agent'; operatorId: number };

/** The agents' list shows this many conversations, newest activity first. */
export const AGENT_LIST_MAX = 200;
/** A reconnecting socket receives what it missed in pages of this many messages. */
const CATCH_UP_PAGE = 200;

export type MemberActor = Extract<ChatActor, { sender: 'member' }>;

export async function memberActor(ctx: AppContext, session: SessionInfo): Promise<MemberActor> {
  const row = await findChatParticipant(ctx.db, session.memberId, session.companyId);
  if (!row?.isCanChat) throw new AppError('forbidden', M.notEnabled);
  return { memberId: session.memberId, sender: 'member' };
}

/** An operator answering; the route's guard has checked the chat permission. */
export const operatorActor = (operatorId: number): ChatActor => ({ sender: 'agent', operatorId });

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender: row.sender,
    sender_name: row.senderName,
    kind: row.kind,
    text: row.text,
    image: row.kind === 'image' ? chatImageUrl(row.id) : '',
    client_id: row.clientId ?? '',
    created_at: row.createdAt,
  };
}

async function messageById(ctx: AppContext, id: number): Promise<ChatMessage> {
  const [row] = await findMessages(ctx.db, [id]);
  if (!row) throw new Error(`chat message ${id} vanished`);
  return toChatMessage(row);
}

/**
 * A read: polled by the side bar on every page, it must not open a conversation for everyone
 * who may chat. The conversation starts with the member's first message or chat socket.
 */
export async function ownConversation(ctx: AppContext, actor: MemberActor): Promise<ChatConversationSelf> {
  const conversation = await findConversationOfMember(ctx.db, actor.memberId);
  if (!conversation) return { id: 0, unread: 0, agent_read_id: 0 };
  return {
    id: conversation.id,
    unread: await countUnread(ctx.db, conversation, 'agent'),
    agent_read_id: conversation.agentReadId,
  };
}

export interface HistoryPage {
  before?: number | undefined;
  limit: number;
}

async function history(ctx: AppContext, conversationId: number, page: HistoryPage): Promise<ChatHistory> {
  const rows = await listMessagesBefore(ctx.db, conversationId, page.before, page.limit + 1);
  return {
    list: rows.slice(0, page.limit).reverse().map(toChatMessage),
    has_more: rows.length > page.limit,
  };
}

export async function ownHistory(
  ctx: AppContext,
  actor: MemberActor,
  page: HistoryPage,
): Promise<ChatHistory> {
  const conversation = await findConversationOfMember(ctx.db, actor.memberId);
  return conversation ? history(ctx, conversation.id, page) : { list: [], has_more: false };
}

/** A conversation an agent names; an unknown id is "not found". */
export async function agentConversation(ctx: AppContext, id: number): Promise<ConversationRow> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw new AppError('not_found', M.conversationNotFound);
  return conversation;
}

export async function agentHistory(ctx: AppContext, conversationId: number, page: HistoryPage) {
  await agentConversation(ctx, conversationId);
  return history(ctx, conversationId, page);
}

export async function agentConversations(ctx: AppContext): Promise<ChatConversationSummary[]> {
  const rows = await listConversationSummaries(ctx.db, AGENT_LIST_MAX);
  const last = await findMessages(
    ctx.db,
    rows.map((r) => r.lastMessageId),
  );
  const byId = new Map(last.map((m) => [m.id, toChatMessage(m)]));
  return rows.map((row) => ({
    id: row.id,
    member_id: row.memberId,
    member_name: row.memberName,
    company_name: row.companyName,
    last_message: byId.get(row.lastMessageId) ?? null,
    unread: row.unread,
    member_read_id: row.memberReadId,
    updated_at: row.updatedAt,
  }));
}

export interface NewMessage {
  /** Required of agents; a member always writes in their own conversation. */
  conversationId?: number | undefined;
  clientId: string | null;
  kind: ChatKind;
  text: string;
  image: StoredImage | null;
}

/**
 * Stores the message, then delivers it to the conversation's member and every agent. A resend
 * is answered with the stored copy and delivered to nobody (they have it already).
 */
export async function postMessage(
  ctx: AppContext,
  hub: ChatHub,
  actor: ChatActor,
  input: NewMessage,
): Promise<{ message: ChatMessage; created: boolean }> {
  const stored = await ctx.db.transaction(async (tx) => {
    let conversation: ConversationRow | undefined;
    if (actor.sender === 'member') conversation = await ensureConversationOfMember(tx, actor.memberId);
    else if (input.conversationId !== undefined)
      conversation = await findConversation(tx, input.conversationId);
    if (!conversation) throw new AppError('not_found', M.conversationNotFound);
    const result = await insertMessage(tx, {
      conversationId: conversation.id,
      sender: actor.sender,
      senderId: actor.sender === 'member' ? actor.memberId : null,
      operatorId: actor.sender === 'agent' ? actor.operatorId : null,
      kind: input.kind,
      text: input.text,
      image: input.image,
      clientId: input.clientId,
    });
    if (result.created) await touchConversation(tx, conversation.id, result.id);
    return { ...result, memberId: conversation.memberId };
  });
  const message = await messageById(ctx, stored.id);
  if (stored.created) await hub.publish({ memberId: stored.memberId, frame: { type: 'message', message } });
  return { message, created: stored.created };
}

/** Moves the actor's read marker; the other side (and the actor's other tabs) hear of it. */
export async function markRead(
  ctx: AppContext,
  hub: ChatHub,
  actor: ChatActor,
  messageId: number,
  conversationId?: number,
): Promise<void> {
  let conversation: ConversationRow | undefined;
  if (actor.sender === 'member') conversation = await findConversationOfMember(ctx.db, actor.memberId);
  else if (conversationId !== undefined) conversation = await findConversation(ctx.db, conversationId);
  if (!conversation) throw new AppError('not_found', M.conversationNotFound);
  const marker = await advanceReadMarker(ctx.db, conversation.id, actor.sender, messageId);
  if (marker === undefined) return;
  await hub.publish({
    memberId: conversation.memberId,
    frame: { type: 'read', conversation_id: conversation.id, reader: actor.sender, message_id: marker },
  });
}

/** What a socket opened with `after` receives before it is live, page by page. */
export async function* missedMessages(
  ctx: AppContext,
  conversationId: number | null,
  after: number,
): AsyncGenerator<ChatMessage[]> {
  let cursor = after;
  for (;;) {
    const rows = await listMessagesAfter(ctx.db, conversationId, cursor, CATCH_UP_PAGE);
    if (rows.length === 0) return;
    yield rows.map(toChatMessage);
    if (rows.length < CATCH_UP_PAGE) return;
    cursor = rows[rows.length - 1]?.id ?? cursor;
  }
}

/** The socket's opening state: the member's conversation (created now) or none for agents. */
export async function socketStart(
  ctx: AppContext,
  actor: ChatActor,
): Promise<{ conversationId: number | null; unread: number }> {
  if (actor.sender === 'agent') return { conversationId: null, unread: await countUnreadForAgents(ctx.db) };
  const conversation = await ensureConversationOfMember(ctx.db, actor.memberId);
  return { conversationId: conversation.id, unread: await countUnread(ctx.db, conversation, 'agent') };
}

/** An image's bytes for the conversation's member; to any other member "not found". */
export async function openChatImage(ctx: AppContext, session: SessionInfo, messageId: number) {
  await memberActor(ctx, session);
  const found = await findImageMessage(ctx.db, messageId);
  if (!found || found.memberId !== session.memberId) throw new AppError('not_found', M.imageNotFound);
  return openStoredFile(ctx.config.dataDir, found.image, M.imageNotFound);
}

/** An image's bytes for an agent (any conversation's). */
export async function openAgentChatImage(ctx: AppContext, messageId: number) {
  const found = await findImageMessage(ctx.db, messageId);
  if (!found) throw new AppError('not_found', M.imageNotFound);
  return openStoredFile(ctx.config.dataDir, found.image, M.imageNotFound);
}

/**
 * An uploaded image becomes a message like a text: checked by its content (a renamed file of
 * another kind is refused), stored in the upload store, then delivered. A refusal stores nothing.
 */
export async function postImage(
  ctx: AppContext,
  hub: ChatHub,
  actor: ChatActor,
  form: UploadForm,
  conversationId?: number,
): Promise<ChatMessage> {
  const { client_id: clientId } = parseInput(imageFormFields, form.fields);
  const file = form.file;
  if (!file) throw AppError.validation({ [CHAT_IMAGE_FIELD]: [M.imageMissing] });
  const mime = await imageMimeOf(file.bytes);
  if (!mime) throw AppError.validation({ [CHAT_IMAGE_FIELD]: [IMAGE_TYPE_MESSAGE] });
  if (actor.sender === 'agent' && conversationId !== undefined) await agentConversation(ctx, conversationId);
  const sha256 = await FileStore.inDataDir(ctx.config.dataDir).save(file.bytes);
  const { message } = await postMessage(ctx, hub, actor, {
    conversationId,
    clientId: clientId ?? null,
    kind: 'image',
    text: '',
    image: { sha256, mime, size: file.bytes.length },
  });
  return message;
}
