/** The only SQL of points: the store's ledger (its sum, a page of rows, a new row) and the points mall. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export type PointsKind = 'adjust' | 'order_earn' | 'order_reverse' | 'redeem';

/** What a ledger row is about: a trade order (earning, reversal) or a points order (redemption). */
export interface PointsRef {
  kind?: PointsKind;
  orderId?: number;
  pointsOrderId?: number;
}

/** The store's points now: the sum of its ledger rows (0 without rows). */
export async function sumPoints(ex: Executor, companyId: number): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT coalesce(sum(delta), 0)::int AS total FROM points_ledger WHERE company_id = ${companyId}`,
  );
  return row?.total ?? 0;
}

export async function insertPointsRow(
  tx: Executor,
  companyId: number,
  delta: number,
  reason: string,
  ref: PointsRef,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO points_ledger (company_id, delta, reason, kind, order_id, points_order_id)
      VALUES (${companyId}, ${delta}, ${reason}, ${ref.kind ?? 'adjust'}, ${ref.orderId ?? null},
        ${ref.pointsOrderId ?? null})`,
  );
}
