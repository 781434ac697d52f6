import type { FastBuyRow } from '@mall/shared/self-service';
import { firstQuantity, normalizeQuantity } from '@/components/goods/quantity';

/**
 * The quantity a re-purchase row starts at: what the store bought last time, rounded to the
 * offer's rules as they are now (minimum, step, limit, stock); the first allowed quantity when
 * there is no earlier quantity. 0 when nothing can be bought.
 */
export function startQuantity(row: Pick<FastBuyRow, 'last_quantity' | 'rules'>): number {
  if (row.last_quantity > 0) return normalizeQuantity(row.last_quantity, row.rules);
  return normalizeQuantity(firstQuantity(row.rules), row.rules);
}
