// `npm run bench:catalog`: the catalogue calls at wholesale scale, beside a bare route.
// Creates a fresh PostgreSQL database on BENCH_DATABASE_URL's server, migrates it, seeds 200,000
// offers, serves the real app on loopback and loads each call with autocannon (guest reader).
// The bare route runs one indexed query in the same process and the same run, so the budgets are
// ratios and absolute latencies on this machine. Budgets: search and suggestions p95 ≤ 15 ms;
// list throughput ≥ 0.5 × the bare route's. Exits non-zero when over; drops the database at the end.
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DbHandle, openPostgres } from '../apps/server/src/db/client.ts';
import { assertChineseCollation, migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OFFERS = 200_000;
const DURATION_S = 5;
const CONNECTIONS = 10;
const SEARCH_P95_BUDGET_MS = 15;
const LIST_RATIO_BUDGET = 0.5;

interface Scenario {
  name: string;
  /** paths cycled through, one per request */
  paths: string[];
  kind: 'bare' | 'list' | 'detail' | 'search' | 'member';
  /** a logged-in member's cookies */
  cookie?: string;
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

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(base: string, scenario: Scenario): Promise<Measured> {
  let next = 0;
  const pathAt = () => scenario.paths[next++ % scenario.paths.length] ?? '/';
  // The first request misses the app's caches (pages, counts, suggestions): its latency is the
  // uncached cost. Then every path once, as a running store would have (caches expire mid-run).
  const coldStart = performance.now();
  const headers: Record<string, string> = scenario.cookie ? { cookie: scenario.cookie } : {};
  const first = await fetch(base + scenario.paths[0], { headers });
  const cold = performance.now() - coldStart;
  if (!first.ok) throw new Error(`${scenario.name}: HTTP ${first.status}`);
  for (const path of scenario.paths.slice(1, 50)) await fetch(base + path, { headers });
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathAt() }) }],
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

/** Logs the demo member in as the SPA does (CSRF cookie, then the form) and returns its cookies. */
async function memberCookie(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/api/user/base`));
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: {
      cookie: cookie(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: q({ username: 'demo', password: 'demo123456' }),
  });
  if (!res.ok) throw new Error(`demo login failed: HTTP ${res.status}`);
  keep(res);
  return cookie();
}

async function sampleIds(handle: DbHandle): Promise<number[]> {
  const rows = await handle.query<{ id: number }>(
    `SELECT id FROM goods g WHERE is_on_sale AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
     ORDER BY md5(id::text) LIMIT 500`,
  );
  return rows.map((r) => r.id);
}

function scenarios(ids: number[], cookie: string): Scenario[] {
  const pages = Array.from({ length: 50 }, (_, i) => i + 1);
  return [
    {
      name: 'bare route, one indexed query',
      kind: 'bare',
      paths: ids.map((id) => `/api/bench/bare?id=${id}`),
    },
    {
      name: 'goods list (pages 1-50)',
      kind: 'list',
      paths: pages.map((page) => `/api/goods/list?page=${page}`),
    },
    {
      name: 'goods list, approved member (prices, tiers)',
      kind: 'member',
      paths: pages.map((page) => `/api/goods/list?page=${page}`),
      cookie,
    },
    { name: 'goods detail', kind: 'detail', paths: ids.map((id) => `/api/goods/detail/${id}`) },
    {
      name: 'suggest 阿莫',
      kind: 'search',
      paths: [`/api/goods/search?${q({ keywords: '阿莫', type: 0 })}`],
    },
    {
      name: 'suggest amxl',
      kind: 'search',
      paths: [`/api/goods/search?${q({ keywords: 'amxl', type: 0 })}`],
    },
    {
      name: 'search 阿莫西林',
      kind: 'search',
      paths: [`/api/goods/list?${q({ keywords: '阿莫西林', type: 0 })}`],
    },
    { name: 'search amxl', kind: 'search', paths: [`/api/goods/list?${q({ keywords: 'amxl', type: 0 })}`] },
    {
      name: 'search maker hbzy',
      kind: 'search',
      paths: [`/api/goods/list?${q({ keywords: 'hbzy', type: 1 })}`],
    },
  ];
}

function report(rows: Measured[]): boolean {
  const bare = rows.find((r) => r.kind === 'bare');
  const bareRps = bare?.rps ?? Number.NaN;
  let ok = true;
  console.log(
    '\n| call | req/s | × bare | p50 ms | p95 ms | p99 ms | first (uncached) ms | errors | budget |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const ratio = row.rps / bareRps;
    let budget = '';
    let pass = row.errors === 0;
    if (row.kind === 'search') {
      pass &&= row.p95 <= SEARCH_P95_BUDGET_MS;
      budget = `p95 ≤ ${SEARCH_P95_BUDGET_MS} ms`;
    } else if (row.kind === 'list') {
      pass &&= ratio >= LIST_RATIO_BUDGET;
      budget = `≥ ${LIST_RATIO_BUDGET} × bare`;
    }
    ok &&= pass;
    const verdict = budget ? `${pass ? 'ok' : 'OVER'} (${budget})` : pass ? '' : 'ERRORS';
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cold.toFixed(1)} | ${row.errors} | ${verdict} |`,
    );
  }
  return ok;
}

async function main(): Promise<boolean> {
  const name = `mall_bench_${process.pid}`;
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
      const cookie = await memberCookie(address);
      for (const scenario of scenarios(await sampleIds(handle), cookie))
        rows.push(await measure(address, scenario));
      console.log(
        `measured in ${((performance.now() - started) / 1000).toFixed(0)} s, ${CONNECTIONS} connections, ${DURATION_S} s each`,
      );
      return report(rows);
    } finally {
      await app.close();
    }
  } finally {
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
