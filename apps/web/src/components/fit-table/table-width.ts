/**
 * The width an antd table needs on a phone so no column is squeezed below its own: each column's
 * given width, and room for about ten characters where a column gives none.
 */

/** A column that sets no width of its own gets this many pixels. */
export const FLEXIBLE_COLUMN_PX = 140;
/** The row-selection checkbox column. */
export const SELECTION_COLUMN_PX = 48;

interface ColumnWidth {
  width?: number | string;
  hidden?: boolean;
  children?: readonly ColumnWidth[];
}

/** The sum of the columns' widths (a group's is its children's), in pixels. */
export function columnsWidth(columns: readonly ColumnWidth[] = []): number {
  return columns.reduce((sum, column) => {
    if (column.hidden) return sum;
    if (column.children) return sum + columnsWidth(column.children);
    return sum + (typeof column.width === 'number' ? column.width : FLEXIBLE_COLUMN_PX);
  }, 0);
}
