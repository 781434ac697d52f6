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
import {
  POINTS_KIND_TEXT,
  POINTS_MESSAGES,
  type PointsLogPage,
  type PointsLogType,
} from '@mall/shared/points';
import type { Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { insertPointsRow, type PointsRef, pagePointsLog, sumPoints } from './points.repository.ts';

export type { PointsKind, PointsRef } from './points.repository.ts';

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

/** The store's ledger for /wdqb/jfgl: a page of rows, latest first, and its points now. */
export async function pointsLog(
  ctx: DbContext,
  session: SessionInfo,
  query: { page: number; page_size: number; type?: PointsLogType | undefined },
): Promise<PointsLogPage> {
  const [{ rows, total }, totalPoints] = await Promise.all([
    pagePointsLog(ctx.db, session.companyId, query.type, query.page_size, (query.page - 1) * query.page_size),
    sumPoints(ctx.db, session.companyId),
  ]);
  return {
    list: rows.map((r) => ({ ...r, kind_text: POINTS_KIND_TEXT[r.kind] ?? r.kind })),
    total,
    page: query.page,
    page_size: query.page_size,
    total_points: totalPoints,
  };
}
