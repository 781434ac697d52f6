/**
 * Polls the jobs table every `intervalMs` in the serving process. A tick that finds the previous
 * run still going does nothing, so runs never overlap; stop() waits for the run in progress. A
 * failed attempt is logged (a warning, an error once the job will not be tried again).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbContext } from '../../http/context.ts';
import { type JobFailure, runDueJobs } from './jobs.service.ts';

export interface JobRunner {
  stop(): Promise<void>;
}

export function startJobRunner(
  ctx: DbContext,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): JobRunner {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  // A job that failed for good (an unpaid order's cancel, a group's settlement) needs a person.
  const report = (failure: JobFailure) =>
    failure.final
      ? log.error({ job: failure }, 'job failed for good after its last attempt; it will not run again')
      : log.warn({ job: failure }, 'job attempt failed; it will be tried again');
  const tick = () => {
    if (running) return;
    running = runDueJobs(ctx, new Date(), 50, report)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'job run failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
