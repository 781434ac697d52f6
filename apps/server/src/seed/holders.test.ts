/**
 * 上市许可持有人 in the API tests' template database: every drug names its holder (for these generic
 * drugs, the factory that makes it); goods that are not drugs have none; demo's order lines carry it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { DbHandle } from '../db/client.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose?.();
});

it('names the holder of every drug and of no other goods', async () => {
  const rows = await handle.query<{ drug: boolean; mah: string; maker: string }>(
    `SELECT s.code IN ('rx', 'otc', 'special_compound', 'tcm') AS drug, g.mah, m.name AS maker
       FROM goods g JOIN business_scopes s ON s.id = g.scope_id JOIN manufacturers m ON m.id = g.manufacturer_id`,
  );
  const drugs = rows.filter((r) => r.drug);
  expect(drugs.length).toBeGreaterThan(100);
  for (const r of drugs) expect(r.mah).toBe(r.maker);
  for (const r of rows.filter((g) => !g.drug)) expect(r.mah).toBe('');
});

it('snapshots the holder on the demo orders’ lines', async () => {
  const [row] = await handle.query<{ lines: number; differing: number }>(
    `SELECT count(*)::int AS lines, count(*) FILTER (WHERE l.mah <> g.mah)::int AS differing
       FROM order_lines l JOIN goods g ON g.id = l.goods_id`,
  );
  expect(row?.lines).toBeGreaterThan(0);
  expect(row?.differing).toBe(0);
});
