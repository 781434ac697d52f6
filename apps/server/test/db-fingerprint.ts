/**
 * A fingerprint of a test database (row count and a hash of the rows of every table), so a test can
 * say that a request changed nothing.
 */
import type { DbHandle } from '../src/db/client.ts';

// --- the database's fingerprint ---

/** Written by the session on a request at most once a minute: not a change a request makes. */
export const VOLATILE: Record<string, string[]> = {
  sessions: ['last_seen_at'],
  operator_sessions: ['last_seen_at'],
};

export async function fingerprint(handle: DbHandle): Promise<Map<string, string>> {
  const tables = await handle.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const parts = tables.map(({ name }) => {
    const row = VOLATILE[name] ? `(to_jsonb(x) - '{${VOLATILE[name]?.join(',')}}'::text[])::text` : 'x::text';
    return `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(sum(hashtext(${row})::bigint), 0)::text AS print FROM "${name}" x`;
  });
  const rows = await handle.query<{ name: string; print: string }>(parts.join(' UNION ALL '));
  return new Map(rows.map((r) => [r.name, r.print]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
