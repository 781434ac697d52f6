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
import type { Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { appendMovement, type BalanceKind } from './money-log.repository.ts';

/** Takes the store's row lock; 门店不存在 when there is no such store. */
export async function lockCompany(tx: Executor, companyId: number): Promise<void> {
  if (!(await lockStore(tx, companyId))) throw new AppError('not_found', '门店不存在');
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
  const after = await appendMovement(tx, { companyId, amount, kind, orderId, note });
  if (after === null) throw new AppError('bad_request', ORDER_MESSAGES.balanceShort);
  return after;
}
