/**
 * The console's catalogue reads and writes: goods with their offers and ladder tiers, control
 * rules and the rows of the goods, stock and prices sheet (categories and brands are in
 * taxonomy.repository.ts, what an import creates in catalogue-import.repository.ts). Price and
 * stock go through the subscriptions' updateOffer (its trigger tells subscribers); every write
 * takes the caller's transaction, which also writes the audit row.
 */
import type {
  AdminControlRule,
  AdminGoodsRow,
  AdminLadderTier,
  AdminOffer,
  AdminOption,
} from '@mall/shared/admin-catalogue';
import type { GoodsQuery, GoodsUpdateInput } from '@mall/shared/admin-catalogue-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf } from '../../db/sql-rows.ts';
import { categorySubtree } from './taxonomy.repository.ts';

function goodsWhere(query: GoodsQuery): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (query.keyword) {
    const like = containsPattern(query.keyword);
    const spelled = containsPattern(query.keyword.toLowerCase());
    parts.push(sql`(g.name ILIKE ${like} OR g.generic_name ILIKE ${like} OR g.approval_number ILIKE ${like}
      OR g.name IN (SELECT term FROM search_terms WHERE pinyin LIKE ${spelled} OR initials LIKE ${spelled})
      OR g.generic_name IN (SELECT term FROM search_terms WHERE pinyin LIKE ${spelled} OR initials LIKE ${spelled}))`);
  }
  if (query.category_id) parts.push(sql`g.category_id IN ${categorySubtree(sql`${query.category_id}::int`)}`);
  if (query.manufacturer) parts.push(sql`m.name ILIKE ${containsPattern(query.manufacturer)}`);
  if (query.on_sale) parts.push(sql`g.is_on_sale = ${query.on_sale === '1'}`);
  return sql.join(parts, sql` AND `);
}

export async function listGoods(
  ex: Executor,
  query: GoodsQuery,
): Promise<{ rows: AdminGoodsRow[]; total: number }> {
  const where = goodsWhere(query);
  const [countRow] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id WHERE ${where}`,
  );
  const rows = await rowsOf<AdminGoodsRow>(
    ex,
    sql`SELECT g.id, g.name, g.generic_name, g.spec, m.name AS manufacturer, g.approval_number,
        c.name AS category, b.name AS brand, coalesce(g.images->>0, '') AS image, g.is_on_sale,
        (SELECT count(*)::int FROM offers o WHERE o.goods_id = g.id) AS offer_count,
        (SELECT min(o.base_price)::int FROM offers o WHERE o.goods_id = g.id) AS min_price,
        (SELECT coalesce(sum(o.stock), 0)::int FROM offers o WHERE o.goods_id = g.id) AS stock
      FROM goods g
      JOIN manufacturers m ON m.id = g.manufacturer_id
      JOIN categories c ON c.id = g.category_id
      LEFT JOIN brands b ON b.id = g.brand_id
      WHERE ${where}
      ORDER BY g.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total: countRow?.total ?? 0 };
}

export interface GoodsRecord {
  id: number;
  name: string;
  generic_name: string;
  spec: string;
  manufacturer_id: number;
  manufacturer: string;
  approval_number: string;
  category_id: number;
  brand_id: number | null;
  scope_id: number;
  images: string[];
  is_on_sale: boolean;
}

export async function findGoods(
  ex: Executor,
  goodsId: number,
  lock = false,
): Promise<GoodsRecord | undefined> {
  const rows = await rowsOf<GoodsRecord>(
    ex,
    sql`SELECT g.id, g.name, g.generic_name, g.spec, g.manufacturer_id, m.name AS manufacturer,
        g.approval_number, g.category_id, g.brand_id, g.scope_id, g.images, g.is_on_sale
      FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE g.id = ${goodsId} ${lock ? sql`FOR UPDATE OF g` : sql``}`,
  );
  return rows[0];
}

export type OfferRecord = Omit<AdminOffer, 'ladder'> & { goods_id: number };

const OFFER_COLUMNS = sql`o.id, o.goods_id, o.warehouse_id, w.name AS warehouse, o.base_price, o.stock,
  o.min_quantity, o.step, o.member_limit, o.is_buy, o.tags, o.is_free_shipping, o.free_shipping_number`;

export function listOffersOfGoods(ex: Executor, goodsId: number): Promise<OfferRecord[]> {
  return rowsOf<OfferRecord>(
    ex,
    sql`SELECT ${OFFER_COLUMNS} FROM offers o JOIN warehouses w ON w.id = o.warehouse_id
      WHERE o.goods_id = ${goodsId} ORDER BY o.id`,
  );
}

export async function findOffer(
  ex: Executor,
  offerId: number,
  lock = false,
): Promise<OfferRecord | undefined> {
  const rows = await rowsOf<OfferRecord>(
    ex,
    sql`SELECT ${OFFER_COLUMNS} FROM offers o JOIN warehouses w ON w.id = o.warehouse_id
      WHERE o.id = ${offerId} ${lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  return rows[0];
}

export async function ladderOf(ex: Executor, offerIds: number[]): Promise<Map<number, AdminLadderTier[]>> {
  const byOffer = new Map<number, AdminLadderTier[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await rowsOf<{ offer_id: number; quantity: number; price: number }>(
    ex,
    sql`SELECT offer_id, quantity, price FROM ladder_prices WHERE offer_id = ANY(${ids(offerIds)})
      ORDER BY offer_id, quantity`,
  );
  for (const r of rows) {
    const list = byOffer.get(r.offer_id) ?? [];
    list.push({ quantity: r.quantity, price: r.price });
    byOffer.set(r.offer_id, list);
  }
  return byOffer;
}

/** Which of these references exist: a goods form's manufacturer, category, brand and scope. */
export async function referencesExist(
  ex: Executor,
  input: Pick<GoodsUpdateInput, 'manufacturer_id' | 'category_id' | 'brand_id' | 'scope_id'>,
): Promise<{ manufacturer: boolean; category: boolean; brand: boolean; scope: boolean }> {
  const [row] = await rowsOf<{ manufacturer: boolean; category: boolean; brand: boolean; scope: boolean }>(
    ex,
    sql`SELECT EXISTS (SELECT 1 FROM manufacturers WHERE id = ${input.manufacturer_id}) AS manufacturer,
        EXISTS (SELECT 1 FROM categories WHERE id = ${input.category_id}) AS category,
        (${input.brand_id}::int IS NULL OR EXISTS (SELECT 1 FROM brands WHERE id = ${input.brand_id}::int)) AS brand,
        EXISTS (SELECT 1 FROM business_scopes WHERE id = ${input.scope_id}) AS scope`,
  );
  return row as { manufacturer: boolean; category: boolean; brand: boolean; scope: boolean };
}

export async function updateGoods(ex: Executor, goodsId: number, input: GoodsUpdateInput): Promise<void> {
  await ex.execute(
    sql`UPDATE goods SET name = ${input.name}, generic_name = ${input.generic_name}, spec = ${input.spec},
        manufacturer_id = ${input.manufacturer_id}, approval_number = ${input.approval_number},
        category_id = ${input.category_id}, brand_id = ${input.brand_id}, scope_id = ${input.scope_id},
        images = ${JSON.stringify(input.images)}::jsonb, is_on_sale = ${input.is_on_sale}
      WHERE id = ${goodsId}`,
  );
}

/** The goods fields an import may set; only those given change. */
export async function patchGoods(
  ex: Executor,
  goodsId: number,
  patch: {
    name?: string;
    generic_name?: string;
    spec?: string;
    approval_number?: string;
    is_on_sale?: boolean;
  },
): Promise<void> {
  const sets: SQL[] = [];
  if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
  if (patch.generic_name !== undefined) sets.push(sql`generic_name = ${patch.generic_name}`);
  if (patch.spec !== undefined) sets.push(sql`spec = ${patch.spec}`);
  if (patch.approval_number !== undefined) sets.push(sql`approval_number = ${patch.approval_number}`);
  if (patch.is_on_sale !== undefined) sets.push(sql`is_on_sale = ${patch.is_on_sale}`);
  if (sets.length === 0) return;
  await ex.execute(sql`UPDATE goods SET ${sql.join(sets, sql`, `)} WHERE id = ${goodsId}`);
}

/** The offer's rules other than price and stock (which go through updateOffer). */
export async function patchOfferRules(
  ex: Executor,
  offerId: number,
  patch: {
    min_quantity?: number;
    step?: number;
    member_limit?: number | null;
    is_buy?: boolean;
    tags?: string[];
    is_free_shipping?: boolean;
    free_shipping_number?: number;
  },
): Promise<void> {
  const sets: SQL[] = [];
  if (patch.min_quantity !== undefined) sets.push(sql`min_quantity = ${patch.min_quantity}`);
  if (patch.step !== undefined) sets.push(sql`step = ${patch.step}`);
  if (patch.member_limit !== undefined) sets.push(sql`member_limit = ${patch.member_limit}::int`);
  if (patch.is_buy !== undefined) sets.push(sql`is_buy = ${patch.is_buy}`);
  if (patch.tags !== undefined) sets.push(sql`tags = ${sql.param(patch.tags)}::text[]`);
  if (patch.is_free_shipping !== undefined) sets.push(sql`is_free_shipping = ${patch.is_free_shipping}`);
  if (patch.free_shipping_number !== undefined)
    sets.push(sql`free_shipping_number = ${patch.free_shipping_number}`);
  if (sets.length === 0) return;
  await ex.execute(sql`UPDATE offers SET ${sql.join(sets, sql`, `)} WHERE id = ${offerId}`);
}

export async function replaceLadder(ex: Executor, offerId: number, tiers: AdminLadderTier[]): Promise<void> {
  await ex.execute(sql`DELETE FROM ladder_prices WHERE offer_id = ${offerId}`);
  for (const tier of tiers)
    await ex.execute(
      sql`INSERT INTO ladder_prices (offer_id, quantity, price) VALUES (${offerId}, ${tier.quantity}, ${tier.price})`,
    );
  await ex.execute(
    sql`UPDATE offers SET ladder_price_type = ${tiers.length > 0 ? 1 : 0} WHERE id = ${offerId}`,
  );
}

export function listManufacturers(ex: Executor, keyword: string): Promise<AdminOption[]> {
  return rowsOf<AdminOption>(
    ex,
    sql`SELECT id, name FROM manufacturers
      WHERE ${keyword === '' ? sql`TRUE` : sql`name ILIKE ${containsPattern(keyword)}`} ORDER BY name LIMIT 30`,
  );
}

export function listScopes(ex: Executor): Promise<AdminOption[]> {
  return rowsOf<AdminOption>(ex, sql`SELECT id, name FROM business_scopes ORDER BY id`);
}

export function listWarehouses(ex: Executor): Promise<AdminOption[]> {
  return rowsOf<AdminOption>(ex, sql`SELECT id, name FROM warehouses ORDER BY id`);
}

// The goods, stock and prices sheet ---------------------------------------------------------------

export interface SheetRow {
  offer_id: number;
  goods_id: number;
  name: string;
  generic_name: string;
  spec: string;
  manufacturer: string;
  approval_number: string;
  warehouse: string;
  price: number;
  stock: number;
  min_quantity: number;
  step: number;
  is_on_sale: boolean;
  category: string;
  unit: string;
}

const SHEET_SELECT = sql`SELECT o.id AS offer_id, g.id AS goods_id, g.name, g.generic_name, g.spec,
    m.name AS manufacturer, g.approval_number, w.name AS warehouse, o.base_price AS price, o.stock,
    o.min_quantity, o.step, g.is_on_sale, c.name AS category, g.unit
  FROM offers o JOIN goods g ON g.id = o.goods_id
  JOIN manufacturers m ON m.id = g.manufacturer_id
  JOIN categories c ON c.id = g.category_id
  JOIN warehouses w ON w.id = o.warehouse_id`;

/** The rows of the export: the offers of the goods the list's filters find. */
export function sheetRowsOf(ex: Executor, query: GoodsQuery, limit: number): Promise<SheetRow[]> {
  return rowsOf<SheetRow>(
    ex,
    sql`${SHEET_SELECT} WHERE o.goods_id IN (SELECT g.id FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
        WHERE ${goodsWhere(query)}) ORDER BY g.id DESC, o.id LIMIT ${limit}`,
  );
}

/** These offers' rows; `lock` takes their offers and goods for the apply's transaction. */
export function sheetRowsByOffer(ex: Executor, offerIds: number[], lock = false): Promise<SheetRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return rowsOf<SheetRow>(
    ex,
    sql`${SHEET_SELECT} WHERE o.id = ANY(${ids(offerIds)}) ORDER BY o.id ${lock ? sql`FOR UPDATE OF o, g` : sql``}`,
  );
}

// Control rules (控销) ----------------------------------------------------------------------------

export async function findControlRule(ex: Executor, goodsId: number): Promise<AdminControlRule | null> {
  const rows = await rowsOf<AdminControlRule>(
    ex,
    sql`SELECT r.zone_id, z.name AS zone, r.allowed_provinces, r.allowed_customer_types
      FROM control_rules r JOIN control_zones z ON z.id = r.zone_id WHERE r.goods_id = ${goodsId}`,
  );
  return rows[0] ?? null;
}

export async function zoneExists(ex: Executor, zoneId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(ex, sql`SELECT id FROM control_zones WHERE id = ${zoneId}`);
  return rows.length > 0;
}

export function listZones(ex: Executor): Promise<AdminOption[]> {
  return rowsOf<AdminOption>(ex, sql`SELECT id, name FROM control_zones ORDER BY sort, id`);
}

/** Puts the goods under the rule, or (rule null) lifts its control. */
export async function writeControlRule(
  ex: Executor,
  goodsId: number,
  rule: { zone_id: number; allowed_provinces: string[]; allowed_customer_types: string[] } | null,
): Promise<void> {
  if (rule === null) {
    await ex.execute(sql`DELETE FROM control_rules WHERE goods_id = ${goodsId}`);
    return;
  }
  await ex.execute(
    sql`INSERT INTO control_rules (goods_id, zone_id, allowed_provinces, allowed_customer_types)
      VALUES (${goodsId}, ${rule.zone_id}, ${sql.param(rule.allowed_provinces)}::text[],
        ${sql.param(rule.allowed_customer_types)}::text[])
      ON CONFLICT (goods_id) DO UPDATE SET zone_id = EXCLUDED.zone_id,
        allowed_provinces = EXCLUDED.allowed_provinces, allowed_customer_types = EXCLUDED.allowed_customer_types`,
  );
}
