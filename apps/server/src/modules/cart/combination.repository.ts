/** The SQL of combination packages (type 3 lines): by id for the cart, and the page of current ones. */
import { ORDER_STATUS } from '@mall/shared/order';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, ids, inWindow, rowsOf } from '../../db/sql-rows.ts';
import { type ControlledViewer, visibleTo } from '../goods/catalogue-filter.repository.ts';

export interface CombinationRow {
  id: number;
  title: string;
  price: number;
  member_limit: number | null;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  in_window: boolean;
  items: { offer_id: number; quantity: number }[];
  /** 组合满赠: what each package comes with; null without a gift */
  gift: { name: string; quantity: number; goods_id: number | null; image: string } | null;
  /**
   * Packages the reading store has in orders not cancelled (since the window opened), which count
   * against member_limit; 0 without a limit or a store.
   */
  bought: number;
}

/**
 * Packages of `c` the store has ordered, counted by the package's first component (each package
 * puts quantity × packages of it on one order line), less units refunded before they shipped. A
 * guest's statement has no subquery at all.
 */
const packagesBoughtBy = (companyId: number | null) =>
  companyId === null
    ? sql`0`
    : sql`CASE WHEN c.member_limit IS NULL THEN 0 ELSE
        (SELECT coalesce(sum((ol.quantity - ol.cancelled_quantity) / fi.quantity), 0)::int FROM order_lines ol
          JOIN orders od ON od.id = ol.order_id
          JOIN (SELECT ci.offer_id, ci.quantity FROM combination_items ci WHERE ci.combination_id = c.id
            ORDER BY ci.offer_id LIMIT 1) fi ON fi.offer_id = ol.offer_id
          WHERE ol.combination_id = c.id AND od.company_id = ${companyId}
            AND od.status <> ${ORDER_STATUS.cancelled}
            AND (c.starts_at IS NULL OR od.created_at >= c.starts_at)) END`;

const combinationColumns = (companyId: number | null) => sql`c.id, c.title, c.price, c.member_limit,
  ${packagesBoughtBy(companyId)} AS bought, ${epoch(sql`c.starts_at`)} AS starts_at,
  ${epoch(sql`c.ends_at`)} AS ends_at, c.is_enabled, (${inWindow('c')}) AS in_window,
  (SELECT coalesce(json_agg(json_build_object('offer_id', ci.offer_id, 'quantity', ci.quantity)
    ORDER BY ci.offer_id), '[]'::json) FROM combination_items ci WHERE ci.combination_id = c.id) AS items,
  (SELECT json_build_object('name', cg.gift_name, 'quantity', cg.quantity, 'goods_id', cg.goods_id,
      'image', coalesce(gg.images->>0, ''))
    FROM combination_gifts cg LEFT JOIN goods gg ON gg.id = cg.goods_id WHERE cg.combination_id = c.id) AS gift`;

/** The packages, with what `companyId`'s store has bought of each (null: a guest, none). */
export function listCombinationsById(
  ex: Executor,
  combinationIds: readonly number[],
  companyId: number | null,
): Promise<CombinationRow[]> {
  if (combinationIds.length === 0) return Promise.resolve([]);
  return rowsOf<CombinationRow>(ex, combinationsQuery(combinationIds, companyId));
}

/** listCombinationsById's statement, to read with others (readTogether). */
export const combinationsQuery = (combinationIds: readonly number[], companyId: number | null): SQL =>
  sql`SELECT ${combinationColumns(companyId)} FROM combinations c WHERE c.id = ANY(${ids(combinationIds)})`;

/**
 * Enabled, in-window packages (containing the goods when given), by sort; only packages whose
 * every goods is on sale and visible to the reader.
 */
export async function pageCombinations(
  ex: Executor,
  viewer: ControlledViewer | null,
  filter: { goodsId?: number; withGift?: boolean; limit: number; offset: number },
): Promise<{ total: number; rows: CombinationRow[] }> {
  const where = sql`c.is_enabled AND ${inWindow('c')}
    AND NOT EXISTS (SELECT 1 FROM combination_items hi JOIN offers ho ON ho.id = hi.offer_id
      JOIN goods g ON g.id = ho.goods_id WHERE hi.combination_id = c.id AND NOT (g.is_on_sale AND ${visibleTo(viewer, 'g')}))${
        filter.goodsId === undefined
          ? sql``
          : sql` AND EXISTS (SELECT 1 FROM combination_items fi JOIN offers fo ON fo.id = fi.offer_id
          WHERE fi.combination_id = c.id AND fo.goods_id = ${filter.goodsId})`
      }${filter.withGift ? sql` AND EXISTS (SELECT 1 FROM combination_gifts cg WHERE cg.combination_id = c.id)` : sql``}`;
  const [count, rows] = await Promise.all([
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM combinations c WHERE ${where}`),
    rowsOf<CombinationRow>(
      ex,
      sql`SELECT ${combinationColumns(null)} FROM combinations c WHERE ${where}
        ORDER BY c.sort, c.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
  ]);
  return { total: count[0]?.n ?? 0, rows };
}
