/**
 * The only SQL of the home page's blocks. Lists first pick the offers they show (one per goods,
 * by the catalogue's visibility rules and best-offer order), then listOfferRows reads those
 * offers fresh, so a cached pick never shows stale stock or prices.
 */
import { FAST_BUY_ORDER_STATUSES } from '@mall/shared/self-service';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, homeFloors } from '../../db/schema.ts';
import { epoch, ids, rowsOf } from '../../db/sql-rows.ts';
import { activityReaches } from '../goods/activity-scope.repository.ts';
import {
  type CatalogueFilter,
  goodsConditions,
  offerConditions,
} from '../goods/catalogue-filter.repository.ts';
import { bestOfferOrder, type OfferRow, offerColumns } from '../goods/goods-columns.repository.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';

/** offers.type of a flash-sale (秒杀) offer. */
const FLASH_TYPE = 1;
/** offers.type of an ordinary offer. */
const PLAIN_TYPE = 0;
/** The tag of a special-price (特价) offer. */
const SPECIAL_TAG = '特';

export type BlockOrder = 'newest' | 'sales';

const ORDERS: Record<BlockOrder, SQL> = {
  newest: sql`g.created_at DESC, g.id DESC`,
  sales: sql`g.sales DESC, g.id`,
};

/** The filter's offer conditions on alias `o`, as extra AND terms. */
function offerWhere(filter: CatalogueFilter, viewer: CatalogueViewer | null): SQL {
  const offer = offerConditions(filter, 'o', viewer);
  return offer.length ? sql` AND ${sql.join(offer, sql` AND `)}` : sql``;
}

/** A top-level category by name (the first by menu order), or undefined. */
export async function findRootCategoryId(ex: Executor, name: string): Promise<number | undefined> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM categories WHERE parent_id IS NULL AND name = ${name} ORDER BY sort, id LIMIT 1`,
  );
  return rows[0]?.id;
}

/**
 * The offers shown for the first `limit` goods the viewer may see that match the filter, in
 * the given order: each goods' best offer among those matching the filter's offer conditions.
 */
export async function listGoodsOfferIds(
  ex: Executor,
  filter: CatalogueFilter,
  viewer: CatalogueViewer | null,
  order: BlockOrder,
  limit: number,
): Promise<number[]> {
  const rows = await rowsOf<{ offer_id: number }>(
    ex,
    sql`SELECT o.id AS offer_id FROM goods g
      JOIN LATERAL (SELECT o.id FROM offers o WHERE o.goods_id = g.id${offerWhere(filter, viewer)} ${bestOfferOrder(viewer)}) o ON true
      WHERE ${goodsConditions(filter, viewer)}
      ORDER BY ${ORDERS[order]} LIMIT ${limit}`,
  );
  return rows.map((r) => r.offer_id);
}

/**
 * Recommended goods (为你推荐) matching the filter: the best sellers of the categories the store bought from in paid
 * orders first, then the best sellers of the whole catalogue; each goods once, ties by id. Both
 * halves are index scans cut at `limit`; guests (companyId null) get the second half only.
 */
export async function listRecommendedOfferIds(
  ex: Executor,
  filter: CatalogueFilter,
  viewer: CatalogueViewer | null,
  companyId: number | null,
  limit: number,
): Promise<number[]> {
  const where = goodsConditions(filter, viewer);
  const rows = await rowsOf<{ offer_id: number }>(
    ex,
    sql`WITH bought AS (
        SELECT DISTINCT bg.category_id FROM orders bo
        JOIN order_lines bl ON bl.order_id = bo.id
        JOIN goods bg ON bg.id = bl.goods_id
        WHERE bo.company_id = ${companyId} AND bo.status = ANY(${ids(FAST_BUY_ORDER_STATUSES)})
      ), picked AS (
        (SELECT g.id, 0 AS tier, g.sales FROM goods g
          WHERE g.category_id IN (SELECT category_id FROM bought) AND ${where}
          ORDER BY g.sales DESC, g.id LIMIT ${limit})
        UNION ALL
        (SELECT g.id, 1 AS tier, g.sales FROM goods g WHERE ${where} ORDER BY g.sales DESC, g.id LIMIT ${limit})
      ), ranked AS (
        SELECT id, min(tier) AS tier, max(sales) AS sales FROM picked GROUP BY id
        ORDER BY 2, 3 DESC, 1 LIMIT ${limit}
      )
      SELECT o.id AS offer_id FROM ranked r
      JOIN LATERAL (SELECT o.id FROM offers o WHERE o.goods_id = r.id${offerWhere(filter, viewer)} ${bestOfferOrder(viewer)}) o ON true
      ORDER BY r.tier, r.sales DESC, r.id`,
  );
  return rows.map((r) => r.offer_id);
}

export interface SpikeRow {
  activity_id: number;
  title: string;
  /** Unix seconds; null when the round has no start or no end */
  starts_at: number | null;
  ends_at: number | null;
  offer_id: number;
}

/**
 * The flash round shown now and its first `limit` offers by sales. A round is an enabled flash
 * activity's flash (type 1) offers that share a sale window (the offer's own window, else the
 * activity's). Of the rounds running at `nowSeconds` the one that started last wins (a new
 * round, such as the daily 10:00 one, takes over the strip); when none runs, the next one to
 * start. No rows: no round is running or coming.
 */
export function findSpikeRound(
  ex: Executor,
  viewer: CatalogueViewer | null,
  nowSeconds: number,
  limit: number,
): Promise<SpikeRow[]> {
  const now = sql`to_timestamp(${nowSeconds}::float8)`;
  const running = sql`(starts_at IS NULL OR starts_at <= ${now})`;
  return rowsOf<SpikeRow>(
    ex,
    sql`WITH flash AS (
        SELECT a.id AS activity_id, a.title, a.sort, o.id AS offer_id, g.id AS goods_id, g.sales,
          coalesce(o.sale_starts_at, a.starts_at) AS starts_at, coalesce(o.sale_ends_at, a.ends_at) AS ends_at
        FROM activities a
        JOIN activity_goods ag ON ag.activity_id = a.id
        JOIN goods g ON g.id = ag.goods_id
        JOIN offers o ON o.goods_id = g.id AND o.type = ${FLASH_TYPE}
        WHERE a.kind = 'flash' AND a.is_enabled AND ${activityReaches(viewer)} AND ${goodsConditions({}, viewer)}
      ), round AS (
        SELECT activity_id, title, sort, starts_at, ends_at FROM flash
        WHERE ends_at IS NULL OR ends_at > ${now}
        GROUP BY activity_id, title, sort, starts_at, ends_at
        ORDER BY ${running} DESC, CASE WHEN ${running} THEN starts_at END DESC NULLS LAST,
          starts_at ASC, ends_at ASC NULLS LAST, sort, activity_id
        LIMIT 1
      )
      SELECT r.activity_id, r.title, ${epoch(sql`r.starts_at`)} AS starts_at, ${epoch(sql`r.ends_at`)} AS ends_at,
        f.offer_id
      FROM round r JOIN flash f ON f.activity_id = r.activity_id
        AND f.starts_at IS NOT DISTINCT FROM r.starts_at AND f.ends_at IS NOT DISTINCT FROM r.ends_at
      ORDER BY f.sales DESC, f.goods_id, f.offer_id
      LIMIT ${limit}`,
  );
}

/**
 * Every flash round (as findSpikeRound groups them) whose window meets [fromSeconds, toSeconds),
 * by start, with each round's first `perRound` offers by sales; at most `maxRounds` rounds.
 */
export function listSpikeRounds(
  ex: Executor,
  viewer: CatalogueViewer | null,
  fromSeconds: number,
  toSeconds: number,
  maxRounds: number,
  perRound: number,
): Promise<SpikeRow[]> {
  const from = sql`to_timestamp(${fromSeconds}::float8)`;
  const to = sql`to_timestamp(${toSeconds}::float8)`;
  return rowsOf<SpikeRow>(
    ex,
    sql`WITH flash AS (
        SELECT a.id AS activity_id, a.title, a.sort, o.id AS offer_id, g.id AS goods_id, g.sales,
          coalesce(o.sale_starts_at, a.starts_at) AS starts_at, coalesce(o.sale_ends_at, a.ends_at) AS ends_at
        FROM activities a
        JOIN activity_goods ag ON ag.activity_id = a.id
        JOIN goods g ON g.id = ag.goods_id
        JOIN offers o ON o.goods_id = g.id AND o.type = ${FLASH_TYPE}
        WHERE a.kind = 'flash' AND a.is_enabled AND ${activityReaches(viewer)} AND ${goodsConditions({}, viewer)}
      ), rounds AS (
        SELECT activity_id, title, sort, starts_at, ends_at FROM flash
        WHERE (ends_at IS NULL OR ends_at > ${from}) AND (starts_at IS NULL OR starts_at < ${to})
        GROUP BY activity_id, title, sort, starts_at, ends_at
        ORDER BY starts_at ASC NULLS FIRST, ends_at ASC NULLS LAST, sort, activity_id
        LIMIT ${maxRounds}
      ), ranked AS (
        SELECT r.activity_id, r.title, r.sort, r.starts_at, r.ends_at, f.offer_id, f.sales, f.goods_id,
          row_number() OVER (PARTITION BY r.activity_id, r.starts_at, r.ends_at
            ORDER BY f.sales DESC, f.goods_id, f.offer_id) AS n
        FROM rounds r JOIN flash f ON f.activity_id = r.activity_id
          AND f.starts_at IS NOT DISTINCT FROM r.starts_at AND f.ends_at IS NOT DISTINCT FROM r.ends_at
      )
      SELECT activity_id, title, ${epoch(sql`starts_at`)} AS starts_at, ${epoch(sql`ends_at`)} AS ends_at, offer_id
      FROM ranked WHERE n <= ${perRound}
      ORDER BY starts_at ASC NULLS FIRST, ends_at ASC NULLS LAST, sort, activity_id, n`,
  );
}

/** Units of each offer in paid orders (the flash page's stock progress), by offer id. */
export async function listSoldUnits(ex: Executor, offerIds: readonly number[]): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await rowsOf<{ offer_id: number; sold: number }>(
    ex,
    sql`SELECT l.offer_id, sum(l.quantity)::int AS sold FROM order_lines l
      JOIN orders o ON o.id = l.order_id
      WHERE l.offer_id = ANY(${ids(offerIds)}) AND o.status = ANY(${ids(FAST_BUY_ORDER_STATUSES)})
      GROUP BY l.offer_id`,
  );
  return new Map(rows.map((r) => [r.offer_id, Number(r.sold)]));
}

/**
 * Special-price offers (tag 特) for the daily deals of `day`: ordinary offers one can buy now
 * (buyable, stock for at least the minimum quantity) of goods on sale under no sales control, so
 * the pick is the same for every reader. One offer per goods (its cheapest); the goods are
 * shuffled by a hash of their id and the day, so each day draws another selection.
 */
export async function listSpecialOfferIds(ex: Executor, day: string, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ offer_id: number }>(
    ex,
    sql`SELECT offer_id FROM (
        SELECT DISTINCT ON (o.goods_id) o.id AS offer_id, o.goods_id FROM offers o
        JOIN goods g ON g.id = o.goods_id
        WHERE ${SPECIAL_TAG} = ANY(o.tags) AND o.type = ${PLAIN_TYPE} AND o.is_buy
          AND o.stock >= o.min_quantity AND ${goodsConditions({}, null)}
        ORDER BY o.goods_id, o.base_price, o.id
      ) special
      ORDER BY md5(goods_id::text || ':' || ${day}), offer_id
      LIMIT ${limit}`,
  );
  return rows.map((r) => r.offer_id);
}

/**
 * The regular price (fen) of each special offer's goods: the highest base price among the goods'
 * other ordinary offers without the special tag, by offer id; absent when the goods has none.
 */
export async function listRegularPrices(
  ex: Executor,
  offerIds: readonly number[],
): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await rowsOf<{ offer_id: number; price: number }>(
    ex,
    sql`SELECT s.id AS offer_id, max(o.base_price)::int AS price FROM offers s
      JOIN offers o ON o.goods_id = s.goods_id AND o.id <> s.id AND o.type = ${PLAIN_TYPE}
        AND NOT (${SPECIAL_TAG} = ANY(o.tags))
      WHERE s.id = ANY(${ids(offerIds)})
      GROUP BY s.id`,
  );
  return new Map(rows.map((r) => [r.offer_id, Number(r.price)]));
}

/** An offer as the lists read it, with its flash window and the price a flash price is cut from. */
export interface HomeOfferRow extends OfferRow {
  original_price: number | null;
  /** Unix seconds */
  sale_starts_at: number | null;
  sale_ends_at: number | null;
}

/** The offers of goods still on sale, in the order of `offerIds`. */
export async function listOfferRows(ex: Executor, offerIds: readonly number[]): Promise<HomeOfferRow[]> {
  if (offerIds.length === 0) return [];
  const rows = await rowsOf<HomeOfferRow>(
    ex,
    sql`SELECT ${offerColumns}, o.original_price, ${epoch(sql`o.sale_starts_at`)} AS sale_starts_at,
        ${epoch(sql`o.sale_ends_at`)} AS sale_ends_at
      FROM offers o JOIN goods g ON g.id = o.goods_id
      JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE o.id = ANY(${ids(offerIds)}) AND g.is_on_sale`,
  );
  const byId = new Map(rows.map((row) => [row.offer_id, row]));
  return offerIds.flatMap((id) => byId.get(id) ?? []);
}

const floorColumns = {
  id: homeFloors.id,
  categoryId: homeFloors.categoryId,
  title: homeFloors.title,
  categoryName: categories.name,
  banner: homeFloors.banner,
  url: homeFloors.url,
};

const shownFloor = and(eq(homeFloors.isEnabled, true), eq(categories.isShown, true));

/** Enabled floors of shown categories, in order. */
export function listFloors(ex: Executor, limit: number) {
  return ex
    .select(floorColumns)
    .from(homeFloors)
    .innerJoin(categories, eq(categories.id, homeFloors.categoryId))
    .where(shownFloor)
    .orderBy(asc(homeFloors.sort), asc(homeFloors.id))
    .limit(limit);
}

/** The enabled floor of a shown category, or undefined. */
export async function findFloor(ex: Executor, categoryId: number) {
  const rows = await ex
    .select(floorColumns)
    .from(homeFloors)
    .innerJoin(categories, eq(categories.id, homeFloors.categoryId))
    .where(and(shownFloor, eq(homeFloors.categoryId, categoryId)))
    .limit(1);
  return rows[0];
}

/** The shown children of these categories, in menu order. */
export function listChildCategories(ex: Executor, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return ex
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(and(inArray(categories.parentId, parentIds), eq(categories.isShown, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
}
