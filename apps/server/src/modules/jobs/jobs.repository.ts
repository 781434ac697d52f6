/**
 * Background jobs are rows (DESIGN §2): a writer enqueues one in the transaction of the change
 * that needs it, so a rolled-back order leaves no job behind.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/** A timestamp parameter both drivers read the same way. */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

export async function enqueueJob(
  tx: Executor,
  kind: string,
  payload: Record<string, unknown>,
  runAt: Date,
): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`INSERT INTO jobs (kind, payload, run_at) VALUES (${kind}, ${JSON.stringify(payload)}::jsonb, ${at(runAt)})
      RETURNING id::int AS id`,
  );
  const row = rows[0];
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * The next due queued job, locked for the rest of the transaction. SKIP LOCKED: a job another
 * process is running is passed over rather than waited for, so no job runs twice at once.
 */
export async function claimDueJob(
  tx: Executor,
  now: Date,
  skip: readonly number[],
): Promise<ClaimedJob | undefined> {
  const rows = await rowsOf<ClaimedJob>(
    tx,
    sql`SELECT id::int AS id, kind, payload, attempts FROM jobs
      WHERE status = 0 AND run_at <= ${at(now)} AND NOT (id = ANY(${sql.param([...skip])}::bigint[]))
      ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return rows[0];
}

export async function markDone(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE jobs SET status = 1, attempts = attempts + 1, done_at = ${at(now)} WHERE id = ${id}`,
  );
}

/** Counts a failed attempt: retried later, or failed for good once attempts run out. */
export async function markFailed(
  tx: Executor,
  id: number,
  error: string,
  retryAt: Date,
  maxAttempts: number,
): Promise<void> {
  await tx.execute(
    sql`UPDATE jobs SET attempts = attempts + 1, last_error = ${error.slice(0, 2000)},
        status = CASE WHEN attempts + 1 >= ${maxAttempts} THEN 2 ELSE 0 END, run_at = ${at(retryAt)}
      WHERE id = ${id}`,
  );
}

/** Runs one job inside the claiming transaction; a throw rolls its work back and counts a failure. */
export type JobHandler = (tx: Executor, payload: Record<string, unknown>, now: Date) => Promise<void>;
