/** The small reads of the goods module: who reads, ladder tiers, hot searches, activities. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import {
  type ActivityViewer,
  listReachingActivities,
  listScopedActivities,
  type ScopedActivityRow,
} from './activity-scope.repository.ts';
import { resolveActivities } from './activity-scope.ts';
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

const toActivityRow = (row: ScopedActivityRow): ActivityRow => ({
  goods_id: row.goods_id,
  id: row.id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
});

/**
 * Current activities reaching this viewer (decision 019); of the given goods, or all when null.
 * Each row names the goods it applies to (store-wide 满减/满折 included where no goods-level one
 * applies), by sort then id.
 */
export async function listCurrentActivities(
  ex: Executor,
  goodsIds: number[] | null,
  viewer: ActivityViewer,
): Promise<ActivityRow[]> {
  if (goodsIds === null) return (await listReachingActivities(ex, viewer)).map(toActivityRow);
  return currentActivitiesOf(await listScopedActivities(ex, goodsIds, viewer), goodsIds);
}

/** Of scoped rows already read for these goods, the activities that apply to each, as listed. */
export function currentActivitiesOf(
  rows: readonly ScopedActivityRow[],
  goodsIds: readonly number[],
): ActivityRow[] {
  return goodsIds.flatMap((goodsId) =>
    resolveActivities(rows, goodsId).map((row) => ({ ...toActivityRow(row), goods_id: goodsId })),
  );
}
