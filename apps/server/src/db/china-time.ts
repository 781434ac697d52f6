/**
 * China time in SQL, the database side of @mall/shared/china-time: a timestamptz read on China's
 * clock by the zone's name, so PostgreSQL's zone rules apply whatever the session's TimeZone and
 * no query carries an offset of its own. Raw-text queries take the `…Text` forms.
 */
import { CHINA_TIME_ZONE } from '@mall/shared/china-time';
import { type SQL, sql } from 'drizzle-orm';

/** `expr` (a timestamptz) as China's wall clock, a timestamp without zone. */
export const inChinaText = (expr: string): string => `(${expr} AT TIME ZONE '${CHINA_TIME_ZONE}')`;

/** Today's date on China's calendar, whatever the session's zone (the session's own date is not). */
export const CHINA_TODAY_TEXT = `${inChinaText('now()')}::date`;

/** The to_char patterns a person reads; a closed list, as the pattern is written into the query. */
export type ChinaTextPattern = 'YYYY-MM-DD' | 'YYYY-MM-DD HH24:MI';

/** `expr` as China-time text, e.g. 「2026-11-01 10:00」. */
export const chinaCharText = (expr: string, pattern: ChinaTextPattern): string =>
  `to_char(${inChinaText(expr)}, '${pattern}')`;

/** `column` as China's wall clock. */
export const inChina = (column: SQL): SQL => sql`(${column} AT TIME ZONE ${sql.raw(`'${CHINA_TIME_ZONE}'`)})`;

/** The China calendar day of `column`, a date to compare with a YYYY-MM-DD. */
export const chinaDate = (column: SQL): SQL => sql`${inChina(column)}::date`;

/** `column` as China-time text. */
export const chinaChar = (column: SQL, pattern: ChinaTextPattern): SQL =>
  sql`to_char(${inChina(column)}, ${sql.raw(`'${pattern}'`)})`;
