/** The SQL migrations are the source of truth; Drizzle's mirror of them must not drift. */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPglite } from './client.ts';
import { assertChineseCollation, migrate } from './migrate.ts';
import * as schema from './schema.ts';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe('schema.ts mirrors the migrations', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await migrate(handle);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('covers every table', async () => {
    const rows = await handle.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
    );
    const mirrored = tables.map((t) => getTableConfig(t).name).sort();
    expect(mirrored).toEqual(rows.map((r) => r.table_name).sort());
  });

  it.each(tables.map((t) => [getTableConfig(t).name, t] as const))(
    '%s has the same columns',
    async (name, table) => {
      const rows = await handle.query<{ column_name: string; is_nullable: 'YES' | 'NO' }>(
        `SELECT column_name, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = $1`,
        [name],
      );
      const inDb = Object.fromEntries(rows.map((r) => [r.column_name, r.is_nullable === 'NO']));
      const inSchema = Object.fromEntries(getTableConfig(table).columns.map((c) => [c.name, c.notNull]));
      expect(inSchema).toEqual(inDb);
    },
  );

  it('is applied once: a second run does nothing', async () => {
    expect(await migrate(handle)).toEqual([]);
  });

  it('indexes Chinese text (UTF-8 ctype for pg_trgm)', async () => {
    await expect(assertChineseCollation(handle)).resolves.toBeUndefined();
  });
});
