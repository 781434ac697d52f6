// `npm run bench:checkout-ab -- <checkout> <other checkout> [...]`: the checkout burst of the
// performance record, measured on the code of each checkout (`.` is this one) side by side. All the
// API processes serve one PostgreSQL database (seeded once, BENCH_OFFERS offers, default 3,000), and
// the rounds alternate between them, so a machine whose speed drifts during the run (a shared
// host does) weighs on every side alike. Each round every checkout buyer places one order at once;
// BENCH_ROUNDS rounds per side (default 10, in the order ABBA…) after two rounds of warming. Prints,
// per side, the CPU per order of the API process and of PostgreSQL, the orders a second and the p95
// of a round.
// The first side has shown about 0.8 ms more PostgreSQL CPU per order than an identical second one
// (cause not found): compare in both orders.
// Another checkout is a worktree of an earlier commit, with its node_modules linked from this one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { checkoutRounds } from './all/checkout-rounds.ts';
import { addBody, defaultAddress, prepare } from './all/fixtures.ts';
import { admin, databaseUrl, type Server, serverEnv, startServer, stopServer } from './all/processes.ts';
import { BUYER_PASSWORD } from './buyers.ts';
import { must, type Session } from './drive.ts';
import { login } from './harness.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const OFFERS = Number(process.env.BENCH_OFFERS ?? 3_000);
const WARM_ROUNDS = 2;
const trees = process.argv.slice(2).map((t) => resolve(t));
if (trees.length < 2) {
  console.error('usage: npm run bench:checkout-ab -- <checkout> <other checkout> [...]');
  process.exit(2);
}

interface Side {
  tree: string;
  server: Server;
  apiMs: number;
  dbMs: number;
  rps: number;
  p95: number;
}

async function main(): Promise<void> {
  const name = `mall_bench_ab_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-ab-'));
  await admin(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const env = {
    DATABASE_URL: databaseUrl(name),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATA_DIR: dataDir,
  };
  const sides: Side[] = [];
  try {
    const handle = await openPostgres(env.DATABASE_URL);
    let fx: Awaited<ReturnType<typeof prepare>>['fixtures'];
    try {
      ({ fixtures: fx } = await prepare(handle, OFFERS, loadConfig(serverEnv(env))));
    } finally {
      await handle.close();
    }
    // The buyers sign in and fill their carts through a process of their own, stopped before the
    // sides start: no side begins with a pool, caches or a heap the others lack.
    const setup = await startServer(env);
    const base = setup.base;
    const sessions = new Map<number, Session>();
    for (const b of fx.checkout) sessions.set(b.companyId, await login(base, b.username, BUYER_PASSWORD));
    const addresses = new Map<number, number>();
    // checkoutRounds orders the cart's first line each round: one line per round and side.
    const lines = (ROUNDS + WARM_ROUNDS) * trees.length;
    await Promise.all(
      fx.checkout.map(async (b, i) => {
        const s = sessions.get(b.companyId) as Session;
        addresses.set(b.companyId, await defaultAddress(base, s));
        const mine = Array.from(
          { length: lines },
          (_, r) => fx.offers[(i * 7 + r * 101) % fx.offers.length] as (typeof fx.offers)[number],
        );
        await must(base, s, 'POST', '/api/cart', addBody(mine));
      }),
    );
    await stopServer(setup);
    for (const tree of trees)
      sides.push({ tree, server: await startServer(env, tree), apiMs: 0, dbMs: 0, rps: 0, p95: 0 });
    for (const side of sides)
      await checkoutRounds('postgres', [side.server], fx, sessions, addresses, WARM_ROUNDS);
    for (let r = 0; r < ROUNDS; r++) {
      // ABBA: whatever a round leaves to the next (PostgreSQL's writes behind it) falls on each side alike.
      for (const side of r % 2 === 0 ? sides : [...sides].reverse()) {
        const row = await checkoutRounds('postgres', [side.server], fx, sessions, addresses, 1);
        if (row.errors > 0) throw new Error(`${side.tree}: ${row.errors} checkout errors`);
        side.apiMs += row.cpu?.api ?? 0;
        side.dbMs += typeof row.cpu?.database === 'number' ? row.cpu.database : 0;
        side.rps += row.rps;
        side.p95 += row.p95;
      }
    }
    console.log(`\ncheckout, ${fx.checkout.length} buyers at once, ${ROUNDS} alternating rounds per side:`);
    for (const side of sides)
      console.log(
        `  ${side.tree}: API ${(side.apiMs / ROUNDS).toFixed(2)} ms and PostgreSQL ${(side.dbMs / ROUNDS).toFixed(2)} ms CPU per order, ${(side.rps / ROUNDS).toFixed(0)} orders/s, p95 ${(side.p95 / ROUNDS).toFixed(0)} ms`,
      );
  } finally {
    for (const side of sides) await stopServer(side.server);
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
