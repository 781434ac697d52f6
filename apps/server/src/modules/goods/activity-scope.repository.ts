/**
 * The one reader of "which activities apply to goods G for viewer V" (decision 019). An activity
 * covers a goods it lists (activity_goods), every goods under a category it names
 * (activity_categories, sub-categories included), or, when store-wide (is_global, 满减/满折 only),
 * every goods that no goods-level 满减/满折 covers. It reaches a store whose customer type and
 * province its lists allow (empty = any); a guest only when it restricts neither. Cart pricing,
 * checkout, goods tags, the detail's activities and the activity filter of the lists all read
 * through here, so a store outside the scope neither sees an activity nor gets its price.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, inWindow, rowsOf, wholeEpoch } from '../../db/sql-rows.ts';
import type { CatalogueViewer } from './visibility.ts';

/** Who asks: a store's customer type and province, or null for a guest. */
export type ActivityViewer = Pick<CatalogueViewer, 'province' | 'customerType'> | null;

/** Kinds a store-wide activity may have: only 满减 and 满折 cover goods they do not list. */
export const GLOBAL_KINDS = ['manjian', 'discount'] as const;

/** A reader's facts as values, or as columns of the caller's query (a store joined by id). */
export type ReachFacts = ActivityViewer | { province: SQL; customerType: SQL };

/**
 * The activity under `alias` reaches this viewer (the SQL twin of reachesBuyer in
 * @mall/shared/pricing/scope). Aliases are fixed identifiers of the caller's query, never input.
 * Any row with `allowed_customer_types` and `allowed_provinces` reads the same way: group buys,
 * trade-ups and cashback campaigns carry the same reach.
 */
export function activityReaches(viewer: ReachFacts, alias = 'a'): SQL {
  const a = sql.raw(alias);
  if (!viewer) {
    return sql`(cardinality(${a}.allowed_customer_types) = 0 AND cardinality(${a}.allowed_provinces) = 0)`;
  }
  return sql`((cardinality(${a}.allowed_customer_types) = 0 OR ${viewer.customerType}::text = ANY(${a}.allowed_customer_types))
    AND (cardinality(${a}.allowed_provinces) = 0 OR ${viewer.province}::text = ANY(${a}.allowed_provinces)))`;
}

/** Enabled, inside its window, and reaching the viewer. */
export function activityCurrentFor(viewer: ActivityViewer, alias = 'a'): SQL {
  return sql`${sql.raw(alias)}.is_enabled AND ${inWindow(alias)} AND ${activityReaches(viewer, alias)}`;
}

/**
 * The goods under `goodsAlias` is one that activity `activityId` (an id, or a column of the
 * caller's query such as sql`a.id`) lists or names a category of, store-wide coverage aside.
 */
export function goodsInActivity(activityId: number | SQL, goodsAlias = 'g'): SQL {
  const g = sql.raw(goodsAlias);
  return sql`(${g}.id IN (SELECT ag.goods_id FROM activity_goods ag WHERE ag.activity_id = ${activityId})
    OR ${g}.category_id IN (
      WITH RECURSIVE sub(id) AS (
        SELECT category_id FROM activity_categories WHERE activity_id = ${activityId}
        UNION
        SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
      ) SELECT id FROM sub))`;
}

/** The activity filter of the lists: the activity reaches the viewer now, and covers the goods. */
export function activityFilter(activityId: number, viewer: ActivityViewer, goodsAlias = 'g'): SQL {
  return sql`EXISTS (SELECT 1 FROM activities fa WHERE fa.id = ${activityId} AND ${activityCurrentFor(viewer, 'fa')})
    AND ${goodsInActivity(activityId, goodsAlias)}`;
}

export interface ScopedActivityRow {
  /** the goods it covers by listing or category; null for a store-wide one */
  goods_id: number | null;
  id: number;
  kind: string;
  title: string;
  description: string;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  /** ascending by amount */
  tiers: { id: number; amount: number; reduce: number | null; rate: number | null }[];
  buy_quantity: number | null;
  gift_quantity: number | null;
  gift_type: number | null;
  gift_name: string | null;
}

const columns = sql`a.id, a.kind, a.title, a.description, a.sort,
  ${wholeEpoch(sql`a.starts_at`)} AS starts_at, ${wholeEpoch(sql`a.ends_at`)} AS ends_at,
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'amount', t.amount, 'reduce', t.reduce, 'rate', t.rate)
    ORDER BY t.amount), '[]'::json) FROM activity_tiers t WHERE t.activity_id = a.id) AS tiers,
  gr.buy_quantity, gr.gift_quantity, gr.gift_type::int AS gift_type, gr.gift_name`;

/**
 * Current activities reaching the viewer that cover these goods: one row per (goods, activity)
 * covered by listing or category, plus one row (goods_id null) per store-wide 满减/满折. Which of
 * those applies to a goods is resolved by the caller (resolveActivities or the cart's index).
 * `kinds` limits the kinds read; every kind when omitted.
 */
export function listScopedActivities(
  ex: Executor,
  goodsIds: readonly number[],
  viewer: ActivityViewer,
  kinds?: readonly string[],
): Promise<ScopedActivityRow[]> {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return rowsOf<ScopedActivityRow>(ex, scopedActivitiesQuery(goodsIds, viewer, kinds));
}

/** listScopedActivities's statement (for goods given), to read with others (readTogether). */
export function scopedActivitiesQuery(
  goodsIds: readonly number[],
  viewer: ActivityViewer,
  kinds?: readonly string[],
): SQL {
  const kindIn = (alias: string, list: readonly string[]) =>
    sql`${sql.raw(alias)}.kind = ANY(${sql.param([...list])}::text[])`;
  const wanted = kinds ?? null;
  const globalKinds = GLOBAL_KINDS.filter((k) => wanted === null || wanted.includes(k));
  const ownKinds = wanted === null ? sql`TRUE` : kindIn('a', wanted);
  return (
    // The categories current activities name, with their sub-categories: a walk down the small
    // category tree from a few rows, not up from every goods asked about.
    sql`WITH RECURSIVE sub(activity_id, category_id) AS (
        SELECT ac.activity_id, ac.category_id FROM activity_categories ac JOIN activities a ON a.id = ac.activity_id
        WHERE ${ownKinds} AND ${activityCurrentFor(viewer)}
        UNION
        SELECT sub.activity_id, c.id FROM sub JOIN categories c ON c.parent_id = sub.category_id
      ), covered(activity_id, goods_id) AS (
        SELECT ag.activity_id, ag.goods_id FROM activity_goods ag WHERE ag.goods_id = ANY(${ids(goodsIds)})
        UNION
        SELECT sub.activity_id, g.id FROM goods g JOIN sub ON sub.category_id = g.category_id
        WHERE g.id = ANY(${ids(goodsIds)})
      )
      SELECT cv.goods_id, ${columns}
      FROM covered cv JOIN activities a ON a.id = cv.activity_id
      LEFT JOIN gift_rules gr ON gr.activity_id = a.id
      WHERE ${ownKinds} AND ${activityCurrentFor(viewer)}
      UNION ALL
      SELECT NULL, ${columns}
      FROM activities a LEFT JOIN gift_rules gr ON gr.activity_id = a.id
      WHERE a.is_global AND ${kindIn('a', globalKinds)} AND ${activityCurrentFor(viewer)}
      ORDER BY sort, id`
  );
}

/** Every current activity reaching the viewer, whatever it covers (the activity centre's list). */
export function listReachingActivities(ex: Executor, viewer: ActivityViewer): Promise<ScopedActivityRow[]> {
  return rowsOf<ScopedActivityRow>(
    ex,
    sql`SELECT NULL::int AS goods_id, ${columns}
      FROM activities a LEFT JOIN gift_rules gr ON gr.activity_id = a.id
      WHERE ${activityCurrentFor(viewer)}
      ORDER BY a.sort, a.id`,
  );
}

export interface OfferMarketingRow {
  offer_id: number;
  /** the group buy's, trade-up's or package's id */
  id: number;
  kind: 'group_buy' | 'trade_up' | 'combination';
  title: string;
}

/**
 * The marketing on these offers that lives outside the activities table, for the goods tags
 * (issue 15): a group buy running now, a trade-up on offer, a package on sale the offer is part of.
 * Group buys and trade-ups reach the viewer as activities do; packages carry no reach (decision
 * 019). Per offer and kind, the first by sort.
 */
export function listOfferMarketing(
  ex: Executor,
  offerIds: readonly number[],
  viewer: ActivityViewer,
): Promise<OfferMarketingRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return rowsOf<OfferMarketingRow>(
    ex,
    sql`SELECT DISTINCT ON (m.offer_id, m.kind) m.offer_id, m.id, m.kind, m.title FROM (
        SELECT gb.offer_id, gb.id, 'group_buy' AS kind, gb.title, gb.sort FROM group_buys gb
        WHERE gb.offer_id = ANY(${ids(offerIds)}) AND gb.state = 'running' AND gb.starts_at <= now()
          AND gb.ends_at > now() AND ${activityReaches(viewer, 'gb')}
        UNION ALL
        SELECT tu.offer_id, tu.id, 'trade_up', tu.title, tu.sort FROM trade_up_offers tu
        WHERE tu.offer_id = ANY(${ids(offerIds)}) AND tu.is_enabled AND ${inWindow('tu')}
          AND ${activityReaches(viewer, 'tu')}
        UNION ALL
        SELECT ci.offer_id, c.id, 'combination', c.title, c.sort
        FROM combination_items ci JOIN combinations c ON c.id = ci.combination_id
        WHERE ci.offer_id = ANY(${ids(offerIds)}) AND c.is_enabled AND ${inWindow('c')}
      ) m ORDER BY m.offer_id, m.kind, m.sort, m.id`,
  );
}
