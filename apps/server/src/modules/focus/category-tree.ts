/** Menu trees from flat category rows (pure, so the rules are easy to test). */
import type { MenuCategory } from '@mall/shared/focus';
import type { categories } from '../../db/schema.ts';

export type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'parentId' | 'name' | 'logo' | 'logo1'>;

/**
 * Nests flat rows (in display order) under their parents; children keep that order and a row
 * whose parent is not among the rows (hidden) is dropped.
 */
export function buildTree<R extends { id: number; parentId: number | null }, N extends { children: N[] }>(
  rows: readonly R[],
  toNode: (row: R) => N,
): N[] {
  const nodes = new Map<number, N>(rows.map((r) => [r.id, toNode(r)]));
  const roots: N[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parentId === null) roots.push(node);
    else nodes.get(r.parentId)?.children.push(node);
  }
  return roots;
}

export function buildCategoryTree(rows: readonly CategoryRow[]): MenuCategory[] {
  return buildTree(rows, (r) => ({
    id: r.id,
    name: r.name,
    logo: r.logo,
    logo1: r.logo1,
    children: [],
    childrenShow: false,
  }));
}

/** Keeps the categories whose subtree contains one of `ids`. */
export function pruneCategoryTree(tree: readonly MenuCategory[], ids: ReadonlySet<number>): MenuCategory[] {
  const kept: MenuCategory[] = [];
  for (const node of tree) {
    const children = pruneCategoryTree(node.children, ids);
    if (ids.has(node.id) || children.length > 0) kept.push({ ...node, children });
  }
  return kept;
}

/** The children of the first top-level category with this name. */
export function childrenOfRoot(tree: readonly MenuCategory[], name: string): MenuCategory[] {
  return tree.find((node) => node.name === name)?.children ?? [];
}
