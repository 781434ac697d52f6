/**
 * The scale-out path: a second API process on the same PostgreSQL and Redis, the goods list and a
 * checkout round on one process and then across both.
 */

import type { Session } from '../drive.ts';
import { measure } from '../harness.ts';
import { checkoutRounds } from './checkout-rounds.ts';
import type { Fixtures } from './fixtures.ts';
import { BUYERS, type Target } from './model.ts';
import { rssOf, type Server, startServer, stopServer } from './processes.ts';

/** Two processes on the same PostgreSQL and Redis: the list and checkout across both. */
export async function twoProcesses(
  target: Target,
  first: Server,
  env: Record<string, string>,
  fx: Fixtures,
  sessions: Map<number, Session>,
  addresses: Map<number, number>,
  durationS: number,
) {
  const second = await startServer(env);
  try {
    const pages = Array.from({ length: 50 }, (_, i) => ({ path: `/api/goods/list?page=${i + 1}` }));
    const load = { requests: pages, connections: 20, durationS, warm: 50 };
    const one = await measure(first.base, load);
    const half = { ...load, connections: 10 };
    const [a, b] = await Promise.all([measure(first.base, half), measure(second.base, half)]);
    const rss = `${rssOf(first).toFixed(0)} + ${rssOf(second).toFixed(0)}`;
    target.two = [
      {
        name: 'goods list, 20 connections',
        one: one.rps,
        two: a.rps + b.rps,
        p95One: one.p95,
        p95Two: Math.max(a.p95, b.p95),
        errors: one.errors + a.errors + b.errors,
        rss,
      },
    ];
    // one round on one process, one round split across both (each buyer's next line)
    const oneRound = await checkoutRounds('postgres', [first], fx, sessions, addresses, 1);
    const twoRound = await checkoutRounds('postgres', [first, second], fx, sessions, addresses, 1);
    target.two.push({
      name: `checkout, ${BUYERS} buyers at once`,
      one: oneRound.rps,
      two: twoRound.rps,
      p95One: oneRound.p95,
      p95Two: twoRound.p95,
      errors: oneRound.errors + twoRound.errors,
      rss: `${rssOf(first).toFixed(0)} + ${rssOf(second).toFixed(0)}`,
    });
    for (const t of target.two)
      console.log(
        `  two processes, ${t.name}: ${t.one.toFixed(0)} → ${t.two.toFixed(0)} req/s, ${t.errors} errors`,
      );
  } finally {
    await stopServer(second);
  }
}
