/** A node of the category tree (MenuCategory of GET /api/focus/common). */
export interface CategoryNode {
  id: number;
  name: string;
  children: readonly CategoryNode[];
}

/** The categories from the root down to the one with this id; empty when it is not in the tree. */
export function categoryPath<T extends CategoryNode>(tree: readonly T[], id: number | undefined): T[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children as readonly T[], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
