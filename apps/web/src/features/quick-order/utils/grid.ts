/**
 * The quick-order grid as data: rows with the offer picked and the quantity typed, the lines they
 * send to POST /api/cart/batch, and the server's refusals put back on the rows they name. Pure.
 */
import type { BatchAddLine, BatchAddRefusal } from '@mall/shared/bulk-order';
import type { GoodsRead } from '@mall/shared/goods';
import { quantityRulesOf } from '@/components/goods/cart-line';
import { quantityEntry } from '@/components/goods/quantity-entry';

export type PickedGoods = Pick<
  GoodsRead,
  | 'id'
  | 'goods_price_id'
  | 'name'
  | 'ypgg'
  | 'sccj'
  | 'bzdw'
  | 'base_price'
  | 'qg_number'
  | 'step'
  | 'member_limit'
  | 'number'
  | 'expiry_date'
> & { approval_number?: string };

export interface GridRow {
  key: number;
  keyword: string;
  goods: PickedGoods | null;
  /** as typed */
  quantity: string;
  /** the server's refusal of this row, shown beside it until it changes */
  refusal: string | null;
}

let nextKey = 1;
export const emptyRow = (): GridRow => ({
  key: nextKey++,
  keyword: '',
  goods: null,
  quantity: '',
  refusal: null,
});

/** What the typed quantity breaks, or null: a blank or non-number, or a rule of the offer. */
export function quantityProblem(row: GridRow): string | null {
  if (!row.goods) return null;
  const typed = Number(row.quantity);
  if (row.quantity.trim() === '' || !Number.isInteger(typed) || typed < 1) return '请输入购买数量';
  return quantityEntry(quantityRulesOf(row.goods), typed).rule;
}

/** The rows with an offer, in order, with the index of each in `rows`. */
export function filledRows(rows: readonly GridRow[]): { row: GridRow; index: number }[] {
  return rows.flatMap((row, index) => (row.goods ? [{ row, index }] : []));
}

export function batchLinesOf(rows: readonly GridRow[]): BatchAddLine[] {
  return filledRows(rows).map(({ row }) => ({
    goods_id: row.goods?.id ?? 0,
    goods_price_id: row.goods?.goods_price_id ?? 0,
    number: Number(row.quantity),
  }));
}

/** The refusals (by the batch's row, i.e. the n-th filled row) written onto the grid's rows. */
export function withRefusals(rows: readonly GridRow[], refused: readonly BatchAddRefusal[]): GridRow[] {
  const filled = filledRows(rows);
  const byIndex = new Map<number, string>();
  for (const r of refused) {
    const target = filled[r.row];
    if (!target) continue;
    const hint = r.number !== null && r.number > 0 ? `（最多可加${r.number}）` : '';
    byIndex.set(target.index, `${r.msg}${hint}`);
  }
  return rows.map((row, i) => ({ ...row, refusal: byIndex.get(i) ?? null }));
}
