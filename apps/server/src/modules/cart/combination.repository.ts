/** The SQL of combination packages (type 3 lines): by id for the cart, and the page of current ones. */
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
}

const combinationColumns = sql`c.id, c.title, c.price, c.member_limit, ${epoch(sql`c.starts_at`)} AS starts_at,
  ${epoch(sql`c.ends_at`)} AS ends_at, c.is_enabled, (${inWindow('c')}) AS in_window,
  (SELECT coalesce(json_agg(json_build_object('offer_id', ci.offer_id, 'quantity', ci.quantity)
    ORDER BY ci.offer_id), '[]'::json) FROM combination_items ci WHERE ci.combination_id = c.id) AS items,
  (SELECT json_build_object('name', cg.gift_name, 'quantity', cg.quantity, 'goods_id', cg.goods_id,
      'image', coalesce(gg.images->>0, ''))
    FROM combination_gifts cg LEFT JOIN goods gg ON gg.id = cg.goods_id WHERE cg.combination_id = c.id) AS gift`;

export function listCombinationsById(
  ex: Executor,
  combinationIds: readonly number[],
): Promise<CombinationRow[]> {
  if (combinationIds.length === 0) return Promise.resolve([]);
  return rowsOf<CombinationRow>(ex, combinationsQuery(combinationIds));
}

/** listCombinationsById's statement, to read with others (readTogether). */
export const combinationsQuery = (combinationIds: readonly number[]): SQL =>
  sql`SELECT ${combinationColumns} FROM combinations c WHERE c.id = ANY(${ids(combinationIds)})`;

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
      sql`SELECT ${combinationColumns} FROM combinations c WHERE ${where}
        ORDER BY c.sort, c.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
  ]);
  return { total: count[0]?.n ?? 0, rows };
}
