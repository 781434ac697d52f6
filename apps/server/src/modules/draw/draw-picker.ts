/**
 * The draw's pick, pure so its odds can be tested with a given random source: a prize is picked by
 * weight among all prizes of the activity, so each keeps its configured odds; a pick whose stock is
 * gone turns into the activity's 谢谢参与 (kind none) prize.
 */
import type { DrawPrizeKind } from '@mall/shared/draw';

export interface Pickable {
  kind: DrawPrizeKind;
  weight: number;
  /** Null: unlimited. */
  stock: number | null;
}

/** A whole number from 0 up to, not including, max (node:crypto randomInt in production). */
export type RandomInt = (max: number) => number;

const inStock = (p: Pickable) => p.stock === null || p.stock > 0;

/** The item whose weight band holds a random point; undefined when no weight is positive. */
export function pickByWeight<T extends { weight: number }>(
  items: readonly T[],
  randomInt: RandomInt,
): T | undefined {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (total <= 0) return undefined;
  let point = randomInt(total);
  for (const item of items) {
    if (item.weight <= 0) continue;
    if (point < item.weight) return item;
    point -= item.weight;
  }
  return undefined;
}

/** The prize drawn, or undefined when neither the pick nor a 谢谢参与 prize is left to give. */
export function choosePrize<T extends Pickable>(prizes: readonly T[], randomInt: RandomInt): T | undefined {
  const picked = pickByWeight(prizes, randomInt);
  if (picked && inStock(picked)) return picked;
  return prizes.find((p) => p.kind === 'none' && inStock(p));
}
