// `npm run bench:all`: the standing performance record. Builds, then for the embedded default
// (PGlite, 3,000 offers) and PostgreSQL at each of BENCH_SCALES (default 3000,50000,200000 offers):
// seeds a fresh database, makes trading buyers through the registration, licence, review, contract
// and address services, serves the app in its own process (with the bare route as the yardstick)
// and loads every call beside the bare route in the same run. On PostgreSQL two API processes then
// share the database and Redis; at the largest scale a soak of BENCH_SOAK_MINUTES (default 10) of
// mixed traffic follows. Writes docs/BENCHMARKS.md (BENCH_OUT) and exits non-zero past a budget.
// BENCH_DURATION_S (default 5) is the load per call; BENCH_SKIP_BUILD=1 uses the build already there;
// BENCH_PGLITE=0 leaves the embedded database out.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DbHandle, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { assertChineseCollation, migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';
import { BUYER_PASSWORD, type Buyer, buyable, onboardBuyers, serviceContext } from './buyers.ts';
import { coldStart } from './cold-start.ts';
import { call, drive, must, rssMb, type Session, slope, Tally } from './drive.ts';
import { BARE_PATH, form, login, MEMORY_PATH, type Measured, measure } from './harness.ts';
import { vacuumerFor } from './vacuum.ts';

const root = resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCALES = (process.env.BENCH_SCALES ?? '3000,50000,200000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const OUT = resolve(root, process.env.BENCH_OUT ?? 'docs/BENCHMARKS.md');
const BUDGET_SCALE = 200_000;

const BUYERS = 100;
const CART_LINES = 200;
const ORDERS = 1_000;
const ORDER_WORKERS = 4;
const POOL_STOCK = 10_000_000;
const CHECKOUT_ROUNDS = 3;
const TWO_PROCESS_ROUNDS = 2;
const SHARED_CART_CONNECTIONS = 20;
const SHARED_CART_ADDS = 25;

const BUDGET = { searchP95: 15, listRatio: 0.5, cartListP95: 30, checkoutP95: 100 };

type Kind = 'bare' | 'list' | 'search' | 'cart-list' | 'checkout' | 'other';

interface Row extends Measured {
  name: string;
  kind: Kind;
  connections: number;
  rss: number;
  /** a check beyond errors (e.g. the final quantity), '' when none */
  check?: string;
  checkOk?: boolean;
}

interface Target {
  label: string;
  engine: 'pglite' | 'postgres';
  offers: number;
  seedS: number;
  startupMs: number;
  rows: Row[];
  two?: {
    name: string;
    one: number;
    two: number;
    p95One: number;
    p95Two: number;
    errors: number;
    rss: string;
  }[];
  soak?: Soak;
}

interface Soak {
  minutes: number;
  perMinute: { minute: number; requests: number; p95: number; errors: number; rss: number; heap: number }[];
  heapSlopeMbPerMin: number;
  growthMb: number;
  verdict: string;
  ok: boolean;
  /** the server's autovacuum is off, so the soak vacuumed the churned tables each minute */
  vacuumed: boolean;
}

// ---------------------------------------------------------------- database and processes

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const SECRET = 'bench-secret-of-at-least-thirty-two-characters';

function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    SESSION_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST: 'bench-no-spa',
    JOBS_POLL_MS: '0',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    ...extra,
  };
}

interface Server {
  child: ChildProcess;
  base: string;
  startupMs: number;
}

let nextPort = 4100 + (process.pid % 500);

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(root, 'bench/serve.ts')], {
    cwd: root,
    env: { ...process.env, ...serverEnv(env), PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('bench server: no response within 120 s');
    try {
      const res = await fetch(`${base}${BARE_PATH}?id=1`);
      if (res.ok) return { child, base, startupMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

const rssOf = (server: Server) => rssMb(server.child.pid as number);

// ---------------------------------------------------------------- fixtures

interface Fixtures {
  checkout: Buyer[];
  lister: Buyer;
  adder: Buyer;
  shared: Buyer;
  orders: Buyer;
  goodsIds: number[];
  offers: { id: number; goods_id: number; min_quantity: number }[];
}

/** Seeds the catalogue and onboards the buyers through the services; the handle is closed after. */
async function prepare(handle: DbHandle, offers: number, config: ReturnType<typeof loadConfig>) {
  await migrate(handle);
  await assertChineseCollation(handle);
  const started = performance.now();
  await seedDemo(handle, { size: offers });
  const ctx = serviceContext(handle, config);
  const onboardStarted = performance.now();
  const checkout = await onboardBuyers(ctx, 'co', BUYERS, 13_910_000_000);
  const [lister, adder, shared, orders] = (await onboardBuyers(ctx, 'one', 4, 13_920_000_000)) as [
    Buyer,
    Buyer,
    Buyer,
    Buyer,
  ];
  console.log(
    `  onboarded ${BUYERS + 4} buyers in ${((performance.now() - onboardStarted) / 1000).toFixed(1)} s`,
  );
  await handle.exec('ANALYZE');
  const seedS = (performance.now() - started) / 1000;
  const goodsIds = (
    await handle.query<{ id: number }>(
      `SELECT id FROM goods g WHERE is_on_sale AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
       ORDER BY md5(id::text) LIMIT 500`,
    )
  ).map((r) => r.id);
  const pool = await buyable(handle, 1_000, 7919);
  if (pool.length < CART_LINES) throw new Error(`only ${pool.length} buyable offers`);
  // The checkout rounds and the soak buy from these offers for minutes on end: stock enough that
  // no order is refused for want of it (a refusal would be counted as an error).
  await handle.query('UPDATE offers SET stock = GREATEST(stock, $2) WHERE id = ANY($1::int[])', [
    pool.map((o) => o.id),
    POOL_STOCK,
  ]);
  const fixtures: Fixtures = { checkout, lister, adder, shared, orders, goodsIds, offers: pool };
  return { fixtures, seedS };
}

const addBody = (lines: { id: number; goods_id: number; min_quantity: number }[], times = 1) => ({
  params: lines.map((o) => ({
    goods_id: o.goods_id,
    goods_price_id: o.id,
    number: o.min_quantity * times,
    type: 0,
  })),
});

async function addLines(base: string, s: Session, lines: Fixtures['offers']): Promise<void> {
  for (let i = 0; i < lines.length; i += 100)
    await must(base, s, 'POST', '/api/cart', addBody(lines.slice(i, i + 100)));
}

interface CartLineView {
  id: number;
  number: number;
  goods_price_id: number;
}

const cartLines = async (base: string, s: Session) =>
  (await must<{ data: CartLineView[] }>(base, s, 'GET', `/api/cart/list?${form({ filters: 99999, new: 1 })}`))
    .data;

async function defaultAddress(base: string, s: Session): Promise<number> {
  const list = await must<{ id: number; is_default?: number | boolean }[]>(
    base,
    s,
    'GET',
    '/api/user/address',
  );
  const id = (list.find((a) => a.is_default) ?? list[0])?.id;
  if (!id) throw new Error('buyer has no address');
  return id;
}

let keySeq = 0;
const orderBody = (ids: number[], addressId: number) => ({
  ids,
  address_id: addressId,
  use_balance: 0,
  idempotency_key: `bench-${process.pid}-${Date.now()}-${keySeq++}`,
});

/**
 * The order-list buyer's 1,000 orders, placed through checkout (one line each) by four workers:
 * each order is timed, the latency of a checkout that does not queue behind 99 others.
 */
async function placeOrders(base: string, s: Session, pool: Fixtures['offers'], count: number) {
  const address = await defaultAddress(base, s);
  const tally = new Tally();
  let elapsed = 0;
  let placed = 0;
  while (placed < count) {
    const batch = Math.min(100, count - placed);
    await addLines(base, s, pool.slice(0, batch));
    const lines = await cartLines(base, s);
    const queue = [...lines];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: ORDER_WORKERS }, async () => {
        for (let line = queue.shift(); line; line = queue.shift())
          await tally.time(() => call(base, s, 'POST', '/api/order', orderBody([line.id], address)));
      }),
    );
    elapsed += performance.now() - started;
    placed += lines.length;
  }
  if (tally.firstError) throw new Error(`placing orders: ${tally.firstError}`);
  return tally.result(elapsed);
}

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
  push(await checkoutRounds([base], fx, sessions, addresses, CHECKOUT_ROUNDS, rssOf(server)));

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

/** Each round, every checkout buyer places one order (its cart's first line) at the same moment. */
async function checkoutRounds(
  bases: string[],
  fx: Fixtures,
  sessions: Map<number, Session>,
  addresses: Map<number, number>,
  rounds: number,
  rss: number,
): Promise<Row> {
  const tally = new Tally();
  const lines = new Map<number, number[]>();
  await Promise.all(
    fx.checkout.map(async (b, i) => {
      const s = sessions.get(b.companyId) as Session;
      lines.set(
        b.companyId,
        (await cartLines(bases[i % bases.length] as string, s)).map((l) => l.id),
      );
    }),
  );
  let elapsed = 0;
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    await Promise.all(
      fx.checkout.map((b, i) =>
        tally.time(() => {
          const line = lines.get(b.companyId)?.[r];
          const s = sessions.get(b.companyId) as Session;
          return call(
            bases[i % bases.length] as string,
            s,
            'POST',
            '/api/order',
            orderBody(line ? [line] : [], addresses.get(b.companyId) as number),
          );
        }),
      ),
    );
    elapsed += performance.now() - started;
  }
  if (tally.firstError) console.log(`  checkout error: ${tally.firstError}`);
  return {
    ...tally.result(elapsed),
    name: `checkout, ${fx.checkout.length} buyers at once × ${rounds}`,
    kind: 'checkout',
    connections: fx.checkout.length,
    rss,
  };
}

/** Two processes on the same PostgreSQL and Redis: the list and checkout across both. */
async function twoProcesses(
  target: Target,
  first: Server,
  env: Record<string, string>,
  fx: Fixtures,
  sessions: Map<number, Session>,
  addresses: Map<number, number>,
) {
  const second = await startServer(env);
  try {
    const pages = Array.from({ length: 50 }, (_, i) => ({ path: `/api/goods/list?page=${i + 1}` }));
    const load = { requests: pages, connections: 20, durationS: DURATION_S, warm: 50 };
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
    const oneRound = await checkoutRounds([first.base], fx, sessions, addresses, 1, rssOf(first));
    const twoRound = await checkoutRounds(
      [first.base, second.base],
      fx,
      sessions,
      addresses,
      1,
      rssOf(second),
    );
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

// ---------------------------------------------------------------- soak

/**
 * Mixed traffic for `minutes`: 70 % browse (list, detail, search, suggestions), 20 % cart (add a
 * line, read the cart), 10 % checkout (the worker's buyer orders its whole cart). Eight workers,
 * each acting for its own buyers so no two place the same lines. p95 per minute; every
 * HEAP_SAMPLE_MS the server's heap after a full collection (the live set) and its RSS.
 * Growth: the least-squares slope of the live-set samples over the second half of the soak (never
 * the first minute), times that half's length; it fails when that exceeds both 8 MB and 5 % of the
 * half's mean. A leak shows as a live set that keeps growing once caches and pools are warm; RSS
 * saws with each collection and keeps the allocator's slack, so it is reported, not judged. A soak
 * under 3 minutes is too short for a verdict on the trend.
 */
async function soak(
  server: Server,
  fx: Fixtures,
  sessions: Map<number, Session>,
  addresses: Map<number, number>,
  /** runs at each minute's end when set (the server's autovacuum is off) */
  vacuum: (() => Promise<void>) | null,
): Promise<Soak> {
  const base = server.base;
  let vacuuming = false;
  const WORKERS = 8;
  const HEAP_SAMPLE_MS = 20_000;
  const minutes = SOAK_MINUTES;
  const totalMs = minutes * 60_000;
  const keywords = ['阿莫西林', 'amoxilin', 'amxl', '感冒', 'gm', '布洛芬', 'blf', '维生素'];
  const started = performance.now();
  const perMinute: Soak['perMinute'] = [];
  let tally = new Tally();
  let totalErrors = 0;
  const heapSamples: [number, number][] = [];
  const memory = async () =>
    (await must<{ heapMb: number; rssMb: number }>(base, null, 'GET', MEMORY_PATH)).heapMb;
  let lastHeap = await memory();
  let sampling = false;
  let nextHeapAt = HEAP_SAMPLE_MS;
  const sampler = setInterval(() => {
    const elapsed = performance.now() - started;
    const t = elapsed / 60_000;
    if (elapsed >= nextHeapAt && !sampling) {
      nextHeapAt += HEAP_SAMPLE_MS;
      sampling = true;
      memory()
        .then((heap) => {
          lastHeap = heap;
          heapSamples.push([(performance.now() - started) / 60_000, heap]);
        })
        .catch(() => undefined)
        .finally(() => {
          sampling = false;
        });
    }
    if (t >= perMinute.length + 1 - 1e-6 && perMinute.length < minutes) {
      const m = tally.result(60_000);
      perMinute.push({
        minute: perMinute.length + 1,
        requests: m.count,
        p95: m.p95,
        errors: m.errors,
        rss: rssOf(server),
        heap: lastHeap,
      });
      console.log(
        `  soak minute ${perMinute.length}: ${m.count} calls, p95 ${m.p95.toFixed(1)} ms, ${m.errors} errors, RSS ${rssOf(server).toFixed(0)} MB, heap after GC ${lastHeap.toFixed(0)} MB${tally.firstError ? `, ${tally.firstError}` : ''}`,
      );
      totalErrors += m.errors;
      tally = new Tally();
      if (vacuum && !vacuuming) {
        vacuuming = true;
        vacuum()
          .catch((error: unknown) => console.log(`  vacuum failed: ${String(error)}`))
          .finally(() => {
            vacuuming = false;
          });
      }
    }
  }, 1_000);
  let rng = 12345;
  const random = () => {
    rng = (rng * 1103515245 + 12345) % 2147483648;
    return rng / 2147483648;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  try {
    await drive(WORKERS, totalMs, async (w) => {
      const mine = fx.checkout.filter((_, i) => i % WORKERS === w);
      const buyer = pick(mine);
      const s = sessions.get(buyer.companyId) as Session;
      const roll = random();
      if (roll < 0.7) {
        const kind = Math.floor(random() * 4);
        const path =
          kind === 0
            ? `/api/goods/list?page=${1 + Math.floor(random() * 50)}`
            : kind === 1
              ? `/api/goods/detail/${pick(fx.goodsIds)}`
              : `/api/goods/${kind === 2 ? 'list' : 'search'}?${form({ keywords: pick(keywords), type: 0 })}`;
        await tally.time(() => call(base, s, 'GET', path));
      } else if (roll < 0.8) {
        await tally.time(() => call(base, s, 'POST', '/api/cart', addBody([pick(fx.offers)])));
      } else if (roll < 0.9) {
        await tally.time(() => call(base, s, 'GET', `/api/cart/list?${form({ filters: 99999, new: 1 })}`));
      } else {
        const lines =
          (
            await call<{ data: CartLineView[] }>(
              base,
              s,
              'GET',
              `/api/cart/list?${form({ filters: 99999, new: 1 })}`,
            )
          ).data?.data ?? [];
        if (lines.length === 0)
          await tally.time(() => call(base, s, 'POST', '/api/cart', addBody([pick(fx.offers)])));
        const ids = lines.length ? lines.map((l) => l.id) : (await cartLines(base, s)).map((l) => l.id);
        await tally.time(() =>
          call(base, s, 'POST', '/api/order', orderBody(ids, addresses.get(buyer.companyId) as number)),
        );
      }
    });
  } finally {
    clearInterval(sampler);
  }
  if (perMinute.length < minutes) {
    const m = tally.result(60_000);
    perMinute.push({
      minute: perMinute.length + 1,
      requests: m.count,
      p95: m.p95,
      errors: m.errors,
      rss: rssOf(server),
      heap: lastHeap,
    });
    totalErrors += m.errors;
  }
  heapSamples.push([(performance.now() - started) / 60_000, await memory()]);
  // The first minute warms caches and pools; the trend is judged on the second half, from minute 1.
  const from = Math.max(1, minutes / 2);
  const half = heapSamples.filter(([t]) => t >= from);
  const judged = minutes >= 3 && half.length >= 4;
  const rate = slope(half);
  const growth = rate * (minutes - from);
  const mean = half.reduce((sum, [, y]) => sum + y, 0) / Math.max(1, half.length);
  const growing = judged && growth > 8 && growth > 0.05 * mean;
  const ok = totalErrors === 0 && !growing;
  const trend = judged
    ? `live heap after GC from minute ${from.toFixed(1)}: slope ${rate.toFixed(2)} MB/min (${growth.toFixed(1)} MB over ${(minutes - from).toFixed(1)} min, mean ${mean.toFixed(0)} MB): ${growing ? 'GROWING' : 'no growth trend'}`
    : 'too short to judge a memory trend (3 minutes at least)';
  const verdict = `${totalErrors} errors; ${trend}`;
  return {
    minutes,
    perMinute,
    heapSlopeMbPerMin: rate,
    growthMb: growth,
    verdict,
    ok,
    vacuumed: vacuum !== null,
  };
}

// ---------------------------------------------------------------- budgets and the record

interface Verdict {
  name: string;
  ok: boolean;
  text: string;
}

function budgets(target: Target): Verdict[] {
  const bare = target.rows.find((r) => r.kind === 'bare')?.rps ?? Number.NaN;
  const v: Verdict[] = [];
  for (const r of target.rows) {
    if (r.kind === 'search')
      v.push({
        name: r.name,
        ok: r.p95 <= BUDGET.searchP95,
        text: `p95 ${r.p95.toFixed(1)} ≤ ${BUDGET.searchP95} ms`,
      });
    if (r.kind === 'list')
      v.push({
        name: r.name,
        ok: r.rps / bare >= BUDGET.listRatio,
        text: `${((100 * r.rps) / bare).toFixed(0)} % ≥ ${BUDGET.listRatio * 100} % of bare`,
      });
    if (r.kind === 'cart-list')
      v.push({
        name: r.name,
        ok: r.p95 <= BUDGET.cartListP95,
        text: `p95 ${r.p95.toFixed(1)} ≤ ${BUDGET.cartListP95} ms`,
      });
    if (r.kind === 'checkout')
      v.push({
        name: r.name,
        ok: r.p95 <= BUDGET.checkoutP95 && r.errors === 0,
        text: `p95 ${r.p95.toFixed(1)} ≤ ${BUDGET.checkoutP95} ms, ${r.errors} errors`,
      });
  }
  return v;
}

/** Errors and checks count at every scale; the latency budgets at 200k offers on PostgreSQL. */
function failures(target: Target, budgetTarget: Target | undefined): string[] {
  const out: string[] = [];
  for (const r of target.rows) {
    if (r.errors > 0) out.push(`${target.label}: ${r.name} had ${r.errors} errors`);
    if (r.checkOk === false) out.push(`${target.label}: ${r.name}: ${r.check}`);
  }
  for (const t of target.two ?? [])
    if (t.errors > 0) out.push(`${target.label}: two processes, ${t.name} had ${t.errors} errors`);
  if (target.soak && !target.soak.ok) out.push(`${target.label}: soak: ${target.soak.verdict}`);
  if (target === budgetTarget)
    for (const b of budgets(target))
      if (!b.ok) out.push(`${target.label}: ${b.name} over budget (${b.text})`);
  return out;
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');

function markdown(
  targets: Target[],
  budgetTarget: Target | undefined,
  meta: Record<string, string>,
  failed: string[],
): string {
  const lines: string[] = [
    '# Benchmarks',
    '',
    'Written by `npm run bench:all` (`bench/all.ts`); do not edit by hand, run it again. Every call is loaded',
    'in the same run as the bare route (one indexed query in the same process), so the “% of bare” column',
    'compares like with like on the machine of the day. Latencies are milliseconds measured by the client',
    'on loopback; RSS is the API process after the call was loaded. “first” is the first, uncached request of',
    'a call (the catalogue caches searches and lists for a short while, as a running store would have them warm);',
    'the load after it cycles through 50 pages or 500 goods where the call allows.',
    '',
    `- Machine: ${meta.machine}`,
    `- Run: ${meta.run}`,
    `- Load average at start ${meta.loadStart}, at end ${meta.loadEnd}${meta.note ? ` — ${meta.note}` : ''}`,
    `- Start-up of the built server (\`node apps/server/dist/server.js\`, embedded database, ${meta.coldStart})`,
    '',
    '## Budgets',
    '',
    `Checked at ${BUDGET_SCALE.toLocaleString('en')} offers on PostgreSQL: search and suggestions p95 ≤ ${BUDGET.searchP95} ms at one`,
    `connection; goods list, as a guest and as a trading member, ≥ ${BUDGET.listRatio * 100} % of the bare route's throughput; cart list (200 lines) p95 ≤ ${BUDGET.cartListP95} ms;`,
    `checkout p95 ≤ ${BUDGET.checkoutP95} ms with ${BUYERS} buyers at once and no errors. At every scale: no errors, the shared`,
    'cart ends with every accepted add, and the soak shows no errors and no growth of the live heap.',
    '',
  ];
  if (budgetTarget) {
    lines.push(`| budget (${budgetTarget.label}) | measured | verdict |`, '|---|---|---|');
    for (const b of budgets(budgetTarget))
      lines.push(`| ${b.name} | ${b.text} | ${b.ok ? 'ok' : '**OVER**'} |`);
  } else
    lines.push(
      `No PostgreSQL run at ${BUDGET_SCALE.toLocaleString('en')} offers in this record: the budgets were not checked.`,
    );
  lines.push(
    '',
    failed.length
      ? `**Failures:** ${failed.join('; ')}`
      : `Verdict: every check passed${budgetTarget ? '' : ' (no errors, shared cart and soak; the budgets were not checked)'}.`,
    '',
  );
  for (const t of targets) {
    const bare = t.rows.find((r) => r.kind === 'bare')?.rps ?? Number.NaN;
    lines.push(
      `## ${t.label}`,
      '',
      `Seeded and onboarded in ${t.seedS.toFixed(0)} s; the API process answered ${f0(t.startupMs)} ms after it was started (source through tsx, database already prepared).`,
      '',
      '| call | connections | req/s | % of bare | p50 | p95 | p99 | first | errors | RSS MB | check |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const r of t.rows)
      lines.push(
        `| ${r.name} | ${r.connections} | ${f0(r.rps)} | ${f0((100 * r.rps) / bare)} % | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${f1(r.cold)} | ${r.errors} | ${f0(r.rss)} | ${r.check ? `${r.checkOk ? 'ok' : '**FAILED**'}: ${r.check}` : ''} |`,
      );
    if (t.two) {
      lines.push(
        '',
        'Two API processes on the same PostgreSQL and Redis:',
        '',
        '| call | one process req/s | two processes req/s | p95 one | p95 two | errors | RSS MB |',
        '|---|---:|---:|---:|---:|---:|---|',
      );
      for (const x of t.two)
        lines.push(
          `| ${x.name} | ${f0(x.one)} | ${f0(x.two)} | ${f1(x.p95One)} | ${f1(x.p95Two)} | ${x.errors} | ${x.rss} |`,
        );
    } else if (t.engine === 'pglite')
      lines.push('', 'The embedded database is one process by design: no two-process run.');
    if (t.soak) {
      lines.push(
        '',
        `Soak, ${t.soak.minutes} min of mixed traffic (browse 70 %, cart 20 %, checkout 10 %)${t.soak.vacuumed ? '; this server runs with autovacuum off, so the soak ran `VACUUM (ANALYZE)` on the tables it churns at the end of each minute, as autovacuum would' : ''}:`,
        '',
        '| minute | calls | p95 ms | errors | RSS MB | heap after GC MB |',
        '|---:|---:|---:|---:|---:|---:|',
      );
      for (const m of t.soak.perMinute)
        lines.push(
          `| ${m.minute} | ${m.requests} | ${f1(m.p95)} | ${m.errors} | ${f0(m.rss)} | ${f0(m.heap)} |`,
        );
      lines.push('', `${t.soak.ok ? 'ok' : '**FAILED**'}: ${t.soak.verdict}.`);
    }
    lines.push('');
  }
  return lines.join('\n');
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
      if (engine === 'postgres') await twoProcesses(target, server, env, fx, sessions, addresses);
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
    machine: `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, PostgreSQL on ${new URL(ADMIN_URL).host}, Redis ${REDIS_URL.replace(/\/\/.*@/, '//')}`,
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
