import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { registerJobHandler } from './job-handlers.ts';
import { startJobRunner } from './job-runner.ts';
import { enqueueJob } from './jobs.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { error: () => undefined, warn: () => undefined };

describe('startJobRunner', () => {
  it('runs due jobs on its interval, one run at a time, and stops', async () => {
    let running = 0;
    let overlapped = false;
    const seen: number[] = [];
    registerJobHandler('test.slow', async (_tx, payload) => {
      running++;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 30));
      seen.push(Number(payload.n));
      running--;
    });
    await t.handle.db.transaction(async (tx) => {
      for (let n = 0; n < 3; n++) await enqueueJob(tx, 'test.slow', { n }, new Date(Date.now() - 1000));
    });
    const runner = startJobRunner({ db: t.handle.db }, 5, silent);
    const deadline = Date.now() + 10_000;
    while (seen.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(seen.sort()).toEqual([0, 1, 2]);
    expect(overlapped).toBe(false);
    const rows = await t.handle.query<{ status: number }>(`SELECT status FROM jobs WHERE kind = 'test.slow'`);
    expect(rows.map((r) => r.status)).toEqual([1, 1, 1]);
  });

  it('does nothing with an interval of 0', async () => {
    registerJobHandler('test.never', async () => {
      throw new Error('must not run');
    });
    await t.handle.db.transaction((tx) => enqueueJob(tx, 'test.never', {}, new Date(Date.now() - 1000)));
    const runner = startJobRunner({ db: t.handle.db }, 0, silent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runner.stop();
    const [row] = await t.handle.query(`SELECT status, attempts FROM jobs WHERE kind = 'test.never'`);
    expect(row).toEqual({ status: 0, attempts: 0 });
  });

  it('logs a failed attempt as a warning, and as an error when the job will not run again', async () => {
    registerJobHandler('test.failing', async () => {
      throw new Error('the order row is gone');
    });
    await t.handle.db.transaction((tx) => enqueueJob(tx, 'test.failing', {}, new Date(Date.now() - 1000)));
    await t.handle.query(`UPDATE jobs SET attempts = 3 WHERE kind = 'test.failing'`);
    const logged: { level: string; job: { kind: string; attempts: number; final: boolean } }[] = [];
    // Only this job's (the test before left a job of its own due).
    const note = (level: string) => (o: { job: { kind: string; attempts: number; final: boolean } }) => {
      if (o.job.kind === 'test.failing') logged.push({ level, job: o.job });
    };
    const log = { error: note('error'), warn: note('warn') };
    const runner = startJobRunner({ db: t.handle.db }, 5, log as never);
    const deadline = Date.now() + 10_000;
    while (logged.length < 1 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(logged[0]).toMatchObject({
      level: 'warn',
      job: { kind: 'test.failing', attempts: 4, final: false },
    });
    // The last attempt, once its retry is due.
    await t.handle.query(`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = 'test.failing'`);
    const again = startJobRunner({ db: t.handle.db }, 5, log as never);
    while (logged.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await again.stop();
    expect(logged[1]).toMatchObject({
      level: 'error',
      job: { kind: 'test.failing', attempts: 5, final: true },
    });
    const [row] = await t.handle.query(`SELECT status, last_error FROM jobs WHERE kind = 'test.failing'`);
    expect(row).toEqual({ status: 2, last_error: 'the order row is gone' });
  });
});
