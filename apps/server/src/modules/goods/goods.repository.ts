/** The small reads of the goods module: who reads, ladder tiers, hot searches, activities. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import type { TierRow } from './goods-read.ts';
import type { CatalogueViewer } from './visibility.ts';

/** 1 = approved (companies.review_status). */
export async function findViewer(ex: Executor, companyId: number): Promise<CatalogueViewer | null> {
  const rows = await rowsOf<{ review_status: number; province: string; customer_type: string }>(
    ex,
    sql`SELECT review_status, province, customer_type FROM companies WHERE id = ${companyId}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    companyId,
    approved: row.review_status === 1,
    province: row.province,
    customerType: row.customer_type,
  };
}

export function listLadderTiers(ex: Executor, offerIds: number[]): Promise<TierRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return rowsOf<TierRow>(
    ex,
    sql`SELECT offer_id, quantity, price FROM ladder_prices
      WHERE offer_id = ANY(${sql.param(offerIds)}::int[]) ORDER BY offer_id, quantity`,
  );
}

export function listHotSearches(ex: Executor): Promise<{ name: string; url: string }[]> {
  return rowsOf(ex, sql`SELECT name, url FROM hot_searches ORDER BY sort, id`);
}

export interface ActivityRow {
  goods_id: number | null;
  id: number;
  kind: string;
  title: string;
  description: string;
  starts_at: number | null;
  ends_at: number | null;
}

/**
 * Enabled activities whose window contains now; of the given goods, or all when null. A store-wide
 * (is_global) 满减/满折 covers a goods that no goods-level one covers, as in the cart's pricing.
 */
export function listCurrentActivities(ex: Executor, goodsIds: number[] | null): Promise<ActivityRow[]> {
  const columns = sql`a.id, a.kind, a.title, a.description,
    extract(epoch FROM a.starts_at)::int AS starts_at, extract(epoch FROM a.ends_at)::int AS ends_at`;
  const current = (alias: string) =>
    sql.raw(`${alias}.is_enabled AND (${alias}.starts_at IS NULL OR ${alias}.starts_at <= now())
      AND (${alias}.ends_at IS NULL OR ${alias}.ends_at > now())`);
  if (goodsIds === null) {
    return rowsOf<ActivityRow>(
      ex,
      sql`SELECT ${columns}, NULL::int AS goods_id FROM activities a WHERE ${current('a')} ORDER BY a.sort, a.id`,
    );
  }
  const ids = sql`${sql.param(goodsIds)}::int[]`;
  return rowsOf<ActivityRow>(
    ex,
    sql`SELECT id, kind, title, description, starts_at, ends_at, goods_id FROM (
        SELECT ${columns}, ag.goods_id, a.sort FROM activities a
        JOIN activity_goods ag ON ag.activity_id = a.id AND ag.goods_id = ANY(${ids})
        WHERE ${current('a')}
        UNION ALL
        SELECT ${columns}, g.id, a.sort FROM activities a CROSS JOIN unnest(${ids}) AS g(id)
        WHERE a.is_global AND a.kind IN ('manjian', 'discount') AND ${current('a')}
          AND NOT EXISTS (SELECT 1 FROM activity_goods own JOIN activities b ON b.id = own.activity_id
            WHERE own.goods_id = g.id AND b.kind IN ('manjian', 'discount') AND ${current('b')})
      ) AS found
      ORDER BY sort, id`,
  );
}
