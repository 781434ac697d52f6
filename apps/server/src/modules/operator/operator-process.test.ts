/**
 * The operator commands against the real store process on the embedded database: an order shipped
 * with `npm run orders` while the store runs is shipped for the buyer, and still after a restart;
 * with the database held and no store answering, the command refuses and changes nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { OrderDetail, OrderPage } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../test/helpers.ts';
import { TEST_SEED_SIZE } from '../../../test/test-database.ts';
import { type DbHandle, openPglite } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { seedDemo } from '../../seed/index.ts';
import { operatorRuntimePath, readOperatorRuntime, writeOperatorRuntime } from './operator-runtime.ts';

const root = resolve(import.meta.dirname, '../../../../..');
const SERVER = 'apps/server/src/server.ts';
const ORDERS = 'apps/server/src/cli/orders.ts';
const REVIEW = 'apps/server/src/cli/review.ts';
const SLOW = { timeout: 180_000 };

let dataDir: string;
let store: ChildProcess | undefined;

/** The environment of a store or command on this test's DATA_DIR and nothing else. */
function env(): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_READ_URL', 'OPERATOR_TOKEN', 'REDIS_URL', 'SESSION_SECRET'])
    delete base[name];
  return { ...base, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', JOBS_POLL_MS: '0' };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry file as its own Node process (as `npm run` does, through tsx). */
function run(file: string, args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, env: env() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

const orders = (...args: string[]) => run(ORDERS, args);

async function startStore(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: root,
    env: env(),
    stdio: 'inherit',
  });
  store = child;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    const runtime = readOperatorRuntime(dataDir);
    if (runtime !== undefined && runtime.pid === child.pid) return runtime.url;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopStore(): Promise<void> {
  const child = store;
  store = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** A port nothing listens on: one the system just handed out and took back. */
function closedPort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The buyer, through the store's own login and order calls, as the browser does. */
async function demoBuyer(baseUrl: string) {
  const cookies = new Map<string, string>();
  const call = async <T>(path: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
    };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const body = (await res.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${path}: ${body.msg}`).toBe(10000);
    return body.data;
  };
  await call('/api/user/base');
  await call('/api/user/login', { method: 'POST', form: { username: 'demo', password: DEMO_PASSWORD } });
  return {
    list: (status: string) => call<OrderPage>(`/api/order?status=${status}`),
    order: (id: number) => call<OrderDetail>(`/api/order/${id}`),
  };
}

/** A seeded embedded database in the temp DATA_DIR: the API tests' template where there is one. */
async function seedDataDir(): Promise<void> {
  const info = inject('testDatabase');
  const dir = join(dataDir, 'pglite');
  const handle =
    info.kind === 'pglite'
      ? await openPglite({ dataDir: dir, loadDataDir: new Blob([readFileSync(info.dumpFile)]) })
      : await openPglite({ dataDir: dir });
  try {
    if (info.kind !== 'pglite') {
      await migrate(handle);
      await seedDemo(handle, { size: TEST_SEED_SIZE });
    }
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mall-operator-'));
  await seedDataDir();
}, SLOW.timeout);

afterAll(async () => {
  await stopStore();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the commands while the store runs on the embedded database', () => {
  let orderId: number;
  let orderNo: string;

  it('ship through the store; the buyer sees it shipped, and still after a restart', SLOW, async () => {
    const baseUrl = await startStore();
    // The token is the owner's alone.
    expect(statSync(operatorRuntimePath(dataDir)).mode & 0o077).toBe(0);

    const buyer = await demoBuyer(baseUrl);
    const toShip = (await buyer.list('to_ship')).list[0];
    if (!toShip) throw new Error('the demo store has no order to ship');
    orderId = toShip.id;
    orderNo = toShip.order_no;

    const listed = await orders('list', 'to_ship');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(orderNo);

    const shipped = await orders('ship', orderNo, '--carrier', '顺丰速运', '--tracking', 'SF1234567890');
    expect(shipped.stderr).toBe('');
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain('已发货');
    expect(await buyer.order(orderId)).toMatchObject({ status: 2, tracking_no: 'SF1234567890' });

    // The same for reviews, and a refusal comes back as the command's own words.
    const review = await run(REVIEW, ['list']);
    expect(review.code).toBe(0);
    expect(review.stdout).toMatch(/^licences pending review: \d+/);
    const again = await orders('ship', orderNo, '--carrier', '顺丰速运', '--tracking', 'SF1234567890');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('不能发货');
    expect(again.stdout).toBe('');

    await stopStore();
    expect(existsSync(operatorRuntimePath(dataDir))).toBe(false);

    const restarted = await demoBuyer(await startStore());
    expect(await restarted.order(orderId)).toMatchObject({
      status: 2,
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    await stopStore();
  });

  it(
    'refuse, changing nothing, while another process holds the database and no store answers',
    SLOW,
    async () => {
      let holder: DbHandle | undefined = await openPglite({ dataDir: join(dataDir, 'pglite') });
      try {
        const trace = ['trace', orderNo, '--text', '【杭州转运中心】已发出'];
        const refused = await orders(...trace);
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe('');
        expect(refused.stderr).toContain('嵌入式数据库正被另一个进程');
        expect(refused.stderr).toContain('操作未执行');
        expect(refused.stderr).toContain('nothing was done');

        // A store that left its address behind but does not answer changes nothing about that.
        writeOperatorRuntime(dataDir, {
          pid: process.pid,
          url: `http://127.0.0.1:${await closedPort()}`,
          token: 'x',
        });
        const stale = await orders(...trace);
        expect(stale.code).toBe(1);
        expect(stale.stderr).toContain('操作未执行');
        rmSync(operatorRuntimePath(dataDir));

        const reviewRefused = await run(REVIEW, ['reject', 'company', '1', '--reason', '资料不全']);
        expect(reviewRefused.code).toBe(1);
        expect(reviewRefused.stderr).toContain('嵌入式数据库正被另一个进程');

        // Nor does a store start on it.
        const server = await run(SERVER, []);
        expect(server.code).toBe(1);
        expect(server.stderr).toContain('嵌入式数据库正被另一个进程');

        const events = await holder.query<{ title: string }>(
          'SELECT e.title FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_no = $1',
          [orderNo],
        );
        expect(events.map((e) => e.title)).not.toContain('【杭州转运中心】已发出');
      } finally {
        await holder?.close();
        holder = undefined;
      }

      // Once nothing holds it, the command opens the database itself, and what it writes stays.
      const direct = await orders('trace', orderNo, '--text', '【杭州转运中心】已发出');
      expect(direct.stderr).toBe('');
      expect(direct.code).toBe(0);
      const buyer = await demoBuyer(await startStore());
      const detail = await buyer.order(orderId);
      expect(JSON.stringify(detail)).toContain('【杭州转运中心】已发出');
      await stopStore();
    },
  );
});
