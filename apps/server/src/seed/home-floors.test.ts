/** The home page's category floors of the seeded template database. */
import { HOME_FLOORS } from '@mall/shared/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('home floors', () => {
  it('gives the top categories with the most goods on sale a floor each, in menu order', async () => {
    const floors = await handle.query<{
      category_id: number;
      level: number;
      sort: number;
      is_enabled: boolean;
    }>(
      `SELECT f.category_id, c.level, c.sort, f.is_enabled FROM home_floors f
       JOIN categories c ON c.id = f.category_id ORDER BY f.sort, f.id`,
    );
    expect(floors).toHaveLength(HOME_FLOORS);
    expect(floors.every((f) => f.level === 1 && f.is_enabled)).toBe(true);
    const sorts = floors.map((f) => f.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));

    const counts = await handle.query<{ id: number; n: number }>(
      `WITH RECURSIVE tree(root_id, id) AS (
         SELECT id, id FROM categories WHERE parent_id IS NULL
         UNION ALL SELECT tree.root_id, c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
       SELECT tree.root_id AS id, count(g.id)::int AS n FROM tree JOIN goods g ON g.category_id = tree.id
       WHERE g.is_on_sale GROUP BY tree.root_id ORDER BY n DESC, tree.root_id LIMIT $1`,
      [HOME_FLOORS],
    );
    expect(counts.every((c) => c.n > 0)).toBe(true);
    expect(floors.map((f) => f.category_id).sort((a, b) => a - b)).toEqual(
      counts.map((c) => c.id).sort((a, b) => a - b),
    );
  });

  it('draws a banner image for every floor', async () => {
    const rows = await handle.query<{ banner: string; mime: string | null; body: string | null }>(
      `SELECT f.banner, m.mime, convert_from(m.body, 'UTF8') AS body FROM home_floors f
       LEFT JOIN media m ON '/media/' || m.id = f.banner`,
    );
    expect(rows).toHaveLength(HOME_FLOORS);
    for (const row of rows) {
      expect(row.banner).toMatch(/^\/media\/floor-\d+\.svg$/);
      expect(row.mime).toBe('image/svg+xml');
      expect(row.body).toContain('<svg');
      expect(row.body).toContain('查看更多');
    }
  });
});
