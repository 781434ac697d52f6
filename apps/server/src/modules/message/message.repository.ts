/** The only SQL of a store's messages. Every query is scoped to one store. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

export type MessageRow = typeof messages.$inferSelect;

const ofStore = (companyId: number, isRead?: boolean) =>
  isRead === undefined
    ? eq(messages.companyId, companyId)
    : and(eq(messages.companyId, companyId), eq(messages.isRead, isRead));

export async function countMessages(ex: Executor, companyId: number, isRead?: boolean): Promise<number> {
  const rows = await ex.select({ n: count() }).from(messages).where(ofStore(companyId, isRead));
  return rows[0]?.n ?? 0;
}

/** Newest first. */
export async function listMessages(
  ex: Executor,
  companyId: number,
  filter: { isRead?: boolean; limit: number; offset: number },
): Promise<MessageRow[]> {
  return ex
    .select()
    .from(messages)
    .where(ofStore(companyId, filter.isRead))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function messageExists(ex: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** Marks unread messages read (one, or all of the store's); returns how many changed. */
export async function markRead(ex: Executor, companyId: number, id?: number): Promise<number> {
  const scope = and(eq(messages.companyId, companyId), eq(messages.isRead, false));
  const rows = await ex
    .update(messages)
    .set({ isRead: true })
    .where(id === undefined ? scope : and(scope, eq(messages.id, id)))
    .returning({ id: messages.id });
  return rows.length;
}
