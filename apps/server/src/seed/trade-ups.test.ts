/**
 * The demo's 组合满赠 and 换购 data in the API tests' template database: gifts on some packages, and
 * three running trade-ups at rising thresholds on buyable offers that are in no package.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { DbHandle } from '../db/client.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

describe('seeded combination gifts and trade-ups', () => {
  it('gives some, not all, packages a gift', async () => {
    const rows = await handle.query<{ packages: number; gifted: number }>(
      `SELECT (SELECT count(*)::int FROM combinations WHERE is_enabled) AS packages,
              (SELECT count(*)::int FROM combination_gifts) AS gifted`,
    );
    const [row] = rows;
    expect(row?.gifted).toBeGreaterThanOrEqual(2);
    expect(row?.gifted).toBeLessThan(row?.packages ?? 0);
  });

  it('runs three trade-ups, each below its offer price, on buyable offers in stock and in no package', async () => {
    const rows = await handle.query<{
      threshold: number;
      price: number;
      max_quantity: number;
      base_price: number;
      stock: number;
      is_buy: boolean;
      in_package: boolean;
      running: boolean;
    }>(
      `SELECT t.threshold, t.price, t.max_quantity, o.base_price, o.stock, o.is_buy,
              EXISTS (SELECT 1 FROM combination_items ci WHERE ci.offer_id = o.id) AS in_package,
              (t.is_enabled AND t.starts_at <= now() AND t.ends_at > now()) AS running
       FROM trade_up_offers t JOIN offers o ON o.id = t.offer_id ORDER BY t.sort, t.id`,
    );
    expect(rows.map((r) => r.threshold)).toEqual([20_000, 50_000, 100_000]);
    for (const r of rows) {
      expect(r).toMatchObject({ is_buy: true, in_package: false, running: true });
      expect(r.price).toBeLessThan(r.base_price);
      expect(r.stock).toBeGreaterThanOrEqual(r.max_quantity);
    }
  });
});
