/** Which of the scoped activity rows apply to one goods (decision 019); pure. */
import { GLOBAL_KINDS, type ScopedActivityRow } from './activity-scope.repository.ts';

const isTiered = (kind: string) => (GLOBAL_KINDS as readonly string[]).includes(kind);

/**
 * The activities that apply to `goodsId`, by sort then id: those covering it by listing or
 * category, and the store-wide 满减/满折 unless one of those is already a 满减/满折 (a line takes at
 * most one of them, as in the cart's pricing).
 */
export function resolveActivities<T extends Pick<ScopedActivityRow, 'goods_id' | 'id' | 'kind' | 'sort'>>(
  rows: readonly T[],
  goodsId: number,
): T[] {
  const own = rows.filter((row) => row.goods_id === goodsId);
  const hasTiered = own.some((row) => isTiered(row.kind));
  const global = hasTiered ? [] : rows.filter((row) => row.goods_id === null);
  const seen = new Set<number>();
  return [...own, ...global]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .filter((row) => !seen.has(row.id) && seen.add(row.id) !== undefined);
}
