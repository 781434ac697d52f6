/**
 * A store's points (积分) are an append-only ledger whose sum is the balance. Every change goes
 * through appendPoints, in the caller's transaction, next to the order, refund or redemption that
 * caused it:
 *
 *   const total = await appendPoints(tx, companyId, -cost, '积分商城兑换：…', { kind: 'redeem' });
 *
 * It takes the store's row lock first (the same first lock as every money path, so it never
 * deadlocks with them), so the rows of one store are written one at a time and the sum never goes
 * below zero.
 */
import type { Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { insertPointsRow, type PointsRef, sumPoints } from './points.repository.ts';

export type { PointsKind, PointsRef } from './points.repository.ts';

export const POINTS_MESSAGES = {
  short: '积分不足',
  noStore: '门店不存在',
} as const;

/**
 * Writes one signed change of points and returns the store's total after it; refuses with 积分不足
 * (nothing written) when the total would go below zero. A zero delta writes nothing.
 */
export async function appendPoints(
  tx: Executor,
  companyId: number,
  delta: number,
  reason: string,
  ref: PointsRef = {},
): Promise<number> {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`not a whole number of points: ${delta}`);
  if (!(await lockStore(tx, companyId))) throw new AppError('not_found', POINTS_MESSAGES.noStore);
  const before = await sumPoints(tx, companyId);
  if (delta === 0) return before;
  const after = before + delta;
  if (after < 0) throw new AppError('bad_request', POINTS_MESSAGES.short);
  await insertPointsRow(tx, companyId, delta, reason, ref);
  return after;
}

/** The store's points now (no lock: for reading pages). */
export function currentPoints(ex: Executor, companyId: number): Promise<number> {
  return sumPoints(ex, companyId);
}
