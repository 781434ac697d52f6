/**
 * `npm start`'s own entry (scripts/start.mjs, run after the build) on a fresh data directory: the
 * demo store it starts has the demo data, takes online payment through the sandbox cashier and
 * sends SMS codes to the dev outbox, since the demo is where they belong; the server started on its
 * own keeps all three off (the API tests cover that). No browser is needed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PayOptions } from '@mall/shared/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const port = 4300 + (process.pid % 500);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-start-'));
let store: ChildProcess;

async function healthy(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the store did not become healthy in time');
}

/** A minimal browser: keeps cookies and echoes the XSRF cookie on writes, as the SPA does. */
class Jar {
  private readonly cookies = new Map<string, string>();

  async fetch(path: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (init.method === 'POST' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return (await res.json()) as { code: number; msg: string; data: unknown };
  }
}

beforeAll(async () => {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_SIZE: '40',
  };
  // What a fresh clone's shell has: no setting of its own for any demo convenience.
  delete env.DEMO_DATA;
  delete env.PAY_SANDBOX;
  delete env.SMS_OUTBOX;
  store = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await healthy(store);
}, 120_000);

afterAll(async () => {
  if (store && store.exitCode === null) {
    const exited = new Promise((done) => store.once('exit', done));
    store.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start (the demo)', () => {
  it('seeds the demo store into the empty database: its members log in', async () => {
    const logins: [username: string, password: string][] = [
      ['demo', 'demo123456'],
      ['demo3', 'demo123456'],
    ];
    for (const [username, password] of logins) {
      const browser = new Jar();
      await browser.fetch('/api/user/base');
      const login = await browser.fetch('/api/user/login', { method: 'POST', form: { username, password } });
      expect(login.code, username).toBe(10000);
    }
  });

  it('takes online payment through the sandbox cashier', async () => {
    const browser = new Jar();
    await browser.fetch('/api/user/base');
    const login = await browser.fetch('/api/user/login', {
      method: 'POST',
      form: { username: 'demo', password: 'demo123456' },
    });
    expect(login.code).toBe(10000);
    const methods = await browser.fetch('/api/pay/methods');
    expect(methods.data as PayOptions).toEqual({
      methods: ['balance', 'online', 'transfer'],
      online_provider: 'sandbox',
    });
  });

  it('sends SMS codes to the dev outbox, so joining works without a carrier', async () => {
    const browser = new Jar();
    await browser.fetch('/api/user/base');
    const res = await browser.fetch('/api/user/create_code', {
      method: 'POST',
      form: { phone: '13600000000', scene: 'register' },
    });
    expect(res.code).toBe(10000);
  });
});
