/**
 * The console's marketing reads and writes: 满减/满折 activities with their tiers, goods,
 * categories and reach; coupon templates and the coupons issued to stores; group buys; recharge
 * tiers; the options the forms search. Zone templates are in admin-zones.repository.ts, points mall
 * goods in admin-points-goods.repository.ts. Every write takes the caller's transaction, which also
 * writes the audit row.
 */
import type {
  ActivityKind,
  AdminActivityTier,
  AdminCoupon,
  AdminGroupBuy,
  AdminRechargeTier,
  MarketingOption,
} from '@mall/shared/admin-marketing';
import type {
  ActivityInput,
  CouponInput,
  GroupBuyInput,
  MarketingListQuery,
  RechargeTierInput,
} from '@mall/shared/admin-marketing-schemas';
import { ORDER_STATUS } from '@mall/shared/order';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, timestampAt, wholeEpoch } from '../../db/sql-rows.ts';

export async function countOf(ex: Executor, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(ex, query);
  return row?.total ?? 0;
}

// Activities ------------------------------------------------------------------------------------

export interface ActivityRecord {
  id: number;
  kind: ActivityKind;
  title: string;
  description: string;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  is_global: boolean;
  sort: number;
  customer_types: string[];
  provinces: string[];
  goods_count: number;
  category_count: number;
}

const activityColumns = sql`a.id, a.kind, a.title, a.description, ${wholeEpoch(sql`a.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`a.ends_at`)} AS ends_at, a.is_enabled, a.is_global, a.sort,
  a.allowed_customer_types AS customer_types, a.allowed_provinces AS provinces,
  (SELECT count(*)::int FROM activity_goods ag WHERE ag.activity_id = a.id) AS goods_count,
  (SELECT count(*)::int FROM activity_categories ac WHERE ac.activity_id = a.id) AS category_count`;

export async function listActivities(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: ActivityRecord[]; total: number }> {
  const parts: SQL[] = [sql`a.kind IN ('manjian', 'discount')`];
  if (query.kind) parts.push(sql`a.kind = ${query.kind}`);
  if (query.keyword) parts.push(sql`a.title ILIKE ${containsPattern(query.keyword)}`);
  const where = sql.join(parts, sql` AND `);
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM activities a WHERE ${where}`);
  const rows = await rowsOf<ActivityRecord>(
    ex,
    sql`SELECT ${activityColumns} FROM activities a WHERE ${where} ORDER BY a.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findActivity(
  ex: Executor,
  id: number,
  lock = false,
): Promise<ActivityRecord | undefined> {
  const [row] = await rowsOf<ActivityRecord>(
    ex,
    sql`SELECT ${activityColumns} FROM activities a WHERE a.id = ${id} AND a.kind IN ('manjian', 'discount')
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function tiersOf(
  ex: Executor,
  activityIds: number[],
): Promise<Map<number, AdminActivityTier[]>> {
  const rows = await rowsOf<AdminActivityTier & { activity_id: number }>(
    ex,
    sql`SELECT activity_id, amount, reduce, rate::int AS rate FROM activity_tiers
      WHERE activity_id = ANY(${ids(activityIds)}) ORDER BY activity_id, amount`,
  );
  const map = new Map<number, AdminActivityTier[]>();
  for (const { activity_id, ...tier } of rows) map.set(activity_id, [...(map.get(activity_id) ?? []), tier]);
  return map;
}

export const activityGoods = (ex: Executor, id: number): Promise<MarketingOption[]> =>
  rowsOf<MarketingOption>(
    ex,
    sql`SELECT g.id, g.name || ' ' || g.spec AS name FROM activity_goods ag JOIN goods g ON g.id = ag.goods_id
      WHERE ag.activity_id = ${id} ORDER BY g.id`,
  );

export const activityCategories = (ex: Executor, id: number): Promise<MarketingOption[]> =>
  rowsOf<MarketingOption>(
    ex,
    sql`SELECT c.id, c.name FROM activity_categories ac JOIN categories c ON c.id = ac.category_id
      WHERE ac.activity_id = ${id} ORDER BY c.id`,
  );

/** The ids among these that do not exist. */
export async function missingIds(
  ex: Executor,
  table: 'goods' | 'categories' | 'companies' | 'business_scopes',
  list: number[],
) {
  if (list.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT x.id FROM unnest(${ids(list)}) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM ${sql.raw(table)} t WHERE t.id = x.id)`,
  );
  return rows.map((r) => r.id);
}

function activityValues(input: ActivityInput) {
  return sql`${input.kind}, ${input.title}, ${input.description}, ${timestampAt(input.starts_at)},
    ${timestampAt(input.ends_at)}, ${input.is_enabled}, ${input.sort}, ${input.is_global},
    ${sql.param(input.customer_types)}::text[], ${sql.param(input.provinces)}::text[]`;
}

export async function insertActivity(ex: Executor, input: ActivityInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO activities (kind, title, description, starts_at, ends_at, is_enabled, sort, is_global,
      allowed_customer_types, allowed_provinces) VALUES (${activityValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateActivity(ex: Executor, id: number, input: ActivityInput): Promise<void> {
  await ex.execute(
    sql`UPDATE activities SET (kind, title, description, starts_at, ends_at, is_enabled, sort, is_global,
      allowed_customer_types, allowed_provinces) = (${activityValues(input)}) WHERE id = ${id}`,
  );
}

export async function setActivityEnabled(ex: Executor, id: number, enabled: boolean): Promise<void> {
  await ex.execute(sql`UPDATE activities SET is_enabled = ${enabled} WHERE id = ${id}`);
}

/** Tiers, goods and categories replaced by the input's. */
export async function replaceActivityParts(ex: Executor, id: number, input: ActivityInput): Promise<void> {
  await ex.execute(sql`DELETE FROM activity_tiers WHERE activity_id = ${id}`);
  await ex.execute(sql`DELETE FROM activity_goods WHERE activity_id = ${id}`);
  await ex.execute(sql`DELETE FROM activity_categories WHERE activity_id = ${id}`);
  for (const tier of input.tiers)
    await ex.execute(
      sql`INSERT INTO activity_tiers (activity_id, amount, reduce, rate) VALUES (${id}, ${tier.amount}, ${tier.reduce}, ${tier.rate})`,
    );
  if (input.goods_ids.length > 0)
    await ex.execute(
      sql`INSERT INTO activity_goods (activity_id, goods_id) SELECT ${id}, g FROM unnest(${ids(input.goods_ids)}) AS g ON CONFLICT DO NOTHING`,
    );
  if (input.category_ids.length > 0)
    await ex.execute(
      sql`INSERT INTO activity_categories (activity_id, category_id) SELECT ${id}, c FROM unnest(${ids(input.category_ids)}) AS c ON CONFLICT DO NOTHING`,
    );
}

// Coupons -----------------------------------------------------------------------------------------

const couponColumns = sql`c.id, c.title, c.kind, c.threshold, c.value, c.scope,
  coalesce(c.scope_ids, '{}') AS scope_ids, ${wholeEpoch(sql`c.created_at`)} AS created_at,
  (SELECT count(*)::int FROM member_coupons mc WHERE mc.coupon_id = c.id) AS issued,
  (SELECT count(*)::int FROM member_coupons mc WHERE mc.coupon_id = c.id AND mc.status = 0) AS unused`;

export async function listCoupons(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: AdminCoupon[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.kind) parts.push(sql`c.kind = ${query.kind}`);
  if (query.keyword) parts.push(sql`c.title ILIKE ${containsPattern(query.keyword)}`);
  const where = sql.join(parts, sql` AND `);
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM coupons c WHERE ${where}`);
  const rows = await rowsOf<AdminCoupon>(
    ex,
    sql`SELECT ${couponColumns} FROM coupons c WHERE ${where} ORDER BY c.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findCoupon(ex: Executor, id: number, lock = false): Promise<AdminCoupon | undefined> {
  const [row] = await rowsOf<AdminCoupon>(
    ex,
    sql`SELECT ${couponColumns} FROM coupons c WHERE c.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** A coupon's scopes as stored: sorted, once each; NULL for every scope. */
const scopeIdsOf = (input: CouponInput) =>
  input.scope_ids.length === 0 ? sql`NULL` : ids([...new Set(input.scope_ids)].sort((a, b) => a - b));

export async function insertCoupon(ex: Executor, input: CouponInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO coupons (title, kind, threshold, value, scope, scope_ids)
      VALUES (${input.title}, ${input.kind}, ${input.threshold}, ${input.value}, ${input.scope},
        ${scopeIdsOf(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateCoupon(ex: Executor, id: number, input: CouponInput): Promise<void> {
  await ex.execute(
    sql`UPDATE coupons SET title = ${input.title}, kind = ${input.kind}, threshold = ${input.threshold},
      value = ${input.value}, scope = ${input.scope}, scope_ids = ${scopeIdsOf(input)} WHERE id = ${id}`,
  );
}

export async function issueCoupons(
  ex: Executor,
  couponId: number,
  companyIds: number[],
  validFrom: number,
  validTo: number,
): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO member_coupons (company_id, coupon_id, valid_from, valid_to)
      SELECT c, ${couponId}, ${timestampAt(validFrom)}, ${timestampAt(validTo)} FROM unnest(${ids(companyIds)}) AS c
      RETURNING id`,
  );
  return rows.length;
}

export const companyOptions = (ex: Executor, keyword: string): Promise<MarketingOption[]> =>
  rowsOf<MarketingOption>(
    ex,
    sql`SELECT id, name FROM companies WHERE ${keyword ? sql`name ILIKE ${containsPattern(keyword)}` : sql`TRUE`}
      ORDER BY id LIMIT 20`,
  );

// Group buys --------------------------------------------------------------------------------------

const groupColumns = sql`gb.id, gb.title, gb.offer_id, g.name || ' ' || g.spec AS goods_name, o.base_price,
  gb.group_price, gb.target_quantity, gb.store_limit, gb.rules, ${wholeEpoch(sql`gb.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`gb.ends_at`)} AS ends_at, gb.state, gb.sort,
  gb.allowed_customer_types AS customer_types, gb.allowed_provinces AS provinces,
  (SELECT coalesce(sum(gbo.quantity), 0)::int FROM group_buy_orders gbo JOIN orders od ON od.id = gbo.order_id
    WHERE gbo.group_buy_id = gb.id AND od.status <> ${ORDER_STATUS.cancelled}) AS joined`;
const groupFrom = sql`group_buys gb JOIN offers o ON o.id = gb.offer_id JOIN goods g ON g.id = o.goods_id`;

export async function listGroupBuys(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: (AdminGroupBuy & { settle_queued: boolean })[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.kind) parts.push(sql`gb.state = ${query.kind}`);
  if (query.keyword)
    parts.push(
      sql`(gb.title ILIKE ${containsPattern(query.keyword)} OR g.name ILIKE ${containsPattern(query.keyword)})`,
    );
  const where = sql.join(parts, sql` AND `);
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM ${groupFrom} WHERE ${where}`);
  const rows = await rowsOf<AdminGroupBuy & { settle_queued: boolean }>(
    ex,
    sql`SELECT ${groupColumns}, gb.settle_queued FROM ${groupFrom} WHERE ${where} ORDER BY gb.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findGroupBuy(
  ex: Executor,
  id: number,
  lock = false,
): Promise<(AdminGroupBuy & { settle_queued: boolean }) | undefined> {
  const [row] = await rowsOf<AdminGroupBuy & { settle_queued: boolean }>(
    ex,
    sql`SELECT ${groupColumns}, gb.settle_queued FROM ${groupFrom} WHERE gb.id = ${id} ${lock ? sql`FOR UPDATE OF gb` : sql``}`,
  );
  return row;
}

export async function offerExists(ex: Executor, offerId: number): Promise<boolean> {
  return (await countOf(ex, sql`SELECT count(*)::int AS total FROM offers WHERE id = ${offerId}`)) > 0;
}

function groupValues(input: GroupBuyInput) {
  return sql`${input.title}, ${input.offer_id}, ${input.group_price}, ${input.target_quantity}, ${input.store_limit},
    ${input.rules}, ${timestampAt(input.starts_at)}, ${timestampAt(input.ends_at)}, ${input.sort},
    ${sql.param(input.customer_types)}::text[], ${sql.param(input.provinces)}::text[]`;
}

export async function insertGroupBuy(ex: Executor, input: GroupBuyInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO group_buys (title, offer_id, group_price, target_quantity, store_limit, rules, starts_at, ends_at,
      sort, allowed_customer_types, allowed_provinces) VALUES (${groupValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateGroupBuy(ex: Executor, id: number, input: GroupBuyInput): Promise<void> {
  await ex.execute(
    sql`UPDATE group_buys SET (title, offer_id, group_price, target_quantity, store_limit, rules, starts_at, ends_at,
      sort, allowed_customer_types, allowed_provinces) = (${groupValues(input)}) WHERE id = ${id}`,
  );
}

// Recharge tiers ----------------------------------------------------------------------------------

const tierColumns = sql`r.id, r.title, r.amount, r.bonus_voucher, r.bonus_voucher_days, r.bonus_coupon_id,
  c.title AS bonus_coupon_title, r.bonus_coupon_days, r.sort, r.active`;

export async function listRechargeTiers(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: AdminRechargeTier[]; total: number }> {
  const where = query.keyword ? sql`r.title ILIKE ${containsPattern(query.keyword)}` : sql`TRUE`;
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM recharge_tiers r WHERE ${where}`);
  const rows = await rowsOf<AdminRechargeTier>(
    ex,
    sql`SELECT ${tierColumns} FROM recharge_tiers r LEFT JOIN coupons c ON c.id = r.bonus_coupon_id WHERE ${where}
      ORDER BY r.sort, r.id LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findRechargeTier(
  ex: Executor,
  id: number,
  lock = false,
): Promise<AdminRechargeTier | undefined> {
  const [row] = await rowsOf<AdminRechargeTier>(
    ex,
    sql`SELECT ${tierColumns} FROM recharge_tiers r LEFT JOIN coupons c ON c.id = r.bonus_coupon_id
      WHERE r.id = ${id} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return row;
}

export async function couponExists(ex: Executor, id: number): Promise<boolean> {
  return (await countOf(ex, sql`SELECT count(*)::int AS total FROM coupons WHERE id = ${id}`)) > 0;
}

function rechargeValues(input: RechargeTierInput) {
  return sql`${input.title}, ${input.amount}, ${input.bonus_voucher}, ${input.bonus_voucher_days}, ${input.bonus_coupon_id},
    ${input.bonus_coupon_days}, ${input.sort}, ${input.active}`;
}

export async function insertRechargeTier(ex: Executor, input: RechargeTierInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO recharge_tiers (title, amount, bonus_voucher, bonus_voucher_days, bonus_coupon_id, bonus_coupon_days,
      sort, active) VALUES (${rechargeValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateRechargeTier(ex: Executor, id: number, input: RechargeTierInput): Promise<void> {
  await ex.execute(
    sql`UPDATE recharge_tiers SET (title, amount, bonus_voucher, bonus_voucher_days, bonus_coupon_id, bonus_coupon_days,
      sort, active) = (${rechargeValues(input)}) WHERE id = ${id}`,
  );
}

// Options -------------------------------------------------------------------------------------------

export const goodsOptions = (ex: Executor, keyword: string): Promise<MarketingOption[]> =>
  rowsOf<MarketingOption>(
    ex,
    sql`SELECT g.id, g.name || ' ' || g.spec AS name FROM goods g
      WHERE ${keyword ? sql`(g.name ILIKE ${containsPattern(keyword)} OR g.approval_number ILIKE ${containsPattern(keyword)} OR g.id::text = ${keyword})` : sql`TRUE`}
      ORDER BY g.id LIMIT 20`,
  );

export const offerOptions = (ex: Executor, keyword: string): Promise<MarketingOption[]> =>
  rowsOf<MarketingOption>(
    ex,
    sql`SELECT o.id, g.name || ' ' || g.spec || ' ¥' || to_char(o.base_price / 100.0, 'FM999999990.00') AS name
      FROM offers o JOIN goods g ON g.id = o.goods_id
      WHERE ${keyword ? sql`(g.name ILIKE ${containsPattern(keyword)} OR o.id::text = ${keyword})` : sql`TRUE`}
      ORDER BY o.id LIMIT 20`,
  );

export const categoryOptions = (ex: Executor): Promise<MarketingOption[]> =>
  rowsOf<MarketingOption>(ex, sql`SELECT id, name FROM categories ORDER BY level, sort, id`);

export const scopeOptions = (ex: Executor): Promise<MarketingOption[]> =>
  rowsOf<MarketingOption>(ex, sql`SELECT id, name FROM business_scopes ORDER BY id`);

export async function databaseNow(ex: Executor): Promise<number> {
  const [row] = await rowsOf<{ now: number }>(ex, sql`SELECT ${wholeEpoch(sql`now()`)} AS now`);
  return row?.now ?? Math.floor(Date.now() / 1000);
}
