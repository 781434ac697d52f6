import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ids, timestampAt } from './sql-rows.ts';

const render = new PgDialect();

describe('shared SQL fragments', () => {
  it('sends a form time as one timestamptz parameter, and an open end as null', () => {
    expect(render.sqlToQuery(timestampAt(1_795_000_000))).toMatchObject({
      sql: '$1::timestamptz',
      params: ['2026-11-18T11:06:40.000Z'],
    });
    expect(render.sqlToQuery(timestampAt(null))).toMatchObject({ sql: '$1::timestamptz', params: [null] });
  });

  it('sends an id list as one array parameter, whatever its length', () => {
    expect(render.sqlToQuery(ids([3, 1, 2]))).toMatchObject({ sql: '$1::int[]', params: [[3, 1, 2]] });
    expect(render.sqlToQuery(ids([])).sql).toBe('$1::int[]');
  });
});
