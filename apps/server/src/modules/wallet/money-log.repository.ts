/** The store's balance ledger: its rows newest first (filtered by direction and China dates), its last balance, a new row. */
import { sql } from 'drizzle-orm';
import { chinaDate } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { epoch, rowsOf } from '../../db/sql-rows.ts';

export type BalanceKind =
  | 'recharge'
  | 'order_pay'
  | 'order_refund'
  | 'after_sale_refund'
  | 'adjust'
  | 'lottery'
  | 'cashback'
  | 'cashback_reverse';

export interface LedgerRow {
  id: number;
  amount: number;
  balance_after: number;
  kind: BalanceKind;
  note: string;
  created_at: number;
}

export interface LedgerFilter {
  direction?: 'in' | 'out';
  /** YYYY-MM-DD, China time, inclusive */
  from?: string;
  to?: string;
}

export async function pageLedger(
  ex: Executor,
  companyId: number,
  filter: LedgerFilter,
  limit: number,
  offset: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const local = chinaDate(sql`created_at`);
  const where = sql`company_id = ${companyId}
    ${filter.direction === 'in' ? sql`AND amount > 0` : filter.direction === 'out' ? sql`AND amount < 0` : sql``}
    ${filter.from ? sql`AND ${local} >= ${filter.from}::date` : sql``}
    ${filter.to ? sql`AND ${local} <= ${filter.to}::date` : sql``}`;
  const [rows, counted] = await Promise.all([
    rowsOf<LedgerRow>(
      ex,
      sql`SELECT id::int AS id, amount, balance_after, kind, note, ${epoch(sql`created_at`)} AS created_at
        FROM balance_ledger WHERE ${where} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM balance_ledger WHERE ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** The balance now: the last row's balance_after (0 without rows). */
export async function currentBalance(ex: Executor, companyId: number): Promise<number> {
  const rows = await rowsOf<{ balance_after: number }>(
    ex,
    sql`SELECT balance_after FROM balance_ledger WHERE company_id = ${companyId} ORDER BY id DESC LIMIT 1`,
  );
  return rows[0]?.balance_after ?? 0;
}

export interface NewLedgerRow {
  companyId: number;
  amount: number;
  balanceAfter: number;
  kind: BalanceKind;
  orderId: number | null;
  note: string;
}

export async function insertLedgerRow(tx: Executor, r: NewLedgerRow): Promise<void> {
  await tx.execute(
    sql`INSERT INTO balance_ledger (company_id, amount, balance_after, kind, order_id, note)
      VALUES (${r.companyId}, ${r.amount}, ${r.balanceAfter}, ${r.kind}, ${r.orderId}, ${r.note})`,
  );
}
