/**
 * The store balance (余额) is an append-only ledger: every change is one balance_ledger row with
 * the running balance after it, written in the caller's transaction next to the order, payment or
 * refund that caused it (DESIGN §6).
 *
 *   await appendBalance(tx, companyId, -amount, 'order_pay', orderId, note); // throws 余额不足
 *
 * Lock order (every money path): the company row, then the order row, then offers by id. This
 * takes the company row itself (a no-op when the caller already holds it), so rows of one store
 * are written one at a time and balance_after follows the previous row exactly.
 */
import { ORDER_MESSAGES } from '@mall/shared/order';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { AppError } from '../../http/app-error.ts';

export type BalanceKind = 'recharge' | 'order_pay' | 'order_refund' | 'after_sale_refund' | 'adjust';

export async function lockCompany(tx: Executor, companyId: number): Promise<void> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`,
  );
  if (rows.length === 0) throw new AppError('not_found', '门店不存在');
}

/** The balance now: the last row's balance_after (0 without rows). */
export async function currentBalance(ex: Executor, companyId: number): Promise<number> {
  const rows = await rowsOf<{ balance_after: number }>(
    ex,
    sql`SELECT balance_after FROM balance_ledger WHERE company_id = ${companyId} ORDER BY id DESC LIMIT 1`,
  );
  return rows[0]?.balance_after ?? 0;
}

/**
 * Writes one signed movement (fen) and returns the balance after it; refuses with 余额不足
 * (nothing written) when the balance would go below zero. A zero amount writes nothing.
 */
export async function appendBalance(
  tx: Executor,
  companyId: number,
  amount: number,
  kind: BalanceKind,
  orderId: number | null,
  note: string,
): Promise<number> {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an amount of fen: ${amount}`);
  await lockCompany(tx, companyId);
  const before = await currentBalance(tx, companyId);
  if (amount === 0) return before;
  const after = before + amount;
  if (after < 0) throw new AppError('bad_request', ORDER_MESSAGES.balanceShort);
  await tx.execute(
    sql`INSERT INTO balance_ledger (company_id, amount, balance_after, kind, order_id, note)
      VALUES (${companyId}, ${amount}, ${after}, ${kind}, ${orderId}, ${note})`,
  );
  return after;
}
