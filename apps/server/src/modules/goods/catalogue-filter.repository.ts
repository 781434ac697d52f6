/**
 * The filters of /list, /search and the zones as SQL conditions over the aliases `g` (goods) and
 * an offer alias. Values always travel as parameters; only the fixed aliases are raw text.
 */
import { type SQL, sql } from 'drizzle-orm';
import { activityFilter } from './activity-scope.repository.ts';
import type { SearchKeyword } from './search/keywords.ts';
import type { CatalogueViewer } from './visibility.ts';

export interface CatalogueFilter {
  /** includes the goods of every descendant category */
  categoryId?: number;
  manufacturerId?: number;
  brandId?: number;
  dosageForm?: string;
  scopeId?: number;
  inStock?: boolean;
  /** fen, inclusive; applied only for readers who may see prices */
  priceMin?: number;
  priceMax?: number;
  nearExpiry?: boolean;
  freeShipping?: boolean;
  youx?: boolean;
  /** control zone slug */
  zone?: string;
  /**
   * the goods an activity lists or names a category of, when it reaches the reader (decision 019);
   * a store-wide activity lists none
   */
  activityId?: number;
  keyword?: SearchKeyword | null;
  /** 0 drug, 1 manufacturer */
  searchType?: 0 | 1;
}

/** Conditions on one offer (alias given), e.g. `o`. */
export function offerConditions(
  filter: CatalogueFilter,
  alias: string,
  viewer: CatalogueViewer | null,
): SQL[] {
  const o = sql.raw(alias);
  const conditions: SQL[] = [];
  if (filter.inStock) conditions.push(sql`${o}.stock > 0`);
  if (filter.nearExpiry) conditions.push(sql`${o}.is_near_expiry`);
  if (filter.freeShipping) conditions.push(sql`${o}.is_free_shipping`);
  if (filter.youx) conditions.push(sql`${o}.is_youx`);
  // A price filter would tell a reader who may not see prices what they are.
  if (viewer?.approved) {
    if (filter.priceMin !== undefined) conditions.push(sql`${o}.base_price >= ${filter.priceMin}`);
    if (filter.priceMax !== undefined) conditions.push(sql`${o}.base_price <= ${filter.priceMax}`);
  }
  return conditions;
}

/** What a control rule looks at in the reader's store. */
export type ControlledViewer = Pick<CatalogueViewer, 'province' | 'customerType'>;

/**
 * The control_rules row under `ruleAlias` allows this store (the SQL twin of canSeeControlled).
 * Aliases are fixed identifiers of the caller's query, never input; values are parameters.
 */
export function ruleAllows(viewer: ControlledViewer, ruleAlias: string): SQL {
  const r = sql.raw(ruleAlias);
  return sql`(cardinality(${r}.allowed_provinces) = 0 OR ${viewer.province}::text = ANY(${r}.allowed_provinces))
    AND (cardinality(${r}.allowed_customer_types) = 0 OR ${viewer.customerType}::text = ANY(${r}.allowed_customer_types))`;
}

/** The goods under `goodsAlias` is not controlled, or its rule allows the reader; guests see no controlled goods. */
export function visibleTo(viewer: ControlledViewer | null, goodsAlias = 'g'): SQL {
  const g = sql.raw(goodsAlias);
  if (!viewer) return sql`NOT EXISTS (SELECT 1 FROM control_rules vr WHERE vr.goods_id = ${g}.id)`;
  return sql`NOT EXISTS (SELECT 1 FROM control_rules vr WHERE vr.goods_id = ${g}.id AND NOT (${ruleAllows(viewer, 'vr')}))`;
}

/**
 * visibleTo as a column of a read of a few goods by id: one lookup of the goods' rule by its key.
 * Inside an expression, NOT EXISTS may be planned as a hash of every rule that refuses the reader,
 * which, with thousands of controlled goods, costs more than the rest of such a read.
 */
export function visibleColumn(viewer: ControlledViewer | null, goodsAlias = 'g'): SQL {
  const g = sql.raw(goodsAlias);
  const allows = viewer ? sql`(${ruleAllows(viewer, 'vr')})` : sql`false`;
  return sql`coalesce((SELECT ${allows} FROM control_rules vr WHERE vr.goods_id = ${g}.id), true)`;
}

/** Everything but the keyword, on alias `g`; includes "has an offer matching the offer filters". */
export function goodsConditions(filter: CatalogueFilter, viewer: CatalogueViewer | null): SQL {
  const conditions: SQL[] = [sql`g.is_on_sale`, visibleTo(viewer)];
  if (filter.categoryId !== undefined) {
    conditions.push(sql`g.category_id IN (
      WITH RECURSIVE sub(id) AS (
        SELECT id FROM categories WHERE id = ${filter.categoryId}
        UNION ALL
        SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
      ) SELECT id FROM sub)`);
  }
  if (filter.manufacturerId !== undefined) conditions.push(sql`g.manufacturer_id = ${filter.manufacturerId}`);
  if (filter.brandId !== undefined) conditions.push(sql`g.brand_id = ${filter.brandId}`);
  if (filter.dosageForm !== undefined) conditions.push(sql`g.dosage_form = ${filter.dosageForm}`);
  if (filter.scopeId !== undefined) conditions.push(sql`g.scope_id = ${filter.scopeId}`);
  if (filter.zone !== undefined) {
    conditions.push(sql`g.id IN (SELECT r.goods_id FROM control_rules r
      JOIN control_zones z ON z.id = r.zone_id WHERE z.slug = ${filter.zone})`);
  }
  if (filter.activityId !== undefined) {
    conditions.push(activityFilter(filter.activityId, viewer));
  }
  const offer = offerConditions(filter, 'xo', viewer);
  conditions.push(
    sql`EXISTS (SELECT 1 FROM offers xo WHERE xo.goods_id = g.id${offer.length ? sql` AND ${sql.join(offer, sql` AND `)}` : sql``})`,
  );
  return sql.join(conditions, sql` AND `);
}
