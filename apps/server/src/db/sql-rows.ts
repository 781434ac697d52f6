/**
 * Raw statements through Drizzle's `execute`, the same on both drivers, and the fragments the
 * repositories share: an id list as one array parameter, a timestamp from and to Unix seconds,
 * and an open-ended sale window.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

export async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Each read's rows, by the name it was given; an empty list for a read left out (null). */
export type RowsTogether<T extends Record<string, unknown>> = { [K in keyof T]: T[K][] };

/**
 * Several reads in one statement, so one round trip: each query's rows come back as one JSON array,
 * in the order the query gives them (json_agg takes the rows of its subquery as they come). Only for
 * queries whose columns read the same through JSON as from the driver: int4, float8, text, boolean,
 * json and arrays of these; not int8, numeric, date or timestamps, which JSON would turn into
 * numbers or strings. A read given as null is not sent and reads as no rows.
 */
export async function readTogether<T extends Record<string, unknown>>(
  ex: Executor,
  queries: { [K in keyof T]: SQL | null },
): Promise<RowsTogether<T>> {
  const names = Object.keys(queries) as (keyof T & string)[];
  const sent = names.filter((name) => queries[name] !== null);
  const together = {} as RowsTogether<T>;
  for (const name of names) together[name] = [];
  if (sent.length === 0) return together;
  const columns = sent.map(
    (name) =>
      sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${queries[name]}) r) AS ${sql.identifier(name)}`,
  );
  const [row] = await rowsOf<Record<string, unknown[]>>(ex, sql`SELECT ${sql.join(columns, sql`, `)}`);
  for (const name of sent) together[name] = (row?.[name] ?? []) as T[typeof name][];
  return together;
}

/** A list of ids as one int[] parameter, so a statement's text is the same for any count. */
export const ids = (list: readonly number[]) => sql`${sql.param([...list])}::int[]`;
/** Unix seconds (a form's time) as a timestamptz parameter; null stays null (an open end). */
export const timestampAt = (seconds: number | null): SQL =>
  sql`${seconds === null ? null : new Date(seconds * 1000).toISOString()}::timestamptz`;
/** Unix seconds (float8 reads as a number on both drivers), null when open-ended. */
export const epoch = (column: SQL) => sql`extract(epoch FROM ${column})::float8`;
/**
 * Whole Unix seconds, null when the column is null. float8 reads as a number on both drivers and
 * holds any date a window may take (int4 stops in January 2038).
 */
export const wholeEpoch = (column: SQL) => sql`floor(extract(epoch FROM ${column}))::float8`;
/** The row under `alias` is in its sale window now; a missing start or end leaves that side open. */
export const inWindow = (alias: string) => {
  const a = sql.raw(alias);
  return sql`(${a}.starts_at IS NULL OR ${a}.starts_at <= now()) AND (${a}.ends_at IS NULL OR ${a}.ends_at > now())`;
};

/**
 * The gift units a line keeps once `cancelled` of its `quantity` units were refunded before it
 * shipped: gifts follow the units kept, in proportion, rounded down (the same rule as keptGifts in
 * the delivery note).
 */
export const keptGifts = (gifts: SQL, quantity: SQL, cancelled: SQL): SQL =>
  sql`((${gifts}) * ((${quantity}) - (${cancelled})) / (${quantity}))`;
