/**
 * 满额返现 campaigns as the store's cashback module reads them (cashback/cashback.repository):
 * cashback_campaigns with their reach, cashback_tiers, and cashback_scope (the console names
 * categories; a campaign with none counts every goods).
 */
import type { CashbackInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, timestampAt, wholeEpoch } from '../../db/sql-rows.ts';

export interface CashbackRecord {
  id: number;
  title: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  is_enabled: boolean;
  customer_types: string[];
  provinces: string[];
}

const columns = sql`c.id, c.title, c.rules, ${wholeEpoch(sql`c.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`c.ends_at`)} AS ends_at, c.is_active AS is_enabled,
  c.allowed_customer_types AS customer_types, c.allowed_provinces AS provinces`;

export async function listCashbackRecords(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: CashbackRecord[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.keyword) parts.push(sql`c.title ILIKE ${containsPattern(query.keyword)}`);
  const where = sql.join(parts, sql` AND `);
  const [count] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM cashback_campaigns c WHERE ${where}`,
  );
  const rows = await rowsOf<CashbackRecord>(
    ex,
    sql`SELECT ${columns} FROM cashback_campaigns c WHERE ${where} ORDER BY c.starts_at DESC, c.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findCashbackRecord(
  ex: Executor,
  id: number,
  lock = false,
): Promise<CashbackRecord | undefined> {
  const [row] = await rowsOf<CashbackRecord>(
    ex,
    sql`SELECT ${columns} FROM cashback_campaigns c WHERE c.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function cashbackCategoriesOf(
  ex: Executor,
  campaignIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (campaignIds.length === 0) return out;
  const rows = await rowsOf<{ campaign_id: number; category_id: number }>(
    ex,
    sql`SELECT campaign_id, category_id FROM cashback_scope
      WHERE campaign_id = ANY(${ids(campaignIds)}) AND category_id IS NOT NULL ORDER BY campaign_id, category_id`,
  );
  for (const r of rows) out.set(r.campaign_id, [...(out.get(r.campaign_id) ?? []), r.category_id]);
  return out;
}

const values = (input: CashbackInput) =>
  sql`${input.title}, ${input.rules}, ${timestampAt(input.starts_at)}, ${timestampAt(input.ends_at)},
    ${input.is_enabled}, ${input.category_ids.length > 0 ? 'listed' : 'all'},
    ${sql.param(input.customer_types)}::text[], ${sql.param(input.provinces)}::text[]`;
const names = sql`(title, rules, starts_at, ends_at, is_active, scope, allowed_customer_types, allowed_provinces)`;

export async function insertCashback(ex: Executor, input: CashbackInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO cashback_campaigns ${names} VALUES (${values(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateCashback(ex: Executor, id: number, input: CashbackInput): Promise<void> {
  await ex.execute(sql`UPDATE cashback_campaigns SET ${names} = (${values(input)}) WHERE id = ${id}`);
}

/**
 * Tiers and categories replaced by the input's (orders keep the tier they earned by value). Goods
 * a campaign lists one by one are not the console's to edit and stay; the scope is `listed` while
 * any goods or category is left, else `all`.
 */
export async function replaceCashbackParts(ex: Executor, id: number, input: CashbackInput): Promise<void> {
  await ex.execute(sql`DELETE FROM cashback_tiers WHERE campaign_id = ${id}`);
  await ex.execute(sql`DELETE FROM cashback_scope WHERE campaign_id = ${id} AND category_id IS NOT NULL`);
  for (const tier of input.tiers)
    await ex.execute(
      sql`INSERT INTO cashback_tiers (campaign_id, threshold_fen, cashback_fen)
        VALUES (${id}, ${tier.threshold}, ${tier.cashback})`,
    );
  if (input.category_ids.length > 0)
    await ex.execute(
      sql`INSERT INTO cashback_scope (campaign_id, category_id) SELECT ${id}, c FROM unnest(${ids(input.category_ids)}) AS c`,
    );
  await ex.execute(
    sql`UPDATE cashback_campaigns SET scope = CASE WHEN EXISTS (SELECT 1 FROM cashback_scope WHERE campaign_id = ${id})
      THEN 'listed' ELSE 'all' END WHERE id = ${id}`,
  );
}

export async function setCashbackEnabled(ex: Executor, id: number, enabled: boolean): Promise<void> {
  await ex.execute(sql`UPDATE cashback_campaigns SET is_active = ${enabled} WHERE id = ${id}`);
}
