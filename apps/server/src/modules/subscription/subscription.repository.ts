/**
 * The only SQL of offer subscriptions and substitutes. A store's price of an offer is its base
 * price, or its in-window negotiated price (议价) when lower. Every read and write of a store's
 * subscriptions is scoped to the store.
 */
import type { SubscriptionKind } from '@mall/shared/subscription';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, inWindow, rowsOf, wholeEpoch } from '../../db/sql-rows.ts';
import { visibleTo } from '../goods/catalogue-filter.repository.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';

/** The store's price of offer `o` (fen), its negotiated one when in window and lower. */
const storePrice = (companyId: SQL | number) => sql`least(o.base_price, coalesce((
    SELECT np.price FROM negotiated_prices np
    WHERE np.company_id = ${companyId} AND np.offer_id = o.id AND ${inWindow('np')}), o.base_price))`;

export interface SubscribableOffer {
  offer_id: number;
  goods_id: number;
  stock: number;
  /** fen, for this store */
  price: number;
}

export async function findOffer(
  ex: Executor,
  offerId: number,
  companyId: number,
): Promise<SubscribableOffer | undefined> {
  const rows = await rowsOf<SubscribableOffer>(
    ex,
    sql`SELECT o.id AS offer_id, o.goods_id, o.stock, ${storePrice(companyId)} AS price
        FROM offers o WHERE o.id = ${offerId}`,
  );
  return rows[0];
}

/**
 * Subscribes, or renews: a stock subscription already told starts waiting again; a price one
 * watches from today's price. Returns the row's id.
 */
export async function upsertSubscription(
  ex: Executor,
  row: { companyId: number; offerId: number; kind: SubscriptionKind; priceAt: number | null },
): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO offer_subscriptions (company_id, offer_id, kind, price_at)
        VALUES (${row.companyId}, ${row.offerId}, ${row.kind}, ${row.priceAt})
        ON CONFLICT (company_id, offer_id, kind) DO UPDATE
          SET price_at = excluded.price_at, notified_at = NULL, created_at = now()
        RETURNING id`,
  );
  return rows[0]?.id ?? 0;
}

/** Returns whether the store had such a subscription. */
export async function deleteSubscription(ex: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`DELETE FROM offer_subscriptions WHERE id = ${id} AND company_id = ${companyId} RETURNING id`,
  );
  return rows.length > 0;
}

export interface SubscriptionRow {
  id: number;
  kind: SubscriptionKind;
  goods_id: number;
  goods_price_id: number;
  name: string;
  spec: string;
  manufacturer: string;
  image: string;
  unit: string;
  price_at: number | null;
  price: number;
  stock: number;
  notified_at: number | null;
  created_at: number;
}

const subscriptionColumns = (companyId: number) => sql`s.id, s.kind, g.id AS goods_id, o.id AS goods_price_id,
  g.name, g.spec, m.name AS manufacturer, coalesce(g.images->>0, '') AS image, g.unit, s.price_at,
  ${storePrice(companyId)} AS price, o.stock, ${wholeEpoch(sql`s.notified_at`)} AS notified_at,
  ${wholeEpoch(sql`s.created_at`)} AS created_at`;

export async function countSubscriptions(ex: Executor, companyId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM offer_subscriptions WHERE company_id = ${companyId}`,
  );
  return rows[0]?.n ?? 0;
}

/** Newest first. */
export function listSubscriptions(
  ex: Executor,
  companyId: number,
  page: { limit: number; offset: number },
): Promise<SubscriptionRow[]> {
  return rowsOf<SubscriptionRow>(
    ex,
    sql`SELECT ${subscriptionColumns(companyId)}
        FROM offer_subscriptions s JOIN offers o ON o.id = s.offer_id JOIN goods g ON g.id = o.goods_id
        JOIN manufacturers m ON m.id = g.manufacturer_id
        WHERE s.company_id = ${companyId}
        ORDER BY s.created_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export function listOfferSubscriptions(
  ex: Executor,
  companyId: number,
  offerId: number,
): Promise<SubscriptionRow[]> {
  return rowsOf<SubscriptionRow>(
    ex,
    sql`SELECT ${subscriptionColumns(companyId)}
        FROM offer_subscriptions s JOIN offers o ON o.id = s.offer_id JOIN goods g ON g.id = o.goods_id
        JOIN manufacturers m ON m.id = g.manufacturer_id
        WHERE s.company_id = ${companyId} AND s.offer_id = ${offerId}`,
  );
}

const yuanText = (fen: SQL) => sql`to_char(${fen} / 100.0, 'FM999999990.00')`;
const goodsText = sql`'「' || g.name || ' ' || g.spec || '」（' || m.name || '）'`;

/**
 * Back in stock: every stock subscription of the offer not yet told is told now, when the offer has
 * stock, with one message each. The update takes the rows' locks and re-reads notified_at, so two
 * checks at once tell each store once. Returns the stores told.
 */
export async function fireStockSubscriptions(ex: Executor, offerId: number): Promise<number[]> {
  const rows = await rowsOf<{ company_id: number }>(
    ex,
    sql`WITH fired AS (
          UPDATE offer_subscriptions s SET notified_at = now()
          FROM offers o
          WHERE o.id = s.offer_id AND s.offer_id = ${offerId} AND s.kind = 'stock'
            AND s.notified_at IS NULL AND o.stock > 0
          RETURNING s.company_id)
        INSERT INTO messages (company_id, title, content)
        SELECT f.company_id, '到货通知',
          '您订阅到货通知的' || ${goodsText} || '已到货，现有库存' || o.stock || g.unit || '，欢迎采购。'
        FROM fired f CROSS JOIN offers o JOIN goods g ON g.id = o.goods_id
          JOIN manufacturers m ON m.id = g.manufacturer_id
        WHERE o.id = ${offerId}
        RETURNING company_id`,
  );
  return rows.map((r) => r.company_id);
}

/**
 * Price drop: each price subscription of the offer whose store's price is now below the one it
 * watches is told once, and then watches from the new price (the next drop below it is a new
 * event). Returns the stores told.
 */
export async function firePriceSubscriptions(ex: Executor, offerId: number): Promise<number[]> {
  const rows = await rowsOf<{ company_id: number }>(
    ex,
    sql`WITH now_prices AS (
          SELECT s.id, ${storePrice(sql`s.company_id`)} AS price
          FROM offer_subscriptions s JOIN offers o ON o.id = s.offer_id
          WHERE s.offer_id = ${offerId} AND s.kind = 'price'),
        fired AS (
          UPDATE offer_subscriptions s SET price_at = p.price, notified_at = now()
          FROM now_prices p, offer_subscriptions before
          WHERE s.id = p.id AND before.id = s.id AND p.price < s.price_at
          RETURNING s.company_id, before.price_at AS old_price, p.price AS new_price)
        INSERT INTO messages (company_id, title, content)
        SELECT f.company_id, '降价通知',
          '您订阅降价通知的' || ${goodsText} || '已降价：¥' || ${yuanText(sql`f.old_price`)} || ' → ¥'
            || ${yuanText(sql`f.new_price`)} || '，欢迎采购。'
        FROM fired f CROSS JOIN offers o JOIN goods g ON g.id = o.goods_id
          JOIN manufacturers m ON m.id = g.manufacturer_id
        WHERE o.id = ${offerId}
        RETURNING company_id`,
  );
  return rows.map((r) => r.company_id);
}

/** Sets an offer's stock and/or base price (fen) under its row lock; false when there is no such offer. */
export async function updateOffer(
  ex: Executor,
  offerId: number,
  change: { stock?: number; price?: number },
): Promise<{ stock: number; base_price: number } | undefined> {
  const rows = await rowsOf<{ stock: number; base_price: number }>(
    ex,
    sql`UPDATE offers SET stock = coalesce(${change.stock ?? null}::int, stock),
          base_price = coalesce(${change.price ?? null}::int, base_price)
        WHERE id = ${offerId} RETURNING stock, base_price`,
  );
  return rows[0];
}

export interface SubstituteRow {
  goods_id: number;
  goods_price_id: number;
  name: string;
  spec: string;
  manufacturer: string;
  image: string;
  price: number;
  stock: number;
  unit: string;
}

export interface SourceGoods {
  id: number;
  name: string;
  generic_name: string;
  spec: string;
}

/** The goods if it is on sale and the reader may see it. */
export async function findSourceGoods(
  ex: Executor,
  goodsId: number,
  viewer: CatalogueViewer | null,
): Promise<SourceGoods | undefined> {
  const rows = await rowsOf<SourceGoods>(
    ex,
    sql`SELECT g.id, g.name, g.generic_name, g.spec FROM goods g
        WHERE g.id = ${goodsId} AND g.is_on_sale AND ${visibleTo(viewer, 'g')}`,
  );
  return rows[0];
}

/**
 * Same generic name and spec from other manufacturers, on sale, visible to the reader, in stock
 * and open to buying; `scopeIds` (when given) keeps only the business scopes the store may buy.
 * For readers who may see prices, each goods by its cheapest such offer, cheapest goods first;
 * for anyone else price plays no part (the oldest offer, goods by id), or the order would rank
 * the goods by a price the reader may not see (DESIGN §6).
 */
export function listSubstitutes(
  ex: Executor,
  source: SourceGoods,
  viewer: CatalogueViewer | null,
  scopeIds: readonly number[] | null,
  limit: number,
): Promise<SubstituteRow[]> {
  const scope = scopeIds === null ? sql`true` : sql`g.scope_id = ANY(${ids(scopeIds)})`;
  const price = viewer ? storePrice(viewer.companyId) : sql`o.base_price`;
  const seesPrices = viewer?.approved === true;
  const offerOrder = seesPrices ? sql`o.base_price, o.id` : sql`o.id`;
  const goodsOrder = seesPrices ? sql`price, goods_id` : sql`goods_id`;
  return rowsOf<SubstituteRow>(
    ex,
    sql`SELECT * FROM (
          SELECT DISTINCT ON (g.id) g.id AS goods_id, o.id AS goods_price_id, g.name, g.spec,
            m.name AS manufacturer, coalesce(g.images->>0, '') AS image, ${price} AS price, o.stock, g.unit
          FROM goods g JOIN offers o ON o.goods_id = g.id JOIN manufacturers m ON m.id = g.manufacturer_id
          JOIN goods src ON src.id = ${source.id}
          WHERE g.generic_name = src.generic_name AND g.spec = src.spec
            AND g.manufacturer_id <> src.manufacturer_id AND g.id <> src.id
            AND g.is_on_sale AND ${visibleTo(viewer, 'g')} AND ${scope}
            AND o.stock > 0 AND o.stock >= o.min_quantity AND o.is_buy AND o.type = 0
            AND NOT o.is_near_expiry
          ORDER BY g.id, ${offerOrder}) best
        ORDER BY ${goodsOrder} LIMIT ${limit}`,
  );
}
