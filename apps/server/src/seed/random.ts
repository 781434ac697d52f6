/**
 * A small seeded PRNG (mulberry32) so every seed of the same size yields the same rows.
 * Math.random is never used by the seed.
 */
import { addCalendarDays, chinaDayOf, chinaMidnight } from '@mall/shared/china-time';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

/** Catalogue history (goods created_at, sales) is laid out before this fixed instant. */
export const SEED_EPOCH = new Date((chinaMidnight('2026-11-01') as number) * 1000);

const DAY_MS = 86_400_000;

export function daysBefore(base: Date, days: number): Date {
  return new Date(base.getTime() - days * DAY_MS);
}

/**
 * A YYYY-MM-DD plus whole months; a day past the month's end rolls into the next (01-31 plus one
 * month is 03-03 or 03-02), which keeps the seed's dates as they always were.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + month - 1 + months;
  const first = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return addCalendarDays(first, date - 1) as string;
}

/** Midnight that began today in China: dates that must stay meaningful are relative to it. */
export function startOfDay(now: Date): Date {
  return new Date(chinaDayOf(Math.floor(now.getTime() / 1000)).start * 1000);
}
