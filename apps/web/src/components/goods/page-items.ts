/** A page button or a gap in the pager. */
export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and last, the current one with `around` neighbours
 * each side, and gaps between. Pages count from 1.
 */
export function pageItems(current: number, totalPages: number, around = 2): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= totalPages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

export function totalPagesOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
