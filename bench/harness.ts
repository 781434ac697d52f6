// What every load benchmark needs: a fresh PostgreSQL database on BENCH_DATABASE_URL's server
// seeded at wholesale scale, the real app on loopback with a bare route as the yardstick, and one
// way to load a call with autocannon and read its latencies. The database is dropped at the end.
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DbHandle, openPostgres } from '../apps/server/src/db/client.ts';
import { assertChineseCollation, migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/index.ts';

/**
 * A PostgreSQL server on this machine is reached through its Unix socket (Debian's directory), as a
 * store on the database's own host should reach it: a round trip over the socket costs both
 * processes less CPU than over TCP loopback (about 12 % more orders a second in the checkout burst).
 */
const SOCKET_DIR = '/var/run/postgresql';
const LOCAL_URL = existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
  ? `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}`
  : 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? LOCAL_URL;

/** Where the benchmarks' PostgreSQL server is and how it is reached, for the record. */
export function databaseWhere(url = ADMIN_URL): string {
  const parsed = new URL(url);
  const socket = parsed.searchParams.get('host');
  return socket?.startsWith('/')
    ? `this machine, over its Unix socket (${socket})`
    : `${parsed.host}, over TCP`;
}

/** The yardstick: one indexed query in the same process, the same run. */
export const BARE_PATH = '/api/bench/bare';
/** The bench server's heap after a full collection (it runs with --expose-gc) and its RSS, in MB. */
export const MEMORY_PATH = '/api/bench/memory';

/** Runs one statement on the database server the benchmarks administer. */
export async function admin(text: string): Promise<void> {
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

/** Seeds `offers` into a new database, serves the app and runs `run`; cleans up whatever happens. */
export async function withBenchApp<T>(
  prefix: string,
  offers: number,
  run: (handle: DbHandle, address: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  await admin(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  let handle: DbHandle | undefined;
  try {
    handle = await openPostgres(databaseUrl(name));
    await migrate(handle);
    await assertChineseCollation(handle);
    const started = performance.now();
    await seedDemo(handle, { size: offers });
    await handle.exec('ANALYZE');
    console.log(`seeded ${offers} offers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const config = loadConfig({
      DATABASE_URL: databaseUrl(name),
      SESSION_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'bench-no-spa',
      JOBS_POLL_MS: '0',
    });
    const app = await buildApp({ config, db: handle, logger: false });
    const db = handle;
    app.get(BARE_PATH, async (request) => {
      const id = Number((request.query as { id?: string }).id);
      const rows = await db.query<{ id: number }>('SELECT id FROM goods WHERE id = $1', [id]);
      return { code: 10000, msg: 'ok', data: rows[0] ?? null };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      return await run(handle, address);
    } finally {
      await app.close();
    }
  } finally {
    await handle?.close();
    await dropDatabase(name);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export interface BenchRequest {
  path: string;
  /** a form body for POST */
  body?: string;
}

export interface Load {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** cycled through, one per request */
  requests: BenchRequest[];
  connections: number;
  durationS: number;
  /** requests sent one by one before the run (cycling), as a running store would have served them */
  warm?: number;
}

export interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** the first, uncached request */
  cold: number;
  errors: number;
}

/** Loads one call: the first request is the uncached cost and must succeed (code 10000). */
export async function measure(base: string, load: Load): Promise<Measured> {
  const method = load.method ?? 'GET';
  const headers = load.headers ?? {};
  let next = 0;
  const nextRequest = (): BenchRequest => load.requests[next++ % load.requests.length] ?? { path: '/' };
  const send = async (r: BenchRequest) => {
    const res = await fetch(base + r.path, { method, headers, body: r.body ?? null });
    const body = (await res.json()) as { code?: number };
    if (!res.ok || body.code !== 10000)
      throw new Error(`${method} ${r.path}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  };
  const coldStart = performance.now();
  await send(nextRequest());
  const cold = performance.now() - coldStart;
  // Every call is warmed, one path or many: the first runs of a call's code are not yet optimised
  // (a 200-line cart answered in 30 to 55 ms for its first twenty calls, then in about 20).
  for (let i = 1; i < (load.warm ?? 20); i++) await send(nextRequest());
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: load.connections,
        duration: load.durationS,
        method,
        headers,
        requests: [
          {
            setupRequest: (req) => {
              const r = nextRequest();
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
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cold,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

export const form = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Logs a member in as the SPA does (CSRF cookie, then the form): its cookies and XSRF token. */
export async function login(
  base: string,
  username: string,
  password: string,
): Promise<{ cookie: string; xsrf: string }> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  keep(await fetch(`${base}/api/user/base`));
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: {
      cookie: cookie(),
      'x-xsrf-token': xsrf(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form({ username, password }),
  });
  if (!res.ok) throw new Error(`${username} login failed: HTTP ${res.status}`);
  keep(res);
  return { cookie: cookie(), xsrf: xsrf() };
}

export interface Row extends Measured {
  name: string;
  /** the budget's verdict, or '' when the row has none */
  budget: string;
  pass: boolean;
}

/** Prints the table of a run beside the bare route; true when every row passes. */
export function report(rows: Row[], bareRps: number): boolean {
  console.log(
    '\n| call | req/s | × bare | p50 ms | p95 ms | p99 ms | first (uncached) ms | errors | budget |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const verdict = r.budget ? `${r.pass ? 'ok' : 'OVER'} (${r.budget})` : r.pass ? '' : 'ERRORS';
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / bareRps).toFixed(2)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cold.toFixed(1)} | ${r.errors} | ${verdict} |`,
    );
  }
  return rows.every((r) => r.pass);
}

/** Exits with the run's verdict. */
export function exitWith(run: Promise<boolean>): void {
  run.then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
