/** Which code runs each kind of job. Modules with jobs add theirs here. */
import { AUTO_CANCEL_JOB, autoCancelJob } from '../order/order-auto-cancel.ts';
import type { JobHandler } from './job-queue.ts';

const handlers = new Map<string, JobHandler>([[AUTO_CANCEL_JOB, autoCancelJob]]);

export function handlerOf(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

/** For a kind registered at run time (tests register failing ones). */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}
