/** Lucky draws (抽奖, migration 0025) as the console edits them; the store's draw module reads the same rows. */
import type { AdminLotteryPrize } from '@mall/shared/admin-marketing';
import type { LotteryInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, timestampAt, wholeEpoch } from '../../db/sql-rows.ts';

export interface LotteryRecord {
  id: number;
  title: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  chances_per_store: number;
  is_active: boolean;
  ad_image: string;
  ad_url: string;
  draws: number;
}

const columns = sql`d.id, d.title, d.rules, ${wholeEpoch(sql`d.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`d.ends_at`)} AS ends_at, d.chances_per_store, d.is_active, d.ad_image, d.ad_url,
  (SELECT count(*)::int FROM draw_records r WHERE r.activity_id = d.id) AS draws`;

export async function listLotteries(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: LotteryRecord[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.keyword) parts.push(sql`d.title ILIKE ${containsPattern(query.keyword)}`);
  const where = sql.join(parts, sql` AND `);
  const [count] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM draw_activities d WHERE ${where}`,
  );
  const rows = await rowsOf<LotteryRecord>(
    ex,
    sql`SELECT ${columns} FROM draw_activities d WHERE ${where} ORDER BY d.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findLottery(
  ex: Executor,
  id: number,
  lock = false,
): Promise<LotteryRecord | undefined> {
  const [row] = await rowsOf<LotteryRecord>(
    ex,
    sql`SELECT ${columns} FROM draw_activities d WHERE d.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function prizesOf(
  ex: Executor,
  lotteryIds: readonly number[],
): Promise<Map<number, AdminLotteryPrize[]>> {
  if (lotteryIds.length === 0) return new Map();
  const rows = await rowsOf<AdminLotteryPrize & { activity_id: number }>(
    ex,
    sql`SELECT activity_id, id, name, remarks, kind, coupon_id, coupon_days, amount, weight, stock, sort
      FROM draw_prizes WHERE activity_id = ANY(${ids(lotteryIds)}) ORDER BY activity_id, sort, id`,
  );
  const map = new Map<number, AdminLotteryPrize[]>();
  for (const { activity_id, ...p } of rows) map.set(activity_id, [...(map.get(activity_id) ?? []), p]);
  return map;
}

/**
 * Locks the activity's prizes in id order (a draw takes the activity's row, then its prize's) and
 * returns their stock as it is now (null: unlimited), by id.
 */
export async function lockPrizeStocks(ex: Executor, lotteryId: number): Promise<Map<number, number | null>> {
  const rows = await rowsOf<{ id: number; stock: number | null }>(
    ex,
    sql`SELECT id, stock FROM draw_prizes WHERE activity_id = ${lotteryId} ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Prizes (of those given) that have been drawn: their records name them, so they stay. */
export async function drawnPrizes(ex: Executor, prizeIds: readonly number[]): Promise<number[]> {
  if (prizeIds.length === 0) return [];
  const rows = await rowsOf<{ prize_id: number }>(
    ex,
    sql`SELECT DISTINCT prize_id FROM draw_records WHERE prize_id = ANY(${ids(prizeIds)})`,
  );
  return rows.map((r) => r.prize_id);
}

export async function missingCoupons(ex: Executor, couponIds: readonly number[]): Promise<number[]> {
  if (couponIds.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM coupons WHERE id = ANY(${ids(couponIds)})`,
  );
  const found = new Set(rows.map((r) => r.id));
  return couponIds.filter((id) => !found.has(id));
}

const values = (input: LotteryInput) => sql`${input.title}, ${input.rules}, ${timestampAt(input.starts_at)},
  ${timestampAt(input.ends_at)}, ${input.chances_per_store}, ${input.is_active}, ${input.ad_image}, ${input.ad_url}`;

export async function insertLottery(ex: Executor, input: LotteryInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO draw_activities (title, rules, starts_at, ends_at, chances_per_store, is_active, ad_image, ad_url)
      VALUES (${values(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateLottery(ex: Executor, id: number, input: LotteryInput): Promise<void> {
  await ex.execute(
    sql`UPDATE draw_activities SET (title, rules, starts_at, ends_at, chances_per_store, is_active, ad_image, ad_url)
      = (${values(input)}) WHERE id = ${id}`,
  );
}

type PrizeInput = LotteryInput['prizes'][number];
const prizeValues = (
  p: PrizeInput,
) => sql`${p.name}, ${p.remarks}, ${p.kind}, ${p.coupon_id}, ${p.coupon_days},
  ${p.amount}, ${p.weight}, ${p.stock}, ${p.sort}`;

/**
 * The activity's prizes become `prizes`: those with an id updated, new ones added, the rest removed.
 * Prizes in `stockKept` keep their stock as it is (draws may have taken some since the form opened).
 */
export async function replacePrizes(
  ex: Executor,
  id: number,
  prizes: readonly PrizeInput[],
  stockKept: ReadonlySet<number> = new Set(),
): Promise<void> {
  const keep = prizes.flatMap((p) => (p.id === null ? [] : [p.id]));
  await ex.execute(sql`DELETE FROM draw_prizes WHERE activity_id = ${id} AND NOT (id = ANY(${ids(keep)}))`);
  for (const p of prizes) {
    if (p.id === null)
      await ex.execute(
        sql`INSERT INTO draw_prizes (activity_id, name, remarks, kind, coupon_id, coupon_days, amount, weight, stock, sort)
          VALUES (${id}, ${prizeValues(p)})`,
      );
    else
      await ex.execute(
        sql`UPDATE draw_prizes SET name = ${p.name}, remarks = ${p.remarks}, kind = ${p.kind},
          coupon_id = ${p.coupon_id}, coupon_days = ${p.coupon_days}, amount = ${p.amount}, weight = ${p.weight},
          ${stockKept.has(p.id) ? sql`` : sql`stock = ${p.stock},`} sort = ${p.sort}
          WHERE id = ${p.id} AND activity_id = ${id}`,
      );
  }
}
