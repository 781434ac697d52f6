/**
 * The only SQL of the cart: a store's lines, the offers and packages they point at, the
 * activities covering their goods and the shipping rule. Every read takes a list of ids so a
 * cart of any size costs the same handful of statements.
 */
import { ORDER_STATUS } from '@mall/shared/order';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, ids, inWindow, rowsOf } from '../../db/sql-rows.ts';
import {
  listScopedActivities,
  type ScopedActivityRow,
  scopedActivitiesQuery,
} from '../goods/activity-scope.repository.ts';
import { type ControlledViewer, visibleColumn } from '../goods/catalogue-filter.repository.ts';
import { type OfferRow, offerColumns } from '../goods/goods-columns.repository.ts';
import type { StoreRow } from '../store/store.repository.ts';
import { type TradeUpRow, tradeUpColumns } from './trade-up.repository.ts';

export interface LineRow {
  id: number;
  company_id: number;
  offer_id: number | null;
  combination_id: number | null;
  /** the trade-up of a type 4 line, as it stands now; null otherwise */
  trade_up?: TradeUpRow | null;
  quantity: number;
  is_selected: boolean;
  type: 0 | 1 | 3 | 4;
  is_yj: boolean;
  line_key: string;
  /** the offer's goods; null for a package */
  goods_id: number | null;
  /** a package's component offers; [] otherwise */
  item_offer_ids: number[];
}

/** The line's own store, as a trade-up's reach reads it. */
const lineStore = { province: sql`rc.province`, customerType: sql`rc.customer_type` };

/**
 * Lines with what the next reads need, so those reads can run side by side. The trade-up and package
 * lookups run only for the lines that have one.
 */
const lineColumns = sql`l.id, l.company_id, l.offer_id, l.combination_id, l.quantity, l.is_selected,
  l.type::int AS type, l.is_yj, l.line_key, lo.goods_id,
  CASE WHEN l.trade_up_id IS NOT NULL THEN
    (SELECT row_to_json(tu) FROM (SELECT ${tradeUpColumns(lineStore)} FROM trade_up_offers t
      JOIN companies rc ON rc.id = l.company_id WHERE t.id = l.trade_up_id) tu) END AS trade_up,
  CASE WHEN l.combination_id IS NULL THEN '{}'::int[] ELSE
    coalesce((SELECT array_agg(ci.offer_id) FROM combination_items ci WHERE ci.combination_id = l.combination_id),
      '{}'::int[]) END AS item_offer_ids`;
const lineFrom = sql`cart_lines l LEFT JOIN offers lo ON lo.id = l.offer_id`;

/** Newest first. */
export function listLines(ex: Executor, companyId: number): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    ex,
    sql`SELECT ${lineColumns} FROM ${lineFrom} WHERE l.company_id = ${companyId} ORDER BY l.created_at DESC, l.id DESC`,
  );
}

/** Of these ids, the store's own lines, newest first. */
export function findOwnLines(
  ex: Executor,
  companyId: number,
  lineIds: readonly number[],
): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    ex,
    sql`SELECT ${lineColumns} FROM ${lineFrom} WHERE l.company_id = ${companyId} AND l.id = ANY(${ids(lineIds)})
      ORDER BY l.created_at DESC, l.id DESC`,
  );
}

export function findLinesByKey(ex: Executor, companyId: number, keys: readonly string[]): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    ex,
    sql`SELECT ${lineColumns} FROM ${lineFrom} WHERE l.company_id = ${companyId}
      AND l.line_key = ANY(${sql.param([...keys])}::text[])`,
  );
}

export async function countLines(ex: Executor, companyId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM cart_lines WHERE company_id = ${companyId}`,
  );
  return rows[0]?.n ?? 0;
}

export interface NewLine {
  companyId: number;
  key: string;
  type: 0 | 1 | 3 | 4;
  offerId: number | null;
  combinationId: number | null;
  /** type 4 only */
  tradeUpId?: number | null;
  isYj: boolean;
  /** the line's quantity after the merge */
  quantity: number;
}

/** Inserts the line, or sets the merged quantity of the line with the same key (and selects it). */
export async function upsertLine(ex: Executor, line: NewLine): Promise<void> {
  await ex.execute(
    sql`INSERT INTO cart_lines (company_id, offer_id, combination_id, quantity, type, is_yj, line_key, trade_up_id)
      VALUES (${line.companyId}, ${line.offerId}, ${line.combinationId}, ${line.quantity}, ${line.type},
        ${line.isYj}, ${line.key}, ${line.tradeUpId ?? null})
      ON CONFLICT (company_id, line_key) DO UPDATE
        SET quantity = EXCLUDED.quantity, is_selected = true, updated_at = now()`,
  );
}

export async function setQuantity(ex: Executor, lineId: number, quantity: number): Promise<void> {
  await ex.execute(
    sql`UPDATE cart_lines SET quantity = ${quantity}, updated_at = now() WHERE id = ${lineId}`,
  );
}

export async function setSelected(
  ex: Executor,
  companyId: number,
  lineIds: readonly number[],
  selected: boolean,
): Promise<void> {
  await ex.execute(
    sql`UPDATE cart_lines SET is_selected = ${selected}, updated_at = now()
      WHERE company_id = ${companyId} AND id = ANY(${ids(lineIds)})`,
  );
}

export async function deleteLines(
  ex: Executor,
  companyId: number,
  lineIds: readonly number[],
): Promise<void> {
  await ex.execute(sql`DELETE FROM cart_lines WHERE company_id = ${companyId} AND id = ANY(${ids(lineIds)})`);
}

/** An offer with what the cart checks besides the catalogue columns. */
export interface OfferInfo extends OfferRow {
  /** 上市许可持有人 */
  mah: string;
  is_on_sale: boolean;
  /** not controlled, or controlled with a rule that allows the store */
  visible: boolean;
  scope_name: string;
  sale_starts_at: number | null;
  sale_ends_at: number | null;
  original_price: number | null;
  /** the store's in-window negotiated price */
  negotiated_price: number | null;
  /**
   * Units of this offer the store has in orders not cancelled (since the sale window opened), which
   * count against member_limit; 0 when the offer has no limit or nobody reads as a store.
   */
  bought: number;
}

/** Who reads: a store (its controlled-goods visibility and negotiated prices), or a guest. */
export interface Reader {
  companyId: number | null;
  viewer: ControlledViewer | null;
}

export const readerOf = (store: StoreRow): Reader => ({
  companyId: store.id,
  viewer: { province: store.province, customerType: store.customer_type },
});

/**
 * Units of the offer the store has in orders that count against member_limit: not those of a
 * cancelled order, nor units refunded before they shipped (as a closed order's). A guest's statement
 * has no subquery at all, so each text keeps one plan PostgreSQL can reuse (named-statements.ts).
 */
const boughtBy = (companyId: number | null) =>
  companyId === null
    ? sql`0`
    : sql`CASE WHEN o.member_limit IS NULL THEN 0 ELSE
          (SELECT coalesce(sum(ol.quantity - ol.cancelled_quantity), 0)::int FROM order_lines ol JOIN orders od ON od.id = ol.order_id
            WHERE ol.offer_id = o.id AND ol.combination_id IS NULL AND od.company_id = ${companyId}
              AND od.status <> ${ORDER_STATUS.cancelled}
              AND (o.sale_starts_at IS NULL OR od.created_at >= o.sale_starts_at)) END`;

/** Offers with what the cart checks; the negotiated price by its key (one per store and offer). */
const offersWhere = (reader: Reader, where: SQL) =>
  sql`SELECT ${offerColumns}, g.mah, g.is_on_sale, ${visibleColumn(reader.viewer, 'g')} AS visible,
      s.name AS scope_name, ${epoch(sql`o.sale_starts_at`)} AS sale_starts_at,
      ${epoch(sql`o.sale_ends_at`)} AS sale_ends_at, o.original_price,
      np.price AS negotiated_price, ${boughtBy(reader.companyId)} AS bought
    FROM offers o JOIN goods g ON g.id = o.goods_id
    JOIN manufacturers m ON m.id = g.manufacturer_id
    JOIN business_scopes s ON s.id = g.scope_id
    LEFT JOIN negotiated_prices np ON np.company_id = ${reader.companyId} AND np.offer_id = o.id AND ${inWindow('np')}
    WHERE ${where}`;

/** listOffers's statement, to read with others (readTogether). */
export const offersQuery = (reader: Reader, offerIds: readonly number[]): SQL =>
  offersWhere(reader, sql`o.id = ANY(${ids(offerIds)})`);

export function listOffers(ex: Executor, reader: Reader, offerIds: readonly number[]): Promise<OfferInfo[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return rowsOf<OfferInfo>(ex, offersQuery(reader, offerIds));
}

/**
 * The offers the store's cart lines point at, its packages' components included, found from the
 * store alone: the read can run beside the read of the lines instead of after it. The ids are an
 * array built first, so the plan does not depend on the store: PostgreSQL keeps one generic plan
 * for the statement instead of planning it again for each store (1.5 ms a call at 200,000 offers).
 */
export function listCartOffers(ex: Executor, reader: Reader, companyId: number): Promise<OfferInfo[]> {
  return rowsOf<OfferInfo>(
    ex,
    offersWhere(
      reader,
      sql`o.id = ANY(ARRAY(SELECT cl.offer_id FROM cart_lines cl WHERE cl.company_id = ${companyId} AND cl.offer_id IS NOT NULL
        UNION ALL SELECT ci.offer_id FROM cart_lines cl JOIN combination_items ci ON ci.combination_id = cl.combination_id
        WHERE cl.company_id = ${companyId}))`,
    ),
  );
}

export interface LadderRow {
  id: number;
  offer_id: number;
  quantity: number;
  price: number;
}

/** listLadder's statement, to read with others (readTogether). */
export const ladderQuery = (offerIds: readonly number[]): SQL =>
  sql`SELECT id, offer_id, quantity, price FROM ladder_prices
    WHERE offer_id = ANY(${ids(offerIds)}) ORDER BY offer_id, quantity`;

export function listLadder(ex: Executor, offerIds: readonly number[]): Promise<LadderRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return rowsOf<LadderRow>(ex, ladderQuery(offerIds));
}

export interface ActivityRow {
  /** null for a global activity */
  goods_id: number | null;
  id: number;
  kind: 'manjian' | 'discount' | 'gift';
  title: string;
  sort: number;
  tiers: { id: number; amount: number; reduce: number | null; rate: number | null }[];
  buy_quantity: number | null;
  gift_quantity: number | null;
  gift_type: number | null;
  gift_name: string | null;
}

/** The kinds the cart prices: 满减, 满折 and 满赠 (the others sell at their own prices). */
const CART_ACTIVITY_KINDS = ['manjian', 'discount', 'gift'];

/** The cart's fields of a scoped activity row. */
export const activityRowOf = (row: ScopedActivityRow): ActivityRow => ({
  goods_id: row.goods_id,
  id: row.id,
  kind: row.kind as ActivityRow['kind'],
  title: row.title,
  sort: row.sort,
  tiers: row.tiers,
  buy_quantity: row.buy_quantity,
  gift_quantity: row.gift_quantity,
  gift_type: row.gift_type,
  gift_name: row.gift_name,
});

/** listActivities's statement (for goods given), its rows read through activityRowOf. */
export const activitiesQuery = (goodsIds: readonly number[], viewer: ControlledViewer | null): SQL =>
  scopedActivitiesQuery(goodsIds, viewer, CART_ACTIVITY_KINDS);

/**
 * Enabled, in-window manjian, discount and gift activities covering these goods (listed or by
 * category), and the store-wide ones, as far as they reach this reader (decision 019).
 */
export async function listActivities(
  ex: Executor,
  goodsIds: readonly number[],
  viewer: ControlledViewer | null,
): Promise<ActivityRow[]> {
  const rows = await listScopedActivities(ex, goodsIds, viewer, CART_ACTIVITY_KINDS);
  return rows.map(activityRowOf);
}

/** The shipping rule's statement, to read with others (readTogether): one row, `value`. */
// The key as a parameter: a statement with one is prepared once per connection (named-statements.ts).
export const shippingRuleQuery = (): SQL => sql`SELECT value FROM settings WHERE key = ${'shipping_rule'}`;

export async function findShippingRule(ex: Executor): Promise<unknown> {
  const rows = await rowsOf<{ value: unknown }>(ex, shippingRuleQuery());
  return rows[0]?.value;
}
