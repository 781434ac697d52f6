/**
 * What a goods, stock and prices import creates: the ids its rows name, the goods it finds by
 * approval number, the scope a new goods takes from its category, and the new goods and offers,
 * written one import at a time.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, rowsOf } from '../../db/sql-rows.ts';

/** Name → ids, for the names an import's new rows give (manufacturers, categories, warehouses). */
export async function idsByName(
  ex: Executor,
  table: 'manufacturers' | 'categories' | 'warehouses',
  names: string[],
): Promise<Map<string, number[]>> {
  const byName = new Map<string, number[]>();
  if (names.length === 0) return byName;
  const from =
    table === 'manufacturers'
      ? sql`manufacturers`
      : table === 'categories'
        ? sql`categories`
        : sql`warehouses`;
  const rows = await rowsOf<{ id: number; name: string }>(
    ex,
    sql`SELECT id, name FROM ${from} WHERE name = ANY(${sql.param(names)}::text[]) ORDER BY id`,
  );
  for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
  return byName;
}

export interface GoodsIdentity {
  id: number;
  approval_number: string;
  spec: string;
  manufacturer_id: number;
}

/** Goods with these approval numbers, and their offers' warehouses; `lock` takes the goods. */
export async function goodsByApproval(
  ex: Executor,
  approvalNumbers: string[],
  lock = false,
): Promise<{ goods: GoodsIdentity[]; offers: { id: number; goods_id: number; warehouse_id: number }[] }> {
  if (approvalNumbers.length === 0) return { goods: [], offers: [] };
  const goods = await rowsOf<GoodsIdentity>(
    ex,
    sql`SELECT id, approval_number, spec, manufacturer_id FROM goods
      WHERE approval_number = ANY(${sql.param(approvalNumbers)}::text[]) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const offers =
    goods.length === 0
      ? []
      : await rowsOf<{ id: number; goods_id: number; warehouse_id: number }>(
          ex,
          sql`SELECT id, goods_id, warehouse_id FROM offers WHERE goods_id = ANY(${ids(goods.map((g) => g.id))})`,
        );
  return { goods, offers };
}

/** The business scope most goods of each category have (a created goods takes its category's). */
export async function scopesOfCategories(ex: Executor, categoryIds: number[]): Promise<Map<number, number>> {
  const scopes = new Map<number, number>();
  if (categoryIds.length === 0) return scopes;
  const rows = await rowsOf<{ category_id: number; scope_id: number }>(
    ex,
    sql`SELECT DISTINCT ON (category_id) category_id, scope_id FROM goods
      WHERE category_id = ANY(${ids(categoryIds)})
      GROUP BY category_id, scope_id ORDER BY category_id, count(*) DESC, scope_id`,
  );
  for (const r of rows) scopes.set(r.category_id, r.scope_id);
  return scopes;
}

/**
 * Imports apply one at a time until their transaction ends: a second import of the same new goods
 * then finds it rather than making it twice.
 */
export async function lockImports(ex: Executor): Promise<void> {
  await ex.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalogue.import'))`);
}

export async function insertImportedGoods(
  ex: Executor,
  goods: {
    name: string;
    generic_name: string;
    spec: string;
    manufacturer_id: number;
    approval_number: string;
    unit: string;
    scope_id: number;
    category_id: number;
    is_on_sale: boolean;
  },
): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO goods (name, generic_name, spec, manufacturer_id, approval_number, unit, scope_id,
        category_id, is_on_sale)
      VALUES (${goods.name}, ${goods.generic_name}, ${goods.spec}, ${goods.manufacturer_id},
        ${goods.approval_number}, ${goods.unit}, ${goods.scope_id}, ${goods.category_id}, ${goods.is_on_sale})
      RETURNING id`,
  );
  return (rows[0] as { id: number }).id;
}

export async function insertImportedOffer(
  ex: Executor,
  offer: {
    goods_id: number;
    warehouse_id: number;
    price: number;
    stock: number;
    min_quantity: number;
    step: number;
  },
): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO offers (goods_id, warehouse_id, base_price, stock, min_quantity, step)
      VALUES (${offer.goods_id}, ${offer.warehouse_id}, ${offer.price}, ${offer.stock}, ${offer.min_quantity},
        ${offer.step})
      RETURNING id`,
  );
  return (rows[0] as { id: number }).id;
}
