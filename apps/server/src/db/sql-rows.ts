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
