/**
 * The smallest catalogues the seed accepts still get coherent carts and pricing data: the pricing
 * picks take what exists and skip what does not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from './index.ts';

const NOW = new Date('2026-06-15T04:00:00Z');
let empty: Blob;

const rows = <T>(handle: DbHandle, text: string) => handle.query<T>(text);

beforeAll(async () => {
  const migrated = await openPglite();
  await migrate(migrated);
  empty = await migrated.dump!();
  await migrated.close();
}, 60_000);

describe('small catalogues', () => {
  it.each([20, 45])('seeds %i offers, with carts and pricing data that keep the rules', async (size) => {
    const handle = await openPglite({ loadDataDir: empty });
    try {
      await seedDemo(handle, { size, now: NOW });
      const bad = await rows<{ id: number }>(
        handle,
        `SELECT l.id FROM cart_lines l JOIN offers o ON o.id = l.offer_id
         WHERE l.quantity < o.min_quantity OR l.quantity % o.step <> 0
            OR (o.stock > 0 AND l.quantity > o.stock) OR l.quantity > coalesce(o.member_limit, l.quantity)`,
      );
      expect(bad).toEqual([]);
      expect(await rows(handle, 'SELECT company_id FROM cart_lines WHERE company_id = 3')).toHaveLength(2);
      const items = await rows<{ n: number }>(
        handle,
        'SELECT count(*)::int AS n FROM combination_items GROUP BY combination_id',
      );
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.every((c) => c.n >= 2)).toBe(true);
      const demo = await rows<{ type: number; is_yj: boolean }>(
        handle,
        'SELECT type, is_yj FROM cart_lines WHERE company_id = 1',
      );
      expect(demo.length).toBeGreaterThanOrEqual(3);
      expect(demo.filter((l) => l.type === 3)).toHaveLength(1);
      expect(demo.filter((l) => l.is_yj)).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
