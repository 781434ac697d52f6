/** The only SQL of feedback: a member's own rows, newest first, and the operator's reply. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feedback } from '../../db/schema.ts';
import type { StoredImage } from '../after-sale/after-sale.repository.ts';

export type NewFeedback = Pick<
  typeof feedback.$inferSelect,
  'memberId' | 'companyId' | 'type' | 'content' | 'contact'
> & {
  /** The column is untyped jsonb; what goes in is the stored images. */
  images: StoredImage[];
};

export async function insertFeedback(ex: Executor, row: NewFeedback): Promise<number> {
  const [inserted] = await ex.insert(feedback).values(row).returning({ id: feedback.id });
  if (!inserted) throw new Error('feedback insert returned nothing');
  return inserted.id;
}

const epoch = (column: typeof feedback.createdAt | typeof feedback.repliedAt) =>
  sql<number | null>`floor(extract(epoch FROM ${column}))::int`;

const columns = {
  id: feedback.id,
  type: feedback.type,
  content: feedback.content,
  contact: feedback.contact,
  images: feedback.images,
  reply: feedback.reply,
  repliedAt: epoch(feedback.repliedAt),
  createdAt: epoch(feedback.createdAt).mapWith(Number),
};

export type FeedbackRow = Awaited<ReturnType<typeof listOwnFeedback>>[number];

export function listOwnFeedback(ex: Executor, memberId: number, page: { limit: number; offset: number }) {
  return ex
    .select(columns)
    .from(feedback)
    .where(eq(feedback.memberId, memberId))
    .orderBy(desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOwnFeedback(ex: Executor, memberId: number): Promise<number> {
  const rows = await ex.select({ n: count() }).from(feedback).where(eq(feedback.memberId, memberId));
  return rows[0]?.n ?? 0;
}

export async function findOwnFeedback(ex: Executor, memberId: number, id: number) {
  const rows = await ex
    .select(columns)
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.memberId, memberId)));
  return rows[0];
}

/** The operator's answer; a second reply replaces the first. False when there is no such row. */
export async function setFeedbackReply(
  ex: Executor,
  id: number,
  reply: string,
  operator: string,
): Promise<boolean> {
  const rows = await ex
    .update(feedback)
    .set({ reply, repliedBy: operator, repliedAt: new Date() })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  return rows.length > 0;
}
