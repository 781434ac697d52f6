/**
 * Browser tests run the built store (`npm run build`) on a fresh embedded database in a temp
 * directory, seeded with the demo data plus the fixtures these journeys need.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/src/db/client.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seedDemo } from '../../server/src/seed/index.ts';
import { CHROMIUM_PATH, chromiumMissingMessage } from './browser.ts';
import { freePort } from './child-process.ts';
import { insertFixtures } from './fixtures.ts';
import { E2E_OPERATOR_TOKEN } from './operator-api.ts';

const root = resolve(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserSkip: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    const message = chromiumMissingMessage();
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(message);
    project.provide('browserSkip', message);
    project.provide('baseUrl', '');
    return;
  }
  project.provide('browserSkip', '');

  const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
  const handle = await openPglite({ dataDir: join(dataDir, 'pglite') });
  await migrate(handle);
  await seedDemo(handle, { size: 300 });
  await insertFixtures(handle);
  await handle.close();

  // Asked of the system: a port derived from the pid could be one another service holds (3306, say).
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey logs in from 127.0.0.1; the per-address limit is for the open internet.
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      // The checkout journey pays online through the sandbox cashier, which is off unless asked for.
      PAY_SANDBOX: 'true',
      SMS_OUTBOX: 'true',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the store exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGKILL');
  throw new Error('the store did not become healthy within 60 s');
}
