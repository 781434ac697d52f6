/**
 * Flash rounds (限时秒杀) as the store reads them (home.repository findSpikeRound): an activity of
 * kind flash, its goods in activity_goods, and each goods' flash offer (type 1) carrying the
 * flash price, the price it is cut from, the per-store limit, the stock set aside and the window.
 */
import type { AdminFlashItem } from '@mall/shared/admin-marketing';
import type { FlashRoundInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, timestampAt, wholeEpoch } from '../../db/sql-rows.ts';

/** offers.type of a flash offer. */
const FLASH_TYPE = 1;

export interface FlashRoundRecord {
  id: number;
  title: string;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
}

const roundColumns = sql`a.id, a.title, ${wholeEpoch(sql`a.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`a.ends_at`)} AS ends_at, a.is_enabled, a.sort`;

export async function listFlashRounds(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: FlashRoundRecord[]; total: number }> {
  const parts: SQL[] = [sql`a.kind = 'flash'`];
  if (query.keyword) parts.push(sql`a.title ILIKE ${containsPattern(query.keyword)}`);
  const where = sql.join(parts, sql` AND `);
  const [count] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM activities a WHERE ${where}`,
  );
  const rows = await rowsOf<FlashRoundRecord>(
    ex,
    sql`SELECT ${roundColumns} FROM activities a WHERE ${where}
      ORDER BY a.starts_at DESC NULLS LAST, a.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findFlashRound(
  ex: Executor,
  id: number,
  lock = false,
): Promise<FlashRoundRecord | undefined> {
  const [row] = await rowsOf<FlashRoundRecord>(
    ex,
    sql`SELECT ${roundColumns} FROM activities a WHERE a.id = ${id} AND a.kind = 'flash'
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** The flash offers of each round's goods, by round id. */
export async function flashItemsOf(
  ex: Executor,
  roundIds: readonly number[],
): Promise<Map<number, AdminFlashItem[]>> {
  if (roundIds.length === 0) return new Map();
  const rows = await rowsOf<AdminFlashItem & { round_id: number }>(
    ex,
    sql`SELECT ag.activity_id AS round_id, o.id AS offer_id, g.id AS goods_id, g.name || ' ' || g.spec AS goods_name,
        o.base_price AS flash_price, o.original_price, o.member_limit, o.stock, o.is_buy
      FROM activity_goods ag JOIN goods g ON g.id = ag.goods_id
      JOIN offers o ON o.goods_id = g.id AND o.type = ${FLASH_TYPE}
      WHERE ag.activity_id = ANY(${ids(roundIds)})
      ORDER BY ag.activity_id, g.id, o.id`,
  );
  const map = new Map<number, AdminFlashItem[]>();
  for (const { round_id, ...item } of rows) map.set(round_id, [...(map.get(round_id) ?? []), item]);
  return map;
}

export interface OfferBasis {
  id: number;
  goods_id: number;
  goods_name: string;
  warehouse_id: number;
  type: number;
  base_price: number;
  original_price: number | null;
  /**
   * The flash offer the item writes: the offer itself when it is one, else the goods' flash offer
   * in that warehouse when there is one (the first made), else null (one is made from this offer).
   */
  flash_id: number | null;
}

/** The offers items name, with the flash offer each resolves to; read without locks. */
export const offerBases = (ex: Executor, offerIds: readonly number[]): Promise<OfferBasis[]> =>
  rowsOf<OfferBasis>(
    ex,
    sql`SELECT o.id, o.goods_id, g.name || ' ' || g.spec AS goods_name, o.warehouse_id, o.type, o.base_price,
        o.original_price,
        CASE WHEN o.type = ${FLASH_TYPE} THEN o.id ELSE (
          SELECT f.id FROM offers f
          WHERE f.goods_id = o.goods_id AND f.warehouse_id = o.warehouse_id AND f.type = ${FLASH_TYPE}
          ORDER BY f.id LIMIT 1) END AS flash_id
      FROM offers o JOIN goods g ON g.id = o.goods_id
      WHERE o.id = ANY(${ids(offerIds)})`,
  );

/**
 * Locks these offers in id order (the order every stock writer follows, so a checkout and a save
 * never deadlock) and returns their stock as it is now, by id.
 */
export async function lockOfferStocks(
  ex: Executor,
  offerIds: readonly number[],
): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; stock: number }>(
    ex,
    sql`SELECT id, stock FROM offers WHERE id = ANY(${ids([...new Set(offerIds)])}) ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/**
 * Of these goods, those another enabled flash round that has not ended holds, with its title. A
 * goods' flash offer carries one round's price and window, so while such a round lasts no other
 * may take the goods.
 */
export async function goodsInLiveRounds(
  ex: Executor,
  roundId: number | null,
  goodsIds: readonly number[],
): Promise<Map<number, string>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await rowsOf<{ goods_id: number; title: string }>(
    ex,
    sql`SELECT DISTINCT ON (ag.goods_id) ag.goods_id, a.title
      FROM activity_goods ag JOIN activities a ON a.id = ag.activity_id
      WHERE a.kind = 'flash' AND a.is_enabled AND (a.ends_at IS NULL OR a.ends_at > now())
        AND a.id <> ${roundId ?? 0} AND ag.goods_id = ANY(${ids(goodsIds)})
      ORDER BY ag.goods_id, a.id`,
  );
  return new Map(rows.map((r) => [r.goods_id, r.title]));
}

export interface FlashTerms {
  flash_price: number;
  original_price: number;
  member_limit: number;
  /** Absent: the stock is left as it is (orders may have taken units since the form opened). */
  stock?: number;
  starts_at: number | null;
  ends_at: number | null;
}

/** A new flash offer copied from an ordinary one (batch, dates, warehouse, quantities). */
export async function insertFlashOffer(
  ex: Executor,
  sourceId: number,
  terms: FlashTerms & { stock: number },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO offers (goods_id, warehouse_id, price_scheme, type, stock, base_price, min_quantity, step,
        member_limit, is_buy, batch_number, production_date, expiry_date, tags, sale_starts_at, sale_ends_at,
        original_price)
      SELECT goods_id, warehouse_id, 'flash', ${FLASH_TYPE}, ${terms.stock}, ${terms.flash_price}, min_quantity, step,
        ${terms.member_limit}, TRUE, batch_number, production_date, expiry_date, ARRAY['秒']::text[],
        ${timestampAt(terms.starts_at)}, ${timestampAt(terms.ends_at)}, ${terms.original_price}
      FROM offers WHERE id = ${sourceId}
      RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateFlashOffer(ex: Executor, offerId: number, terms: FlashTerms): Promise<void> {
  await ex.execute(
    sql`UPDATE offers SET base_price = ${terms.flash_price}, original_price = ${terms.original_price},
      member_limit = ${terms.member_limit}, ${terms.stock === undefined ? sql`` : sql`stock = ${terms.stock},`} is_buy = TRUE,
      sale_starts_at = ${timestampAt(terms.starts_at)}, sale_ends_at = ${timestampAt(terms.ends_at)}
      WHERE id = ${offerId}`,
  );
}

/** Flash offers of goods taken out of a round stop selling. */
export async function withdrawFlashOffers(ex: Executor, offerIds: readonly number[]): Promise<void> {
  if (offerIds.length === 0) return;
  await ex.execute(
    sql`UPDATE offers SET is_buy = FALSE WHERE id = ANY(${ids(offerIds)}) AND type = ${FLASH_TYPE}`,
  );
}

export async function insertFlashRound(ex: Executor, input: FlashRoundInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO activities (kind, title, starts_at, ends_at, is_enabled, sort)
      VALUES ('flash', ${input.title}, ${timestampAt(input.starts_at)}, ${timestampAt(input.ends_at)},
        ${input.is_enabled}, ${input.sort}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateFlashRound(ex: Executor, id: number, input: FlashRoundInput): Promise<void> {
  await ex.execute(
    sql`UPDATE activities SET title = ${input.title}, starts_at = ${timestampAt(input.starts_at)},
      ends_at = ${timestampAt(input.ends_at)}, is_enabled = ${input.is_enabled}, sort = ${input.sort}
      WHERE id = ${id}`,
  );
}

export async function replaceFlashGoods(
  ex: Executor,
  id: number,
  goodsIds: readonly number[],
): Promise<void> {
  await ex.execute(sql`DELETE FROM activity_goods WHERE activity_id = ${id}`);
  if (goodsIds.length > 0)
    await ex.execute(
      sql`INSERT INTO activity_goods (activity_id, goods_id) SELECT ${id}, unnest(${ids([...new Set(goodsIds)])})`,
    );
}
