/**
 * Polls the jobs table every `intervalMs` in the serving process. A tick that finds the previous
 * run still going does nothing, so runs never overlap; stop() waits for the run in progress.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbContext } from '../../http/context.ts';
import { runDueJobs } from './jobs.service.ts';

export interface JobRunner {
  stop(): Promise<void>;
}

export function startJobRunner(
  ctx: DbContext,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): JobRunner {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueJobs(ctx)
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
