/** keepStatementPlans holds for the caller's transaction on PostgreSQL, and leaves PGlite as it is. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { DbHandle } from './client.ts';
import { keepStatementPlans } from './plan-cache.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const mode = async (ex: DbHandle['db']) =>
  (
    (await ex.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`)) as unknown as {
      rows: { mode: string }[];
    }
  ).rows[0]?.mode;

describe('keepStatementPlans', () => {
  it('keeps generic plans to the end of the transaction on PostgreSQL only', async () => {
    const inside = await handle.db.transaction(async (tx) => {
      await keepStatementPlans(tx);
      return mode(tx as unknown as DbHandle['db']);
    });
    expect(inside).toBe(handle.driver === 'postgres' ? 'force_generic_plan' : 'auto');
    expect(await mode(handle.db)).toBe('auto');
  });
});
