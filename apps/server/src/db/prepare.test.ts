/**
 * What the server does to the database at start: with DEMO_DATA off an empty database gets the
 * migrations and nothing else (no demo member, no agent, no published password), and the store
 * still serves on it; with DEMO_DATA on it gets the demo store, and says so in a warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, testConfig } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { hashPassword } from '../modules/user/password.ts';
import { type DbHandle, openPglite } from './client.ts';
import { type Prepared, type PrepareLog, prepareDatabase } from './prepare.ts';

const SIZE = 40;
const DEMO_MEMBERS = ['demo', 'demo2', 'demo3'];
const DEMO_OPERATORS = ['admin', 'shenhe', 'yunying', 'kefu01', 'caiwu'].map((name) => `operator ${name}`);
const DEMO_LOGINS = [...DEMO_MEMBERS, ...DEMO_OPERATORS];

class Log implements PrepareLog {
  readonly infos: string[] = [];
  readonly warnings: string[] = [];
  info(message: string): void {
    this.infos.push(message);
  }
  warn(message: string): void {
    this.warnings.push(message);
  }
}

const usernames = async (handle: DbHandle) =>
  (await handle.query<{ username: string }>('SELECT username FROM members ORDER BY id')).map(
    (r) => r.username,
  );
const count = async (handle: DbHandle, table: string) =>
  (await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

let off: DbHandle;
let on: DbHandle;

beforeAll(async () => {
  off = await openPglite();
  on = await openPglite();
}, 60_000);

afterAll(async () => {
  await off?.close();
  await on?.close();
});

describe('prepareDatabase with DEMO_DATA off', () => {
  let prepared: Prepared;
  const log = new Log();

  beforeAll(async () => {
    prepared = await prepareDatabase(off, { demoData: false, seedSize: SIZE }, log);
  }, 60_000);

  it('migrates an empty database and writes no demo data into it', async () => {
    expect(prepared.migrations.length).toBeGreaterThan(0);
    expect(prepared.seeded).toBe(false);
    expect(await usernames(off)).toEqual([]);
    for (const table of ['companies', 'goods', 'offers', 'orders', 'chat_conversations', 'settings'])
      expect(await count(off, table), table).toBe(0);
    expect(prepared.publishedLogins).toEqual([]);
    expect(log.warnings).toEqual([]);
    expect(log.infos.join('\n')).toMatch(/DEMO_DATA=true/);
  });

  it('leaves the store able to serve guests on the empty database', async () => {
    const app = await buildApp({ config: testConfig(), db: off, logger: false });
    await app.ready();
    try {
      const guest = new TestClient(app);
      for (const url of [
        '/api/user/base',
        '/api/goods/list',
        '/api/goods/hot',
        '/api/focus/common',
        '/api/focus/demo',
        '/api/index/spike',
        '/api/index_wntj/1',
        '/api/global/links',
        '/api/article/category',
        '/api/region',
      ]) {
        const res = await guest.get(url);
        expect(res.status, url).toBe(200);
        expect(res.body.code, url).toBe(10000);
      }
      const login = await guest.login('demo', 'demo123456');
      expect(login.body.code).not.toBe(10000);
    } finally {
      await app.close();
    }
  });

  it('seeds nothing on the next start either', async () => {
    const again = await prepareDatabase(off, { demoData: false, seedSize: SIZE }, new Log());
    expect(again).toEqual({ migrations: [], seeded: false, publishedLogins: [] });
    expect(await usernames(off)).toEqual([]);
  });
});

describe('prepareDatabase with DEMO_DATA on', () => {
  let prepared: Prepared;
  const log = new Log();

  beforeAll(async () => {
    prepared = await prepareDatabase(on, { demoData: true, seedSize: SIZE }, log);
  }, 120_000);

  it('seeds the demo store and its members into an empty database; chat agents are operators, not members', async () => {
    expect(prepared.seeded).toBe(true);
    expect(await usernames(on)).toEqual(expect.arrayContaining(DEMO_MEMBERS));
    expect(await usernames(on)).not.toContain('kefu');
    expect(await count(on, 'offers')).toBe(SIZE);
  });

  it('warns that accounts with published passwords can log in', () => {
    expect(prepared.publishedLogins).toEqual(DEMO_LOGINS);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain('demo, demo2, demo3, operator admin');
  });

  it('keeps warning on a later start without DEMO_DATA until the published passwords are gone', async () => {
    const later = new Log();
    const again = await prepareDatabase(on, { demoData: false, seedSize: SIZE }, later);
    expect(again.seeded).toBe(false);
    expect(again.publishedLogins).toEqual(DEMO_LOGINS);
    expect(later.warnings[0]).toContain('demo, demo2, demo3, operator admin');

    // A changed password (any hash but the published one's) takes the account off the list.
    await on.query("UPDATE members SET password_hash = $1 WHERE username IN ('demo')", [
      await hashPassword('Owner-chosen-9x'),
    ]);
    const changed = new Log();
    expect((await prepareDatabase(on, { demoData: false, seedSize: SIZE }, changed)).publishedLogins).toEqual(
      ['demo2', 'demo3', ...DEMO_OPERATORS],
    );
    expect(changed.warnings[0]).toContain('log in: demo2, demo3,');
  });

  it('gives a demo store seeded before the console its demo operators, with DEMO_DATA only', async () => {
    // Such a store had no operators, so no operator's chat answers either.
    await on.query('DELETE FROM chat_messages WHERE operator_id IS NOT NULL');
    await on.query('DELETE FROM operators');
    await prepareDatabase(on, { demoData: false, seedSize: SIZE }, new Log());
    expect(await count(on, 'operators')).toBe(0);
    const log = new Log();
    await prepareDatabase(on, { demoData: true, seedSize: SIZE }, log);
    expect(await count(on, 'operators')).toBe(5);
    expect(log.infos).toContain('demo operators added for the operator console (/admin)');
  });
});
