/**
 * `npm run dev` as a developer starts it: the SPA at `/` with hot reload, the API behind the Vite
 * proxy, on a fresh data directory, then stopped with SIGTERM like Ctrl+C. No browser is needed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { fetchWhenUp, freePort } from './child-process.ts';

const root = resolve(import.meta.dirname, '../../..');

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** Whether nothing listens on the port any more, waiting a little for a draining server. */
async function closed(port: number): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2000) });
    } catch {
      return true;
    }
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('npm run dev', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-dev-'));
  let child: ChildProcess | undefined;

  afterAll(() => {
    // Whatever happened above, leave no process of the group behind.
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the SPA at / and the API through the proxy, and stops on SIGTERM', async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      // The embedded database in the temp directory, whatever the surrounding environment points at.
      DATABASE_URL: '',
      DATABASE_READ_URL: '',
      REDIS_URL: '',
      SEED_SIZE: '40',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '0',
    };
    // What a fresh clone's shell has: `npm run dev` turns the demo data on by itself.
    delete env.DEMO_DATA;
    child = spawn('npm', ['run', 'dev', '--silent'], {
      cwd: root,
      env,
      // Its own process group, so the test can end it like a terminal's Ctrl+C would.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    onTestFailed(() => console.error(`npm run dev said:\n${log}`));
    const deadline = Date.now() + 45_000;
    const web = `http://localhost:${webPort}`;

    // The API first, straight: the proxy would only log errors while it migrates and seeds.
    await fetchWhenUp(`http://127.0.0.1:${apiPort}/healthz`, child, deadline);
    const page = await fetchWhenUp(`${web}/`, child, deadline);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/src/main.tsx');
    // A deep link is the SPA too (history routing), not a 404.
    const deep = await fetchWhenUp(`${web}/list/info/1`, child, deadline);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root"></div>');

    const api = await fetchWhenUp(`${web}/api/user/base`, child, deadline);
    expect(api.status).toBe(200);
    const body = (await api.json()) as {
      code: number;
      data: { show: number; common_config: { site_name: string } };
    };
    expect(body.code).toBe(10000);
    expect(body.data.show).toBe(0);
    // The demo store's settings: development starts on the demo data.
    expect(body.data.common_config.site_name).toBe('康源医药商城');

    if (!child.pid) throw new Error('no pid');
    process.kill(-child.pid, 'SIGTERM');
    const stopped = await Promise.race([
      exited(child),
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000)),
    ]);
    expect(stopped).not.toBe('timeout');
    expect(await closed(webPort)).toBe(true);
    expect(await closed(apiPort)).toBe(true);
  }, 75_000);
});
