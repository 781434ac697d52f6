/**
 * The console's categories (a tree of up to three levels) and brands: reads, the checks a form
 * needs (a sibling or brand of the same name, what still uses a category) and the writes, each in
 * the caller's transaction.
 */
import type { AdminBrand, AdminCategory } from '@mall/shared/admin-catalogue';
import type { BrandInput, CategoryInput } from '@mall/shared/admin-catalogue-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, rowsOf } from '../../db/sql-rows.ts';

/**
 * The ids of a category and of every category under it, as a subquery: what "in this category"
 * means wherever goods are picked or counted by category. `root` may be a parameter or a column of
 * the outer query (not one of alias `child`).
 */
export const categorySubtree = (root: SQL): SQL =>
  sql`(WITH RECURSIVE under(id) AS (
      SELECT ${root} UNION SELECT child.id FROM categories child JOIN under ON child.parent_id = under.id)
    SELECT id FROM under)`;

/**
 * The goods in category `c` or any of its sub-categories, as the goods list finds them. The goods are
 * counted once per category (`filed`) and summed over each subtree: counting the goods again
 * for every category would scan them once per row of the tree.
 */
const FILED = sql`filed AS (SELECT category_id, count(*)::int AS n FROM goods GROUP BY category_id)`;
const GOODS_COUNT = sql`(SELECT coalesce(sum(f.n), 0)::int FROM filed f
    WHERE f.category_id IN ${categorySubtree(sql`c.id`)}) AS goods_count`;

export function listCategories(ex: Executor): Promise<AdminCategory[]> {
  return rowsOf<AdminCategory>(
    ex,
    sql`WITH ${FILED} SELECT c.id, c.parent_id, c.level, c.name, c.sort, c.is_shown, ${GOODS_COUNT}
      FROM categories c ORDER BY c.level, c.sort, c.id`,
  );
}

export async function findCategory(
  ex: Executor,
  categoryId: number,
  lock = false,
): Promise<AdminCategory | undefined> {
  const rows = await rowsOf<AdminCategory>(
    ex,
    sql`WITH ${FILED} SELECT c.id, c.parent_id, c.level, c.name, c.sort, c.is_shown, ${GOODS_COUNT}
      FROM categories c WHERE c.id = ${categoryId} ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
  return rows[0];
}

/** Whether a sibling (same parent) other than `exceptId` has this name. */
export async function siblingNamed(
  ex: Executor,
  parentId: number | null,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM ${parentId}::int AND name = ${name}
      AND id <> ${exceptId ?? 0} LIMIT 1`,
  );
  return rows.length > 0;
}

/** The ids of the category and every category under it. */
export async function categoryDescendants(ex: Executor, categoryId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM ${categorySubtree(sql`${categoryId}::int`)} AS subtree`,
  );
  return rows.map((r) => r.id);
}

export async function insertCategory(ex: Executor, input: CategoryInput, level: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO categories (parent_id, level, name, sort, is_shown)
      VALUES (${input.parent_id}::int, ${level}, ${input.name}, ${input.sort}, ${input.is_shown}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateCategory(ex: Executor, categoryId: number, input: CategoryInput, level: number) {
  await ex.execute(
    sql`UPDATE categories SET parent_id = ${input.parent_id}::int, level = ${level}, name = ${input.name},
        sort = ${input.sort}, is_shown = ${input.is_shown} WHERE id = ${categoryId}`,
  );
}

/** Moves the levels of a moved category's descendants by `delta`. */
export async function shiftLevels(ex: Executor, categoryIds: number[], delta: number): Promise<void> {
  if (delta === 0 || categoryIds.length === 0) return;
  await ex.execute(sql`UPDATE categories SET level = level + ${delta} WHERE id = ANY(${ids(categoryIds)})`);
}

export interface CategoryUses {
  children: number;
  goods: number;
  /** activities' and cashback campaigns' category scopes */
  activities: number;
  /** the home page's category floors */
  floors: number;
}

/** What still points at a category: sub-categories, goods, activities, home floors. */
export async function categoryUses(ex: Executor, categoryId: number): Promise<CategoryUses> {
  const [row] = await rowsOf<CategoryUses>(
    ex,
    sql`SELECT (SELECT count(*)::int FROM categories WHERE parent_id = ${categoryId}) AS children,
        (SELECT count(*)::int FROM goods WHERE category_id = ${categoryId}) AS goods,
        (SELECT count(*)::int FROM activity_categories WHERE category_id = ${categoryId})
          + (SELECT count(*)::int FROM cashback_scope WHERE category_id = ${categoryId}) AS activities,
        (SELECT count(*)::int FROM home_floors WHERE category_id = ${categoryId}) AS floors`,
  );
  return row as CategoryUses;
}

export async function deleteCategory(ex: Executor, categoryId: number): Promise<void> {
  await ex.execute(sql`DELETE FROM categories WHERE id = ${categoryId}`);
}

const BRAND_COLUMNS = sql`b.id, b.name, b.description, b.sort, b.is_featured,
  (SELECT count(*)::int FROM goods g WHERE g.brand_id = b.id) AS goods_count`;

export function listBrands(ex: Executor): Promise<AdminBrand[]> {
  return rowsOf<AdminBrand>(ex, sql`SELECT ${BRAND_COLUMNS} FROM brands b ORDER BY b.sort, b.id`);
}

export async function findBrand(
  ex: Executor,
  brandId: number,
  lock = false,
): Promise<AdminBrand | undefined> {
  const rows = await rowsOf<AdminBrand>(
    ex,
    sql`SELECT ${BRAND_COLUMNS} FROM brands b WHERE b.id = ${brandId} ${lock ? sql`FOR UPDATE OF b` : sql``}`,
  );
  return rows[0];
}

export async function brandNamed(ex: Executor, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM brands WHERE name = ${name} AND id <> ${exceptId ?? 0} LIMIT 1`,
  );
  return rows.length > 0;
}

export async function insertBrand(ex: Executor, input: BrandInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO brands (name, description, sort, is_featured)
      VALUES (${input.name}, ${input.description}, ${input.sort}, ${input.is_featured}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateBrand(ex: Executor, brandId: number, input: BrandInput): Promise<void> {
  await ex.execute(
    sql`UPDATE brands SET name = ${input.name}, description = ${input.description}, sort = ${input.sort},
        is_featured = ${input.is_featured} WHERE id = ${brandId}`,
  );
}

export async function deleteBrand(ex: Executor, brandId: number): Promise<void> {
  await ex.execute(sql`DELETE FROM brands WHERE id = ${brandId}`);
}
