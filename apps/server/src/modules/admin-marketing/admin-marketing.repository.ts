/**
 * The console's marketing reads and writes: 满减/满折 activities with their tiers, goods,
 * categories and reach; coupon templates and the coupons issued to stores; group buys; zone
 * templates with their groups of goods. Every write takes the caller's transaction, which also
 * writes the audit row.
 */
import type {
  ActivityKind,
  AdminActivityTier,
  AdminCoupon,
  AdminGroupBuy,
  AdminPointsGoods,
  AdminRechargeTier,
  AdminZoneGroup,
  MarketingOption,
  ZoneTemplateKindName,
} from '@mall/shared/admin-marketing';
import type {
  ActivityInput,
  CouponInput,
  GroupBuyInput,
  MarketingListQuery,
  PointsGoodsInput,
  RechargeTierInput,
  ZoneTemplateInput,
} from '@mall/shared/admin-marketing-schemas';
import { ORDER_STATUS } from '@mall/shared/order';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, timestampAt, wholeEpoch } from '../../db/sql-rows.ts';

async function countOf(ex: Executor, query: SQL): Promise<number> {
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
export async function missingIds(ex: Executor, table: 'goods' | 'categories' | 'companies', list: number[]) {
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

const couponColumns = sql`c.id, c.title, c.kind, c.threshold, c.value, c.scope, ${wholeEpoch(sql`c.created_at`)} AS created_at,
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

export async function insertCoupon(ex: Executor, input: CouponInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO coupons (title, kind, threshold, value, scope)
      VALUES (${input.title}, ${input.kind}, ${input.threshold}, ${input.value}, ${input.scope}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateCoupon(ex: Executor, id: number, input: CouponInput): Promise<void> {
  await ex.execute(
    sql`UPDATE coupons SET title = ${input.title}, kind = ${input.kind}, threshold = ${input.threshold},
      value = ${input.value}, scope = ${input.scope} WHERE id = ${id}`,
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

// Zone templates ------------------------------------------------------------------------------------

export interface ZoneTemplateRecord {
  id: number;
  kind: ZoneTemplateKindName;
  slug: string | null;
  title: string;
  banner_image: string;
  rules: string;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
}

const zoneColumns = sql`t.id, t.kind, t.slug, t.title, t.banner_image, t.rules, ${wholeEpoch(sql`t.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`t.ends_at`)} AS ends_at, t.is_enabled, t.sort`;

export async function listZoneTemplates(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: ZoneTemplateRecord[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.kind) parts.push(sql`t.kind = ${query.kind}`);
  if (query.keyword) parts.push(sql`t.title ILIKE ${containsPattern(query.keyword)}`);
  const where = sql.join(parts, sql` AND `);
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM zone_templates t WHERE ${where}`);
  const rows = await rowsOf<ZoneTemplateRecord>(
    ex,
    sql`SELECT ${zoneColumns} FROM zone_templates t WHERE ${where} ORDER BY t.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findZoneTemplate(
  ex: Executor,
  id: number,
  lock = false,
): Promise<ZoneTemplateRecord | undefined> {
  const [row] = await rowsOf<ZoneTemplateRecord>(
    ex,
    sql`SELECT ${zoneColumns} FROM zone_templates t WHERE t.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function slugTaken(ex: Executor, slug: string, exceptId: number | null): Promise<boolean> {
  return (
    (await countOf(
      ex,
      sql`SELECT count(*)::int AS total FROM zone_templates WHERE slug = ${slug} AND id <> ${exceptId ?? 0}`,
    )) > 0
  );
}

export async function zoneGroups(
  ex: Executor,
  templateIds: number[],
): Promise<Map<number, AdminZoneGroup[]>> {
  const rows = await rowsOf<{
    template_id: number;
    group_id: number;
    title: string;
    sort: number;
    goods_id: number | null;
    goods_name: string | null;
  }>(
    ex,
    sql`SELECT zg.template_id, zg.id AS group_id, zg.title, zg.sort, g.id AS goods_id, g.name || ' ' || g.spec AS goods_name
      FROM zone_template_groups zg
      LEFT JOIN zone_template_goods zgg ON zgg.group_id = zg.id
      LEFT JOIN goods g ON g.id = zgg.goods_id
      WHERE zg.template_id = ANY(${ids(templateIds)})
      ORDER BY zg.template_id, zg.sort, zg.id, zgg.sort, g.id`,
  );
  const map = new Map<number, AdminZoneGroup[]>();
  const byGroup = new Map<number, AdminZoneGroup>();
  for (const row of rows) {
    let group = byGroup.get(row.group_id);
    if (!group) {
      group = { title: row.title, sort: row.sort, goods: [] };
      byGroup.set(row.group_id, group);
      map.set(row.template_id, [...(map.get(row.template_id) ?? []), group]);
    }
    if (row.goods_id !== null) group.goods.push({ id: row.goods_id, name: row.goods_name ?? '' });
  }
  return map;
}

function zoneValues(input: ZoneTemplateInput) {
  return sql`${input.kind}, ${input.slug}, ${input.title}, ${input.banner_image}, ${input.rules},
    ${timestampAt(input.starts_at)}, ${timestampAt(input.ends_at)}, ${input.is_enabled}, ${input.sort}`;
}

export async function insertZoneTemplate(ex: Executor, input: ZoneTemplateInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO zone_templates (kind, slug, title, banner_image, rules, starts_at, ends_at, is_enabled, sort)
      VALUES (${zoneValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateZoneTemplate(ex: Executor, id: number, input: ZoneTemplateInput): Promise<void> {
  await ex.execute(
    sql`UPDATE zone_templates SET (kind, slug, title, banner_image, rules, starts_at, ends_at, is_enabled, sort)
      = (${zoneValues(input)}) WHERE id = ${id}`,
  );
}

export async function setZoneEnabled(ex: Executor, id: number, enabled: boolean): Promise<void> {
  await ex.execute(sql`UPDATE zone_templates SET is_enabled = ${enabled} WHERE id = ${id}`);
}

/** The groups and their goods replaced by the input's, in its order. */
export async function replaceZoneGroups(ex: Executor, id: number, input: ZoneTemplateInput): Promise<void> {
  await ex.execute(sql`DELETE FROM zone_template_groups WHERE template_id = ${id}`);
  for (const [index, group] of input.groups.entries()) {
    const [row] = await rowsOf<{ id: number }>(
      ex,
      sql`INSERT INTO zone_template_groups (template_id, title, sort) VALUES (${id}, ${group.title}, ${index}) RETURNING id`,
    );
    const groupId = (row as { id: number }).id;
    for (const [position, goodsId] of [...new Set(group.goods_ids)].entries())
      await ex.execute(
        sql`INSERT INTO zone_template_goods (group_id, goods_id, sort) VALUES (${groupId}, ${goodsId}, ${position})`,
      );
  }
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

// Points mall ---------------------------------------------------------------------------------------

const pointsColumns = sql`p.id, p.name, p.image, p.points, p.stock, p.per_member_limit, p.is_active, p.sort, p.description,
  (SELECT coalesce(sum(l.quantity), 0)::int FROM points_order_lines l WHERE l.points_goods_id = p.id) AS redeemed`;

export async function listPointsGoods(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: AdminPointsGoods[]; total: number }> {
  const where = query.keyword ? sql`p.name ILIKE ${containsPattern(query.keyword)}` : sql`TRUE`;
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM points_goods p WHERE ${where}`);
  const rows = await rowsOf<AdminPointsGoods>(
    ex,
    sql`SELECT ${pointsColumns} FROM points_goods p WHERE ${where} ORDER BY p.sort, p.id
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findPointsGoods(
  ex: Executor,
  id: number,
  lock = false,
): Promise<AdminPointsGoods | undefined> {
  const [row] = await rowsOf<AdminPointsGoods>(
    ex,
    sql`SELECT ${pointsColumns} FROM points_goods p WHERE p.id = ${id} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

function pointsValues(input: PointsGoodsInput) {
  return sql`${input.name}, ${input.image}, ${input.points}, ${input.stock}, ${input.per_member_limit}, ${input.is_active},
    ${input.sort}, ${input.description}`;
}

export async function insertPointsGoods(ex: Executor, input: PointsGoodsInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO points_goods (name, image, points, stock, per_member_limit, is_active, sort, description)
      VALUES (${pointsValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updatePointsGoods(ex: Executor, id: number, input: PointsGoodsInput): Promise<void> {
  await ex.execute(
    sql`UPDATE points_goods SET (name, image, points, stock, per_member_limit, is_active, sort, description)
      = (${pointsValues(input)}) WHERE id = ${id}`,
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

export async function databaseNow(ex: Executor): Promise<number> {
  const [row] = await rowsOf<{ now: number }>(ex, sql`SELECT ${wholeEpoch(sql`now()`)} AS now`);
  return row?.now ?? Math.floor(Date.now() / 1000);
}
