/**
 * Bulk inserts through `unnest`: one parameter per column, whatever the row count, so
 * 100k rows cost one round trip per chunk instead of one per row, on both drivers.
 */
import type { DbHandle } from '../db/client.ts';

/** How a column travels: as an array of this type, then cast to the column's type. */
export type ColumnKind =
  | 'int'
  | 'bigint'
  | 'text'
  | 'bool'
  | 'date'
  | 'timestamptz'
  | 'jsonb'
  | 'text[]'
  | 'svg';

export interface Column {
  name: string;
  kind: ColumnKind;
}

const CHUNK_ROWS = 20_000;

const ARRAY_TYPE: Record<ColumnKind, string> = {
  int: 'int[]',
  bigint: 'bigint[]',
  text: 'text[]',
  bool: 'bool[]',
  date: 'text[]',
  timestamptz: 'text[]',
  jsonb: 'text[]',
  'text[]': 'text[]',
  svg: 'text[]',
};

function selectExpr(name: string, kind: ColumnKind): string {
  switch (kind) {
    case 'date':
      return `${name}::date`;
    case 'timestamptz':
      return `${name}::timestamptz`;
    case 'jsonb':
      return `${name}::jsonb`;
    case 'text[]':
      return `${name}::text[]`;
    case 'svg':
      return `convert_to(${name}, 'UTF8')`;
    default:
      return name;
  }
}

/** A PostgreSQL array literal of text elements, every element quoted. */
export function textArrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** Converts a JS value to what the column's array parameter expects. */
function toParam(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'jsonb':
      return JSON.stringify(value);
    case 'text[]':
      return textArrayLiteral(value as string[]);
    case 'timestamptz':
      return value instanceof Date ? value.toISOString() : value;
    default:
      return value;
  }
}

export async function bulkInsert(
  handle: DbHandle,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
  chunkRows = CHUNK_ROWS,
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  const unnestArgs = columns.map((c, i) => `$${i + 1}::${ARRAY_TYPE[c.kind]}`).join(', ');
  const selects = columns.map((c) => selectExpr(c.name, c.kind)).join(', ');
  const text = `INSERT INTO ${table} (${names}) SELECT ${selects} FROM unnest(${unnestArgs}) AS u(${names})`;
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = rows.slice(start, start + chunkRows);
    const params = columns.map((c, i) => chunk.map((row) => toParam(c.kind, row[i])));
    await handle.query(text, params);
  }
}

/** After explicit ids, moves each serial sequence past the highest id. */
export async function resetSequences(handle: DbHandle, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await handle.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    );
  }
}
