/**
 * The cart line ids step 2 orders travel in its URL (`?ids=1,2,3`), so a reload or a shared tab
 * still knows what is being checked out.
 */

/** Positive integer ids in their first order, each once; anything else is dropped. */
export function parseIds(text: string | null): number[] {
  if (!text) return [];
  const seen = new Set<number>();
  for (const part of text.split(',')) {
    const value = part.trim();
    if (!/^\d{1,9}$/.test(value)) continue;
    const id = Number(value);
    if (id > 0) seen.add(id);
  }
  return [...seen];
}

export function formatIds(ids: readonly number[]): string {
  return ids.join(',');
}

/** The order id of /cart/step3/:id, or of `?id=` on /cart/hm and /cart/step4; 0 when absent. */
export function parseOrderId(text: string | null | undefined): number {
  if (!text || !/^\d{1,9}$/.test(text)) return 0;
  return Number(text);
}
