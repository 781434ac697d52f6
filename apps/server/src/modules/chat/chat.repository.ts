/**
 * The only SQL of the customer-service chat: who may chat, the one conversation per member, its
 * messages (oldest first by id) and the two read markers.
 */
import type { ChatKind, ChatSender } from '@mall/shared/chat';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatConversations, chatMessages, companies, members, operators } from '../../db/schema.ts';
import type { StoredImage } from '../after-sale/after-sale.repository.ts';

const epoch = (column: typeof chatMessages.createdAt | typeof chatConversations.updatedAt) =>
  sql<number>`floor(extract(epoch FROM ${column}))::int`.mapWith(Number);

/** The name shown for a member: their name, or the login name when they gave none. */
const displayName = sql<string>`coalesce(nullif(${members.name}, ''), ${members.username})`;

export type ChatParticipantRow = Pick<typeof members.$inferSelect, 'role'> & {
  /** The member's name, or the login name when they gave none. */
  name: string;
  /** The acting store's flag; false when the store is not the member's. */
  isCanChat: boolean;
};

export async function findChatParticipant(
  ex: Executor,
  memberId: number,
  companyId: number,
): Promise<ChatParticipantRow | undefined> {
  const rows = await ex
    .select({
      name: displayName,
      role: members.role,
      isCanChat: sql<boolean>`coalesce(${companies.isCanChat}, false)`,
    })
    .from(members)
    .leftJoin(companies, and(eq(companies.id, companyId), eq(companies.memberId, members.id)))
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0];
}

// --- conversations ---

export type ConversationRow = typeof chatConversations.$inferSelect;

export async function findConversation(ex: Executor, id: number): Promise<ConversationRow | undefined> {
  const rows = await ex.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return rows[0];
}

export async function findConversationOfMember(
  ex: Executor,
  memberId: number,
): Promise<ConversationRow | undefined> {
  const rows = await ex
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.memberId, memberId))
    .limit(1);
  return rows[0];
}

/** The member's conversation, created on first use (two tabs racing create one). */
export async function ensureConversationOfMember(ex: Executor, memberId: number): Promise<ConversationRow> {
  const existing = await findConversationOfMember(ex, memberId);
  if (existing) return existing;
  await ex.insert(chatConversations).values({ memberId }).onConflictDoNothing({
    target: chatConversations.memberId,
  });
  const created = await findConversationOfMember(ex, memberId);
  if (!created) throw new Error('chat conversation vanished after insert');
  return created;
}

/** Moves the conversation to the top of the agents' list; last_message_id never goes back. */
export async function touchConversation(ex: Executor, id: number, messageId: number): Promise<void> {
  await ex
    .update(chatConversations)
    .set({
      lastMessageId: sql`GREATEST(${chatConversations.lastMessageId}, ${messageId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(chatConversations.id, id));
}

/**
 * Moves a side's read marker forward to messageId (never past the last message, never back).
 * Returns the new marker, or undefined when it did not move.
 */
export async function advanceReadMarker(
  ex: Executor,
  id: number,
  reader: ChatSender,
  messageId: number,
): Promise<number | undefined> {
  const column = reader === 'member' ? chatConversations.memberReadId : chatConversations.agentReadId;
  const target = sql`LEAST(${messageId}::bigint, ${chatConversations.lastMessageId})`;
  const rows = await ex
    .update(chatConversations)
    .set(reader === 'member' ? { memberReadId: target } : { agentReadId: target })
    .where(and(eq(chatConversations.id, id), lt(column, target)))
    .returning({ marker: column });
  return rows[0]?.marker;
}

/** Messages of `from` the other side has not read yet, in one conversation. */
export async function countUnread(ex: Executor, conversation: ConversationRow, from: ChatSender) {
  const marker = from === 'agent' ? conversation.memberReadId : conversation.agentReadId;
  const rows = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        eq(chatMessages.sender, from),
        gt(chatMessages.id, marker),
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Member messages no agent has read, over every conversation. */
export async function countUnreadForAgents(ex: Executor): Promise<number> {
  const rows = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.sender, 'member'), gt(chatMessages.id, chatConversations.agentReadId)));
  return rows[0]?.n ?? 0;
}

/** The member's chosen store, else their first (as login picks it). */
const currentStoreOf = sql`coalesce(${members.currentCompanyId},
  (SELECT min(c.id) FROM ${companies} c WHERE c.member_id = ${members.id}))`;

/** The agents' list: conversations with at least one message, newest activity first. */
export function listConversationSummaries(ex: Executor, limit: number) {
  return ex
    .select({
      id: chatConversations.id,
      memberId: chatConversations.memberId,
      memberName: displayName,
      companyName: sql<string>`coalesce(${companies.name}, '')`,
      lastMessageId: chatConversations.lastMessageId,
      memberReadId: chatConversations.memberReadId,
      updatedAt: epoch(chatConversations.updatedAt),
      unread: sql<number>`(SELECT count(*) FROM ${chatMessages}
        WHERE ${chatMessages.conversationId} = ${chatConversations.id}
          AND ${chatMessages.sender} = 'member'
          AND ${chatMessages.id} > ${chatConversations.agentReadId})::int`.mapWith(Number),
    })
    .from(chatConversations)
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(companies, eq(companies.id, currentStoreOf))
    .where(gt(chatConversations.lastMessageId, 0))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(limit);
}

// --- messages ---

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sender: sql<ChatSender>`${chatMessages.sender}`,
  /** The operator's name (or login name) for an operator's answer, else the member's. */
  senderName: sql<string>`coalesce(nullif(${operators.name}, ''), ${operators.username}, ${displayName})`,
  kind: sql<ChatKind>`${chatMessages.kind}`,
  text: chatMessages.text,
  image: sql<StoredImage | null>`${chatMessages.image}`,
  clientId: chatMessages.clientId,
  createdAt: epoch(chatMessages.createdAt),
};

export type ChatMessageRow = Awaited<ReturnType<typeof findMessages>>[number];

const selectMessages = (ex: Executor) =>
  ex
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(members, eq(members.id, chatMessages.senderId))
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId));

export function findMessages(ex: Executor, ids: readonly number[]) {
  return selectMessages(ex)
    .where(inArray(chatMessages.id, [...ids]))
    .orderBy(asc(chatMessages.id));
}

/** Newest first: `limit` messages before `before` (or the newest ones). */
export function listMessagesBefore(
  ex: Executor,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  const scope = eq(chatMessages.conversationId, conversationId);
  return selectMessages(ex)
    .where(before === undefined ? scope : and(scope, lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** Oldest first: up to `limit` messages after `after`, of one conversation or of all. */
export function listMessagesAfter(ex: Executor, conversationId: number | null, after: number, limit: number) {
  const newer = gt(chatMessages.id, after);
  return selectMessages(ex)
    .where(conversationId === null ? newer : and(newer, eq(chatMessages.conversationId, conversationId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

export interface NewChatMessage {
  conversationId: number;
  sender: ChatSender;
  /** Exactly one of the two: the member who wrote it, or the operator who answered. */
  senderId: number | null;
  operatorId: number | null;
  kind: ChatKind;
  text: string;
  image: StoredImage | null;
  clientId: string | null;
}

/**
 * Stores a message. A resend (same conversation, sender and client_id) stores nothing and
 * answers the first one's id; `created` tells the two apart.
 */
export async function insertMessage(
  ex: Executor,
  row: NewChatMessage,
): Promise<{ id: number; created: boolean }> {
  const byOperator = row.operatorId !== null;
  const [inserted] = await ex
    .insert(chatMessages)
    .values(row)
    .onConflictDoNothing(
      byOperator
        ? {
            target: [chatMessages.conversationId, chatMessages.operatorId, chatMessages.clientId],
            where: sql`client_id IS NOT NULL AND operator_id IS NOT NULL`,
          }
        : {
            target: [chatMessages.conversationId, chatMessages.senderId, chatMessages.clientId],
            where: sql`client_id IS NOT NULL`,
          },
    )
    .returning({ id: chatMessages.id });
  if (inserted) return { id: inserted.id, created: true };
  if (row.clientId === null) throw new Error('chat message insert returned nothing');
  // A new statement: it sees the first copy even when that committed while this one waited.
  const [existing] = await ex
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, row.conversationId),
        byOperator
          ? eq(chatMessages.operatorId, row.operatorId ?? 0)
          : eq(chatMessages.senderId, row.senderId ?? 0),
        eq(chatMessages.clientId, row.clientId),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('chat message conflict without a stored copy');
  return { id: existing.id, created: false };
}

/** An image message and the member whose conversation holds it (for the read check). */
export async function findImageMessage(ex: Executor, id: number) {
  const rows = await ex
    .select({ image: chatMessages.image, memberId: chatConversations.memberId })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.id, id), eq(chatMessages.kind, 'image')))
    .limit(1);
  const row = rows[0];
  return row ? { image: row.image as StoredImage, memberId: row.memberId } : undefined;
}
