/**
 * Combination packages (组合购, with a gift 组合满赠) and trade-ups (换购) as the store reads them
 * (cart/combination.repository, cart/trade-up.repository): combinations with their
 * combination_items and combination_gifts row, and trade_up_offers with their reach.
 */
import type { AdminCombinationItem } from '@mall/shared/admin-marketing';
import type {
  CombinationInput,
  MarketingListQuery,
  TradeUpInput,
} from '@mall/shared/admin-marketing-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, timestampAt, wholeEpoch } from '../../db/sql-rows.ts';

const paging = (query: MarketingListQuery) =>
  sql`LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;

export interface CombinationRecord {
  id: number;
  title: string;
  price: number;
  member_limit: number | null;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
  gift_goods_id: number | null;
  gift_name: string | null;
  gift_quantity: number | null;
}

const combinationColumns = sql`c.id, c.title, c.price, c.member_limit,
  ${wholeEpoch(sql`c.starts_at`)} AS starts_at, ${wholeEpoch(sql`c.ends_at`)} AS ends_at, c.is_enabled, c.sort,
  cg.goods_id AS gift_goods_id, cg.gift_name, cg.quantity AS gift_quantity`;
const combinationFrom = sql`combinations c LEFT JOIN combination_gifts cg ON cg.combination_id = c.id`;

export async function listCombinationRecords(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: CombinationRecord[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.keyword) parts.push(sql`c.title ILIKE ${containsPattern(query.keyword)}`);
  if (query.kind === 'gift') parts.push(sql`cg.combination_id IS NOT NULL`);
  if (query.kind === 'plain') parts.push(sql`cg.combination_id IS NULL`);
  const where = sql.join(parts, sql` AND `);
  const [count] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM ${combinationFrom} WHERE ${where}`,
  );
  const rows = await rowsOf<CombinationRecord>(
    ex,
    sql`SELECT ${combinationColumns} FROM ${combinationFrom} WHERE ${where}
      ORDER BY c.sort DESC, c.id DESC ${paging(query)}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findCombinationRecord(
  ex: Executor,
  id: number,
  lock = false,
): Promise<CombinationRecord | undefined> {
  const [row] = await rowsOf<CombinationRecord>(
    ex,
    sql`SELECT ${combinationColumns} FROM ${combinationFrom} WHERE c.id = ${id}
      ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
  return row;
}

export async function combinationItemsOf(
  ex: Executor,
  combinationIds: readonly number[],
): Promise<Map<number, AdminCombinationItem[]>> {
  if (combinationIds.length === 0) return new Map();
  const rows = await rowsOf<AdminCombinationItem & { combination_id: number }>(
    ex,
    sql`SELECT ci.combination_id, ci.offer_id, g.id AS goods_id, g.name || ' ' || g.spec AS goods_name,
        ci.quantity, o.base_price AS unit_price
      FROM combination_items ci JOIN offers o ON o.id = ci.offer_id JOIN goods g ON g.id = o.goods_id
      WHERE ci.combination_id = ANY(${ids(combinationIds)})
      ORDER BY ci.combination_id, ci.offer_id`,
  );
  const map = new Map<number, AdminCombinationItem[]>();
  for (const { combination_id, ...item } of rows)
    map.set(combination_id, [...(map.get(combination_id) ?? []), item]);
  return map;
}

export interface OfferPrice {
  id: number;
  goods_id: number;
  base_price: number;
}

export const offerPrices = (ex: Executor, offerIds: readonly number[]): Promise<OfferPrice[]> =>
  rowsOf<OfferPrice>(ex, sql`SELECT id, goods_id, base_price FROM offers WHERE id = ANY(${ids(offerIds)})`);

export async function goodsExists(ex: Executor, goodsId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(ex, sql`SELECT id FROM goods WHERE id = ${goodsId}`);
  return rows.length > 0;
}

const combinationValues = (input: CombinationInput) =>
  sql`${input.title}, ${input.price}, ${input.member_limit}, ${timestampAt(input.starts_at)},
    ${timestampAt(input.ends_at)}, ${input.is_enabled}, ${input.sort}`;

export async function insertCombination(ex: Executor, input: CombinationInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO combinations (title, price, member_limit, starts_at, ends_at, is_enabled, sort)
      VALUES (${combinationValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateCombination(ex: Executor, id: number, input: CombinationInput): Promise<void> {
  await ex.execute(
    sql`UPDATE combinations SET (title, price, member_limit, starts_at, ends_at, is_enabled, sort)
      = (${combinationValues(input)}) WHERE id = ${id}`,
  );
}

export async function replaceCombinationParts(
  ex: Executor,
  id: number,
  input: CombinationInput,
): Promise<void> {
  await ex.execute(sql`DELETE FROM combination_items WHERE combination_id = ${id}`);
  for (const item of input.items)
    await ex.execute(
      sql`INSERT INTO combination_items (combination_id, offer_id, quantity)
        VALUES (${id}, ${item.offer_id}, ${item.quantity})`,
    );
  await ex.execute(sql`DELETE FROM combination_gifts WHERE combination_id = ${id}`);
  if (input.gift)
    await ex.execute(
      sql`INSERT INTO combination_gifts (combination_id, goods_id, gift_name, quantity)
        VALUES (${id}, ${input.gift.goods_id}, ${input.gift.name}, ${input.gift.quantity})`,
    );
}

export async function setCombinationEnabled(ex: Executor, id: number, enabled: boolean): Promise<void> {
  await ex.execute(sql`UPDATE combinations SET is_enabled = ${enabled} WHERE id = ${id}`);
}

// Trade-ups ------------------------------------------------------------------------------------

export interface TradeUpRecord {
  id: number;
  title: string;
  offer_id: number;
  goods_id: number;
  goods_name: string;
  offer_price: number;
  threshold: number;
  price: number;
  max_quantity: number;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
  customer_types: string[];
  provinces: string[];
}

const tradeUpColumns = sql`t.id, t.title, t.offer_id, g.id AS goods_id, g.name || ' ' || g.spec AS goods_name,
  o.base_price AS offer_price, t.threshold, t.price, t.max_quantity,
  ${wholeEpoch(sql`t.starts_at`)} AS starts_at, ${wholeEpoch(sql`t.ends_at`)} AS ends_at, t.is_enabled, t.sort,
  t.allowed_customer_types AS customer_types, t.allowed_provinces AS provinces`;
const tradeUpFrom = sql`trade_up_offers t JOIN offers o ON o.id = t.offer_id JOIN goods g ON g.id = o.goods_id`;

export async function listTradeUpRecords(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: TradeUpRecord[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.keyword)
    parts.push(
      sql`(t.title ILIKE ${containsPattern(query.keyword)} OR g.name ILIKE ${containsPattern(query.keyword)})`,
    );
  const where = sql.join(parts, sql` AND `);
  const [count] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM ${tradeUpFrom} WHERE ${where}`,
  );
  const rows = await rowsOf<TradeUpRecord>(
    ex,
    sql`SELECT ${tradeUpColumns} FROM ${tradeUpFrom} WHERE ${where} ORDER BY t.sort DESC, t.id DESC ${paging(query)}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findTradeUpRecord(
  ex: Executor,
  id: number,
  lock = false,
): Promise<TradeUpRecord | undefined> {
  const [row] = await rowsOf<TradeUpRecord>(
    ex,
    sql`SELECT ${tradeUpColumns} FROM ${tradeUpFrom} WHERE t.id = ${id} ${lock ? sql`FOR UPDATE OF t` : sql``}`,
  );
  return row;
}

const tradeUpValues = (input: TradeUpInput) =>
  sql`${input.title}, ${input.offer_id}, ${input.threshold}, ${input.price}, ${input.max_quantity},
    ${timestampAt(input.starts_at)}, ${timestampAt(input.ends_at)}, ${input.is_enabled}, ${input.sort},
    ${sql.param(input.customer_types)}::text[], ${sql.param(input.provinces)}::text[]`;
const tradeUpNames = sql`(title, offer_id, threshold, price, max_quantity, starts_at, ends_at, is_enabled, sort,
  allowed_customer_types, allowed_provinces)`;

export async function insertTradeUp(ex: Executor, input: TradeUpInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO trade_up_offers ${tradeUpNames} VALUES (${tradeUpValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateTradeUp(ex: Executor, id: number, input: TradeUpInput): Promise<void> {
  await ex.execute(
    sql`UPDATE trade_up_offers SET ${tradeUpNames} = (${tradeUpValues(input)}) WHERE id = ${id}`,
  );
}

export async function setTradeUpEnabled(ex: Executor, id: number, enabled: boolean): Promise<void> {
  await ex.execute(sql`UPDATE trade_up_offers SET is_enabled = ${enabled} WHERE id = ${id}`);
}
