/** The small reads of the goods module: who reads, ladder tiers, hot searches, activities. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { TierRow } from './goods-read.ts';
import { rowsOf } from './sql-rows.ts';
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

/** Enabled activities whose window contains now; of the given goods, or all when null. */
export function listCurrentActivities(ex: Executor, goodsIds: number[] | null): Promise<ActivityRow[]> {
  const ofGoods =
    goodsIds === null
      ? sql`NULL::int AS goods_id FROM activities a`
      : sql`ag.goods_id FROM activities a JOIN activity_goods ag ON ag.activity_id = a.id
          AND ag.goods_id = ANY(${sql.param(goodsIds)}::int[])`;
  return rowsOf<ActivityRow>(
    ex,
    sql`SELECT a.id, a.kind, a.title, a.description,
        extract(epoch FROM a.starts_at)::int AS starts_at, extract(epoch FROM a.ends_at)::int AS ends_at,
        ${ofGoods}
      WHERE a.is_enabled AND (a.starts_at IS NULL OR a.starts_at <= now())
        AND (a.ends_at IS NULL OR a.ends_at > now())
      ORDER BY a.sort, a.id`,
  );
}
