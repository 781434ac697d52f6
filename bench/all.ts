// `npm run bench:all`: the standing performance record. Builds, then for the embedded default
// (PGlite, 3,000 offers) and PostgreSQL at each of BENCH_SCALES (default 3000,50000,200000 offers):
// seeds a fresh database, makes trading buyers through the registration, licence, review, contract
// and address services, serves the app in its own process (with the bare route as the yardstick)
// and loads every call beside the bare route in the same run. On PostgreSQL two API processes then
// share the database and Redis; at the largest scale a soak of BENCH_SOAK_MINUTES (default 10) of
// mixed traffic follows. Writes docs/BENCHMARKS.md (BENCH_OUT) and exits non-zero past a budget.
// BENCH_DURATION_S (default 5) is the load per call; BENCH_SKIP_BUILD=1 uses the build already there;
// BENCH_PGLITE=0 leaves the embedded database out.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DbHandle, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { checkoutRounds } from './all/checkout-rounds.ts';
import {
  addBody,
  addLines,
  cartLines,
  defaultAddress,
  type Fixtures,
  placeOrders,
  prepare,
} from './all/fixtures.ts';
import {
  BUDGET_SCALE,
  CART_LINES,
  type Kind,
  ORDER_WORKERS,
  type Row,
  root,
  SOAK_MINUTES,
  type Target,
} from './all/model.ts';
import {
  admin,
  databaseUrl,
  rssOf,
  type Server,
  serverEnv,
  startServer,
  stopServer,
} from './all/processes.ts';
import { failures, markdown } from './all/record.ts';
import { soak } from './all/soak.ts';
import { twoProcesses } from './all/two-processes.ts';
import { BUYER_PASSWORD } from './buyers.ts';
import { coldStart } from './cold-start.ts';
import { call, drive, must, type Session, Tally } from './drive.ts';
import { BARE_PATH, databaseWhere, form, login, measure } from './harness.ts';
import { vacuumerFor } from './vacuum.ts';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCALES = (process.env.BENCH_SCALES ?? '3000,50000,200000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const OUT = resolve(root, process.env.BENCH_OUT ?? 'docs/BENCHMARKS.md');

const ORDERS = 1_000;
const CHECKOUT_ROUNDS = 3;
const TWO_PROCESS_ROUNDS = 2;
const SHARED_CART_CONNECTIONS = 20;
const SHARED_CART_ADDS = 25;

// ---------------------------------------------------------------- one target

async function loadCall(
  base: string,
  name: string,
  kind: Kind,
  paths: string[],
  connections: number,
  server: Server,
  cookie?: string,
): Promise<Row> {
  const m = await measure(base, {
    requests: paths.map((path) => ({ path })),
    headers: cookie ? { cookie } : {},
    connections,
    durationS: DURATION_S,
    warm: 50,
  });
  return { ...m, name, kind, connections, rss: rssOf(server) };
}

async function measureTarget(
  target: Target,
  server: Server,
  fx: Fixtures,
): Promise<{ sessions: Map<number, Session>; addresses: Map<number, number> }> {
  const base = server.base;
  const rows = target.rows;
  const log = (r: Row) =>
    console.log(
      `  ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors${r.check ? `, ${r.check}` : ''}`,
    );
  const push = (r: Row) => {
    rows.push(r);
    log(r);
  };
  const sessions = new Map<number, Session>();
  for (const b of [...fx.checkout, fx.lister, fx.adder, fx.shared, fx.orders])
    sessions.set(b.companyId, await login(base, b.username, BUYER_PASSWORD));
  const member = sessions.get(fx.checkout[0]?.companyId as number) as Session;
  const q = (keywords: string, type = 0) => form({ keywords, type });
  const pages = Array.from({ length: 50 }, (_, i) => i + 1);

  push(
    await loadCall(
      base,
      'bare route, one indexed query',
      'bare',
      fx.goodsIds.map((id) => `${BARE_PATH}?id=${id}`),
      10,
      server,
    ),
  );
  push(
    await loadCall(
      base,
      'goods list (pages 1-50), guest',
      'list',
      pages.map((p) => `/api/goods/list?page=${p}`),
      10,
      server,
    ),
  );
  push(
    await loadCall(
      base,
      'goods list, trading member (prices)',
      'list',
      pages.map((p) => `/api/goods/list?page=${p}`),
      10,
      server,
      member.cookie,
    ),
  );
  push(
    await loadCall(
      base,
      'goods detail',
      'other',
      fx.goodsIds.map((id) => `/api/goods/detail/${id}`),
      10,
      server,
    ),
  );
  for (const [name, path] of [
    ['search 阿莫西林 (Chinese)', `/api/goods/list?${q('阿莫西林')}`],
    ['search amoxilin (full pinyin)', `/api/goods/list?${q('amoxilin')}`],
    ['search amxl (initials)', `/api/goods/list?${q('amxl')}`],
    ['suggest 阿莫 (Chinese)', `/api/goods/search?${q('阿莫')}`],
    ['suggest amoxi (full pinyin)', `/api/goods/search?${q('amoxi')}`],
    ['suggest amxl (initials)', `/api/goods/search?${q('amxl')}`],
  ] as const)
    push(await loadCall(base, name, 'search', [path], 1, server));

  // add to cart, one connection: cycling through the pool
  const adder = sessions.get(fx.adder.companyId) as Session;
  const addRun = await measure(base, {
    method: 'POST',
    requests: fx.offers.map((o) => ({
      path: '/api/cart',
      body: form({
        'params[0][goods_id]': o.goods_id,
        'params[0][goods_price_id]': o.id,
        'params[0][number]': o.min_quantity,
        'params[0][type]': 0,
      }),
    })),
    headers: {
      cookie: adder.cookie,
      'x-xsrf-token': adder.xsrf,
      'content-type': 'application/x-www-form-urlencoded',
    },
    connections: 1,
    durationS: DURATION_S,
  });
  push({ ...addRun, name: 'add to cart, 1 connection', kind: 'other', connections: 1, rss: rssOf(server) });

  // twenty connections adding the same offer to one cart: the final quantity is every accepted add
  const shared = sessions.get(fx.shared.companyId) as Session;
  const hot = fx.offers[0] as Fixtures['offers'][number];
  await must(base, shared, 'POST', '/api/cart', addBody([hot]));
  const before = (await cartLines(base, shared)).find((l) => l.goods_price_id === hot.id)?.number ?? 0;
  const sharedTally = new Tally();
  const sent = new Array<number>(SHARED_CART_CONNECTIONS).fill(0);
  const sharedMs = await drive(SHARED_CART_CONNECTIONS, 600_000, async (w) => {
    sent[w] = (sent[w] as number) + 1;
    if ((sent[w] as number) > SHARED_CART_ADDS) return false;
    await sharedTally.time(() => call(base, shared, 'POST', '/api/cart', addBody([hot])));
  });
  const after = (await cartLines(base, shared)).find((l) => l.goods_price_id === hot.id)?.number ?? 0;
  const expected = before + sharedTally.ok * hot.min_quantity;
  push({
    ...sharedTally.result(sharedMs),
    name: `add to cart, ${SHARED_CART_CONNECTIONS} connections on one cart`,
    kind: 'other',
    connections: SHARED_CART_CONNECTIONS,
    rss: rssOf(server),
    check: `quantity ${before} → ${after}, expected ${expected} (${sharedTally.ok} adds accepted)`,
    checkOk: after === expected,
  });

  // the 200-line cart, as its buyer sees it
  const lister = sessions.get(fx.lister.companyId) as Session;
  await addLines(base, lister, fx.offers.slice(0, CART_LINES));
  const listed = (await cartLines(base, lister)).length;
  if (listed !== CART_LINES) throw new Error(`cart list buyer has ${listed} lines, not ${CART_LINES}`);
  push(
    await loadCall(
      base,
      `cart list, ${CART_LINES} lines`,
      'cart-list',
      [`/api/cart/list?${form({ filters: 99999, new: 1 })}`],
      1,
      server,
      lister.cookie,
    ),
  );

  // checkout: every buyer places an order at once, CHECKOUT_ROUNDS times
  const addresses = new Map<number, number>();
  await Promise.all(
    fx.checkout.map(async (b, i) => {
      const s = sessions.get(b.companyId) as Session;
      addresses.set(b.companyId, await defaultAddress(base, s));
      const mine = Array.from(
        { length: CHECKOUT_ROUNDS + TWO_PROCESS_ROUNDS },
        (_, r) => fx.offers[(i * 7 + r * 101) % fx.offers.length] as Fixtures['offers'][number],
      );
      await must(base, s, 'POST', '/api/cart', addBody(mine));
    }),
  );
  push(await checkoutRounds(target.engine, [server], fx, sessions, addresses, CHECKOUT_ROUNDS));

  // the order list of a buyer with 1,000 orders
  const ordersBuyer = sessions.get(fx.orders.companyId) as Session;
  push({
    ...(await placeOrders(base, ordersBuyer, fx.offers, ORDERS)),
    name: `checkout, one buyer, ${ORDER_WORKERS} at a time (${ORDERS} orders)`,
    kind: 'other',
    connections: ORDER_WORKERS,
    rss: rssOf(server),
  });
  push(
    await loadCall(
      base,
      `order list, ${ORDERS} orders (pages 1-20)`,
      'other',
      Array.from({ length: 20 }, (_, i) => `/api/order?page=${i + 1}`),
      10,
      server,
      ordersBuyer.cookie,
    ),
  );
  return { sessions, addresses };
}

// ---------------------------------------------------------------- main

async function runTarget(engine: 'pglite' | 'postgres', offers: number, withSoak: boolean): Promise<Target> {
  const label = `${engine === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'}, ${offers.toLocaleString('en')} offers`;
  console.log(`\n${label}`);
  const target: Target = { label, engine, offers, seedS: 0, startupMs: 0, rows: [] };
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-all-'));
  const name = `mall_bench_all_${offers}_${process.pid}`;
  let env: Record<string, string>;
  let handle: DbHandle;
  if (engine === 'postgres') {
    await admin(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    env = { DATABASE_URL: databaseUrl(name), REDIS_URL, DATA_DIR: dataDir };
    handle = await openPostgres(databaseUrl(name));
  } else {
    env = { DATA_DIR: dataDir };
    handle = await openPglite({ dataDir: join(dataDir, 'pglite') });
  }
  try {
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(handle, offers, loadConfig({ ...serverEnv(env) }));
    } finally {
      await handle.close();
    }
    const fx = prepared.fixtures;
    target.seedS = prepared.seedS;
    const server = await startServer(env);
    target.startupMs = server.startupMs;
    try {
      const { sessions, addresses } = await measureTarget(target, server, fx);
      if (engine === 'postgres') await twoProcesses(target, server, env, fx, sessions, addresses, DURATION_S);
      if (withSoak && SOAK_MINUTES > 0) {
        const vacuum = engine === 'postgres' ? await vacuumerFor(env.DATABASE_URL as string) : null;
        // The phases before left their dead rows too; the soak starts from a vacuumed database.
        await vacuum?.();
        target.soak = await soak(server, fx, sessions, addresses, vacuum);
        console.log(`  soak: ${target.soak.verdict}`);
      }
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return target;
}

async function main(): Promise<boolean> {
  const startedAt = new Date();
  const loadStart = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const cold = await coldStart();
  const coldText = cold.map((c) => `${c.name}: ${(c.ms / 1000).toFixed(2)} s`).join('; ');
  console.log(coldText);
  const targets: Target[] = [];
  const largest = Math.max(...SCALES);
  if (process.env.BENCH_PGLITE !== '0') targets.push(await runTarget('pglite', 3_000, SCALES.length === 0));
  for (const offers of [...SCALES].sort((a, b) => a - b))
    targets.push(await runTarget('postgres', offers, offers === largest));
  const budgetTarget = targets.find((t) => t.engine === 'postgres' && t.offers === BUDGET_SCALE);
  const failed = targets.flatMap((t) => failures(t, budgetTarget));
  const cpu = cpus();
  const meta = {
    machine: `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, PostgreSQL on ${databaseWhere()}, Redis ${REDIS_URL.replace(/\/\/.*@/, '//')}`,
    run: `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - startedAt.getTime()) / 60_000).toFixed(0)} min; BENCH_SCALES=${SCALES.join(',')}, BENCH_SOAK_MINUTES=${SOAK_MINUTES}, ${DURATION_S} s per call${process.env.BENCH_PGLITE === '0' ? ', embedded database left out' : ''}${process.env.BENCH_SKIP_BUILD === '1' ? ', build already there' : ''}`,
    loadStart,
    loadEnd: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
    note: process.env.BENCH_NOTE ?? '',
    coldStart: `${coldText}`,
  };
  writeFileSync(OUT, markdown(targets, budgetTarget, meta, failed));
  console.log(`\nwrote ${OUT}`);
  for (const f of failed) console.log(`FAILED ${f}`);
  if (!budgetTarget) console.log(`budgets not checked: no PostgreSQL run at ${BUDGET_SCALE} offers`);
  return failed.length === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
