/**
 * Statement names for node-postgres: one per text, stable, and none past the cap, so texts that vary
 * with the data run unnamed instead of piling up plans on every connection.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { NAMED_TEXTS, NamingClient, statementName } from './named-statements.ts';

describe('statementName', () => {
  it('names a text the same way every time, and two texts apart', () => {
    const a = statementName('SELECT id FROM offers WHERE id = $1');
    expect(a).toMatch(/^s_[0-9a-f]{24}$/);
    expect(statementName('SELECT id FROM offers WHERE id = $1')).toBe(a);
    expect(statementName('SELECT id FROM goods WHERE id = $1')).not.toBe(a);
  });

  it('names no new text once the cap is reached, and keeps the names it gave', () => {
    const kept = statementName('SELECT 1 WHERE $1::int > 0');
    for (let i = 0; i < NAMED_TEXTS; i++) statementName(`SELECT ${i} WHERE $1::int > 0`);
    expect(statementName('SELECT id FROM members WHERE id = $1')).toBeUndefined();
    expect(statementName('SELECT 1 WHERE $1::int > 0')).toBe(kept);
  });
});

describe('NamingClient', () => {
  /** The config the client hands to pg.Client.query for these arguments. */
  function sent(...args: unknown[]): unknown {
    const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(() => undefined as never);
    try {
      new NamingClient().query(...args);
      return query.mock.calls[0]?.[0];
    } finally {
      query.mockRestore();
    }
  }

  it('names a statement with values, given as Drizzle gives them or as pg.Pool does', () => {
    const text = 'SELECT id FROM offers WHERE id = $1';
    const name = statementName(text);
    expect(sent({ text, rowMode: 'array' }, [1])).toEqual({ text, rowMode: 'array', name });
    expect(sent(text, [1])).toEqual({ text, values: [1], name });
  });

  it('leaves a statement without values, or already named, as it is', () => {
    expect(sent('BEGIN')).toBe('BEGIN');
    const named = { text: 'SELECT $1::int', name: 'mine' };
    expect(sent(named, [1])).toBe(named);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('prepares a statement once per connection and reuses it', async () => {
    const { handle, dispose } = await openTestDatabase();
    try {
      // A text named before the cap test above filled the names.
      const text = 'SELECT id FROM offers WHERE id = $1';
      const prepared = await handle.db.transaction(async (tx) => {
        for (let id = 1; id <= 3; id++) await tx.execute(sql`SELECT id FROM offers WHERE id = ${id}`);
        const found = await tx.execute(
          sql`SELECT name, statement FROM pg_prepared_statements WHERE statement = ${text}`,
        );
        return (found as unknown as { rows: unknown[] }).rows;
      });
      expect(prepared).toEqual([{ name: statementName(text), statement: text }]);
    } finally {
      await dispose();
    }
  });
});
