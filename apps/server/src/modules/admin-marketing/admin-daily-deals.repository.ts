/**
 * The 每日特价 pool as the store reads it (home.repository listSpecialOfferIds): ordinary offers
 * tagged 特. The console lists the pool and puts an offer in or out of it.
 */
import type { AdminDailyDeal } from '@mall/shared/admin-marketing';
import type { MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf } from '../../db/sql-rows.ts';

const SPECIAL_TAG = '特';
const PLAIN_TYPE = 0;

export async function listDailyDeals(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: Omit<AdminDailyDeal, 'today'>[]; total: number }> {
  const parts: SQL[] = [sql`${SPECIAL_TAG} = ANY(o.tags)`, sql`o.type = ${PLAIN_TYPE}`];
  if (query.keyword)
    parts.push(sql`(g.name ILIKE ${containsPattern(query.keyword)} OR o.id::text = ${query.keyword})`);
  const where = sql.join(parts, sql` AND `);
  const [count] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM offers o JOIN goods g ON g.id = o.goods_id WHERE ${where}`,
  );
  const rows = await rowsOf<Omit<AdminDailyDeal, 'today'>>(
    ex,
    sql`SELECT o.id, o.id AS offer_id, g.id AS goods_id, g.name || ' ' || g.spec AS goods_name, o.base_price AS price,
        (SELECT max(r.base_price)::int FROM offers r WHERE r.goods_id = o.goods_id AND r.id <> o.id
          AND r.type = ${PLAIN_TYPE} AND NOT (${SPECIAL_TAG} = ANY(r.tags))) AS regular_price,
        o.stock, o.is_buy
      FROM offers o JOIN goods g ON g.id = o.goods_id WHERE ${where}
      ORDER BY o.id DESC LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export interface DealOffer {
  id: number;
  type: number;
  special: boolean;
}

export async function findDealOffer(ex: Executor, offerId: number): Promise<DealOffer | undefined> {
  const [row] = await rowsOf<DealOffer>(
    ex,
    sql`SELECT id, type, ${SPECIAL_TAG} = ANY(tags) AS special FROM offers WHERE id = ${offerId} FOR UPDATE`,
  );
  return row;
}

export async function setSpecialTag(ex: Executor, offerId: number, special: boolean): Promise<void> {
  await ex.execute(
    special
      ? sql`UPDATE offers SET tags = array_append(array_remove(tags, ${SPECIAL_TAG}), ${SPECIAL_TAG}) WHERE id = ${offerId}`
      : sql`UPDATE offers SET tags = array_remove(tags, ${SPECIAL_TAG}) WHERE id = ${offerId}`,
  );
}
