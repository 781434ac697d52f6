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

/** The balance now: the ledger's last running balance, 0 without rows (store_balance, migration 0045). */
export async function currentBalance(ex: Executor, companyId: number): Promise<number> {
  const rows = await rowsOf<{ balance: number }>(ex, sql`SELECT store_balance(${companyId}) AS balance`);
  return rows[0]?.balance ?? 0;
}

export interface Movement {
  companyId: number;
  /** signed fen */
  amount: number;
  kind: BalanceKind;
  orderId: number | null;
  note: string;
}

/**
 * Appends one movement (append_balance, migration 0045): the balance after it, or null with
 * nothing written when the balance would go below zero. The caller holds the store's row lock.
 */
export async function appendMovement(tx: Executor, m: Movement): Promise<number | null> {
  const rows = await rowsOf<{ balance: number | null }>(
    tx,
    sql`SELECT append_balance(${m.companyId}::int, ${m.amount}::int, ${m.kind}::text, ${m.orderId}::int, ${m.note}::text) AS balance`,
  );
  return rows[0]?.balance ?? null;
}
