/** The balance chart's SQL: the ledger's money in and out per China-time month. */
import { sql } from 'drizzle-orm';
import { inChina } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface MonthStatRow {
  /** YYYY-MM, China time */
  month: string;
  /** fen in (positive rows) and out (negative rows, as a positive number) */
  in_fen: number;
  out_fen: number;
}

/** The last `months` China-time months up to this one, oldest first, months without rows as 0. */
export async function monthlyStat(ex: Executor, companyId: number, months: number): Promise<MonthStatRow[]> {
  const thisMonth = sql`date_trunc('month', ${inChina(sql`now()`)})`;
  const first = sql`(${thisMonth} - make_interval(months => ${months - 1}))`;
  const rows = await rowsOf<{ month: string; in_fen: string | number; out_fen: string | number }>(
    ex,
    sql`WITH months AS (
        SELECT m FROM generate_series(${first}, ${thisMonth}, interval '1 month') AS m
      ), moved AS (
        SELECT date_trunc('month', ${inChina(sql`created_at`)}) AS m, amount FROM balance_ledger
        WHERE company_id = ${companyId} AND ${inChina(sql`created_at`)} >= ${first}
      )
      SELECT to_char(months.m, 'YYYY-MM') AS month,
        coalesce(sum(moved.amount) FILTER (WHERE moved.amount > 0), 0)::bigint AS in_fen,
        coalesce(-sum(moved.amount) FILTER (WHERE moved.amount < 0), 0)::bigint AS out_fen
      FROM months LEFT JOIN moved ON moved.m = months.m
      GROUP BY months.m ORDER BY months.m`,
  );
  return rows.map((r) => ({ month: r.month, in_fen: Number(r.in_fen), out_fen: Number(r.out_fen) }));
}
