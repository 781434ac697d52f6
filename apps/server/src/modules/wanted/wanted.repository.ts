/** The only SQL of wanted varieties: a member's own requests and the store's status changes. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { wantedRequests as w } from '../../db/schema.ts';

export type NewWanted = Pick<
  typeof w.$inferSelect,
  'memberId' | 'companyId' | 'goodsName' | 'spec' | 'manufacturer' | 'quantity' | 'expectedPrice' | 'note'
>;

export async function insertWanted(ex: Executor, row: NewWanted): Promise<number> {
  const [inserted] = await ex.insert(w).values(row).returning({ id: w.id });
  if (!inserted) throw new Error('wanted insert returned nothing');
  return inserted.id;
}

const epoch = (column: typeof w.createdAt) =>
  sql<number>`floor(extract(epoch FROM ${column}))::int`.mapWith(Number);

const columns = {
  id: w.id,
  goodsName: w.goodsName,
  spec: w.spec,
  manufacturer: w.manufacturer,
  quantity: w.quantity,
  expectedPrice: w.expectedPrice,
  note: w.note,
  status: w.status,
  goodsId: w.goodsId,
  reply: w.reply,
  createdAt: epoch(w.createdAt),
  updatedAt: epoch(w.updatedAt),
};

export type WantedRow = Awaited<ReturnType<typeof findOwnWanted>> & {};

export async function findOwnWanted(ex: Executor, memberId: number, id: number) {
  const rows = await ex
    .select(columns)
    .from(w)
    .where(and(eq(w.id, id), eq(w.memberId, memberId)));
  return rows[0];
}

export function listOwnWanted(ex: Executor, memberId: number, page: { limit: number; offset: number }) {
  return ex
    .select(columns)
    .from(w)
    .where(eq(w.memberId, memberId))
    .orderBy(desc(w.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOwnWanted(ex: Executor, memberId: number): Promise<number> {
  const rows = await ex.select({ n: count() }).from(w).where(eq(w.memberId, memberId));
  return rows[0]?.n ?? 0;
}

/** The store's progress on a request; 已上架 names the goods. False when there is no such row. */
export async function setWantedStatus(
  ex: Executor,
  id: number,
  change: { status: 0 | 1 | 2; goodsId: number | null; reply?: string },
): Promise<boolean> {
  const rows = await ex
    .update(w)
    .set({
      status: change.status,
      goodsId: change.goodsId,
      ...(change.reply === undefined ? {} : { reply: change.reply }),
      updatedAt: new Date(),
    })
    .where(eq(w.id, id))
    .returning({ id: w.id });
  return rows.length > 0;
}

/** Goods a request may become (已上架): it exists and is on sale. */
export async function isGoodsOnSale(ex: Executor, goodsId: number): Promise<boolean> {
  const rows = await ex.execute(sql`SELECT 1 FROM goods WHERE id = ${goodsId} AND is_on_sale`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}
