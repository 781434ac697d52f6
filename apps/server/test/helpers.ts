/**
 * Test harness (fastify/demo `test/helper.ts` style): every call of createTestApp gets the real
 * app on its own copy of the seeded template database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { TestClient } from './client.ts';
import { withDatabase } from './test-database.ts';

export { TestClient } from './client.ts';
export const DEMO_PASSWORD = 'demo123456';

let templateDump: Blob | undefined;

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before its connections are gone; dropping WITH (FORCE) at once would
 * kill them mid-goodbye and surface as an unhandled error. Wait for them instead, briefly.
 */
export async function dropWhenDisconnected(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: the database is still being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A fresh copy of the template database, and how to throw it away. */
export async function openTestDatabase(): Promise<{ handle: DbHandle; dispose: () => Promise<void> }> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    templateDump ??= new Blob([readFileSync(info.dumpFile)]);
    const handle = await openPglite({ loadDataDir: templateDump });
    return { handle, dispose: () => handle.close() };
  }
  const name = `${info.template}_${randomBytes(4).toString('hex')}`;
  await adminQuery(info.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  const handle = await openPostgres(withDatabase(info.adminUrl, name));
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await dropWhenDisconnected(info.adminUrl, name);
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    DATA_DIR: join(tmpdir(), 'mall-api-test-data'),
    SESSION_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    // A folder that does not exist: no SPA unless a test brings its own.
    WEB_DIST: join(tmpdir(), `mall-no-spa-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'silent',
    // Joining and password tests read their codes from the dev outbox.
    SMS_OUTBOX: 'true',
  });
  return { ...base, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  config: AppConfig;
  /** A new cookie jar (a new "browser"). */
  client(): TestClient;
  /** A new client logged in as this member. */
  loginAs(username: string, password?: string): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Routes a test adds before the app is ready (e.g. one that throws). */
  extend?: (app: FastifyInstance) => void;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { handle, dispose } = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: handle, logger: false });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    handle,
    config,
    client: () => new TestClient(app),
    async loginAs(username, password = DEMO_PASSWORD) {
      const client = new TestClient(app);
      const res = await client.login(username, password);
      if (res.body.code !== 10000) throw new Error(`login as ${username} failed: ${res.body.msg}`);
      return client;
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
