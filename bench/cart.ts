// `npm run bench:cart`: the cart at wholesale scale, beside the catalogue benchmark's bare route.
// Creates a fresh PostgreSQL database on BENCH_DATABASE_URL's server, migrates it, seeds 200,000
// offers, adds two trading buyers (approved, demo's licences and scopes, signed contract): one with
// 200 cart lines, one with an empty cart. Serves the real app on loopback and loads each call with
// autocannon: the bare route (one indexed query, the yardstick), the cart list of 200 lines, and
// add-to-cart cycling through offers. Budget: list p95 ≤ 30 ms. Exits non-zero when over; drops
// the database at the end.
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DbHandle, openPostgres } from '../apps/server/src/db/client.ts';
import { assertChineseCollation, migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { buyable, createBuyer, form, login } from './cart-buyers.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OFFERS = 200_000;
const DURATION_S = 5;
const CONNECTIONS = 10;
const CART_LINES = 200;
const ADD_POOL = 5_000;
const LIST_P95_BUDGET_MS = 30;

interface Scenario {
  name: string;
  kind: 'bare' | 'list' | 'add';
  method: 'GET' | 'POST';
  /** one request each: path and, for a POST, its form body */
  requests: { path: string; body?: string }[];
  cookie?: { cookie: string; xsrf: string };
}

interface Measured {
  name: string;
  kind: Scenario['kind'];
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** the first, uncached request */
  cold: number;
  errors: number;
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** pg's pool.end() resolves before its connections are gone: wait for them rather than kill them. */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      return await admin(`DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function headersFor(scenario: Scenario): Record<string, string> {
  if (!scenario.cookie) return {};
  const headers: Record<string, string> = { cookie: scenario.cookie.cookie };
  if (scenario.method === 'POST') {
    headers['x-xsrf-token'] = scenario.cookie.xsrf;
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  return headers;
}

async function measure(base: string, scenario: Scenario): Promise<Measured> {
  let next = 0;
  const headers = headersFor(scenario);
  const send = async (r: Scenario['requests'][number]) => {
    const res = await fetch(base + r.path, { method: scenario.method, headers, body: r.body ?? null });
    const body = (await res.json()) as { code?: number; msg?: string };
    if (!res.ok || body.code !== 10000)
      throw new Error(`${scenario.name}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  };
  // The first request is the uncached cost; the next few warm the app as a running store would be.
  const coldStart = performance.now();
  await send(scenario.requests[next++] as Scenario['requests'][number]);
  const cold = performance.now() - coldStart;
  for (; next < Math.min(20, scenario.requests.length); next++)
    await send(scenario.requests[next] as Scenario['requests'][number]);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        method: scenario.method,
        headers,
        requests: [
          {
            setupRequest: (req) => {
              const r = scenario.requests[next++ % scenario.requests.length] ?? { path: '/' };
              return r.body === undefined ? { ...req, path: r.path } : { ...req, path: r.path, body: r.body };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    kind: scenario.kind,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cold,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function scenarios(handle: DbHandle, base: string): Promise<Scenario[]> {
  const listCompany = await createBuyer(handle, 'benchlist', '13900000001');
  const lines = await buyable(handle, CART_LINES, 7919);
  await handle.query(
    `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key)
     SELECT $1, id, quantity, 'o' || id FROM unnest($2::int[], $3::int[]) AS u(id, quantity)`,
    [listCompany, lines.map((o) => o.id), lines.map((o) => o.min_quantity)],
  );
  await createBuyer(handle, 'benchadd', '13900000002');
  const pool = await buyable(handle, ADD_POOL, 104_729);
  const ids = await handle.query<{ id: number }>(
    'SELECT id FROM goods WHERE is_on_sale ORDER BY md5(id::text) LIMIT 500',
  );
  return [
    {
      name: 'bare route, one indexed query',
      kind: 'bare',
      method: 'GET',
      requests: ids.map((r) => ({ path: `/api/bench/bare?id=${r.id}` })),
    },
    {
      name: `cart list, ${CART_LINES} lines`,
      kind: 'list',
      method: 'GET',
      requests: [{ path: `/api/cart/list?${form({ filters: 99999, new: 1 })}` }],
      cookie: await login(base, 'benchlist'),
    },
    {
      name: 'add to cart, one line',
      kind: 'add',
      method: 'POST',
      requests: pool.map((o) => ({
        path: '/api/cart',
        body: form({
          'params[0][goods_id]': o.goods_id,
          'params[0][goods_price_id]': o.id,
          'params[0][number]': o.min_quantity,
          'params[0][type]': 0,
        }),
      })),
      cookie: await login(base, 'benchadd'),
    },
  ];
}

function report(rows: Measured[]): boolean {
  const bareRps = rows.find((r) => r.kind === 'bare')?.rps ?? Number.NaN;
  let ok = true;
  console.log(
    '\n| call | req/s | × bare | p50 ms | p95 ms | p99 ms | first (uncached) ms | errors | budget |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    let pass = row.errors === 0;
    let budget = '';
    if (row.kind === 'list') {
      pass &&= row.p95 <= LIST_P95_BUDGET_MS;
      budget = `p95 ≤ ${LIST_P95_BUDGET_MS} ms`;
    }
    ok &&= pass;
    const verdict = budget ? `${pass ? 'ok' : 'OVER'} (${budget})` : pass ? '' : 'ERRORS';
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${(row.rps / bareRps).toFixed(2)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cold.toFixed(1)} | ${row.errors} | ${verdict} |`,
    );
  }
  return ok;
}

async function main(): Promise<boolean> {
  const name = `mall_bench_cart_${process.pid}`;
  await admin(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  let handle: DbHandle | undefined;
  try {
    handle = await openPostgres(databaseUrl(name));
    await migrate(handle);
    await assertChineseCollation(handle);
    let started = performance.now();
    await seedDemo(handle, { size: OFFERS });
    await handle.exec('ANALYZE');
    console.log(`seeded ${OFFERS} offers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const config = loadConfig({
      DATABASE_URL: databaseUrl(name),
      SESSION_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'bench-no-spa',
    });
    const app = await buildApp({ config, db: handle, logger: false });
    const db = handle;
    app.get('/api/bench/bare', async (request) => {
      const id = Number((request.query as { id?: string }).id);
      const rows = await db.query<{ id: number }>('SELECT id FROM goods WHERE id = $1', [id]);
      return { code: 10000, msg: 'ok', data: rows[0] ?? null };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const rows: Measured[] = [];
      started = performance.now();
      for (const scenario of await scenarios(handle, address)) rows.push(await measure(address, scenario));
      console.log(
        `measured in ${((performance.now() - started) / 1000).toFixed(0)} s, ${CONNECTIONS} connections, ${DURATION_S} s each`,
      );
      return report(rows);
    } finally {
      await app.close();
    }
  } finally {
    await handle?.close();
    await dropDatabase(name);
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
