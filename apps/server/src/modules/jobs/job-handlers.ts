/**
 * Which code runs each kind of job. The queue knows no business module: the app registers each
 * module's handlers as it assembles (app.ts), and tests register failing ones.
 */
import type { JobHandler } from './jobs.repository.ts';

const handlers = new Map<string, JobHandler>();

export function handlerOf(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}

export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}
