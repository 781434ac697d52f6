/**
 * Runs due jobs (DESIGN §2). Each job gets its own transaction: claimed with FOR UPDATE SKIP
 * LOCKED, handled, marked done, committed, so several processes share the queue without running
 * a job twice and one slow job holds back nobody else's. A failing handler is rolled back to a
 * savepoint and the attempt recorded in the same transaction; after MAX_ATTEMPTS it fails for good.
 */
import type { DbContext } from '../../http/context.ts';
import { handlerOf } from './job-handlers.ts';
import { type ClaimedJob, claimDueJob, markDone, markFailed } from './jobs.repository.ts';

export const MAX_ATTEMPTS = 5;
/** Wait before a retry grows with the attempts: 1, 2, 3, 4 minutes. */
const RETRY_STEP_MS = 60_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failed attempt of a job; `final` when it will not be tried again. */
export interface JobFailure {
  id: number;
  kind: string;
  attempts: number;
  error: string;
  final: boolean;
}

/**
 * Claims and runs at most `limit` due jobs; returns how many ran (done or failed). Each failed
 * attempt is told to `onFailure` once its transaction has committed.
 */
export async function runDueJobs(
  ctx: DbContext,
  now: Date = new Date(),
  limit = 50,
  onFailure?: (failure: JobFailure) => void,
): Promise<number> {
  const tried: number[] = [];
  while (tried.length < limit) {
    let failure: JobFailure | undefined;
    const job = await ctx.db.transaction(async (tx) => {
      const claimed: ClaimedJob | undefined = await claimDueJob(tx, now, tried);
      if (!claimed) return undefined;
      try {
        const handler = handlerOf(claimed.kind);
        if (!handler) throw new Error(`no handler for job kind ${claimed.kind}`);
        await tx.transaction((savepoint) => handler(savepoint, claimed.payload, now));
        await markDone(tx, claimed.id, now);
      } catch (error) {
        const retryAt = new Date(now.getTime() + (claimed.attempts + 1) * RETRY_STEP_MS);
        await markFailed(tx, claimed.id, messageOf(error), retryAt, MAX_ATTEMPTS);
        const attempts = claimed.attempts + 1;
        failure = {
          id: claimed.id,
          kind: claimed.kind,
          attempts,
          error: messageOf(error),
          final: attempts >= MAX_ATTEMPTS,
        };
      }
      return claimed;
    });
    if (!job) break;
    tried.push(job.id);
    if (failure) onFailure?.(failure);
  }
  return tried.length;
}
