import type { GoodsListPage } from '@mall/shared/goods';
import type { GuestBase, MemberBase } from '@mall/shared/user';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategoryTree, createGoods, createMember, type MemberFixture } from '../../test/fixtures.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import type { SessionCache } from './session-cache.ts';

/** Polls `done` until it holds; fails after ten seconds. */
async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done(); await new Promise((r) => setTimeout(r, 20)))
    if (Date.now() - started > 10_000) throw new Error('the condition did not come true within 10 s');
}

const MEMBER_TIP = '';
const GUEST_TIP = '登录后可见';
const UNAPPROVED_TIP = '资质审核通过后可见';

describe('the session cache of the catalogue read calls (decision 024)', () => {
  let t: TestApp;
  /** A second API process on the same database. */
  let other: FastifyInstance;
  let categoryId: number;
  let member: MemberFixture;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ config: t.config, db: t.handle, logger: false });
    await other.ready();
    const tree = await createCategoryTree(t.handle, '会话缓存类目');
    categoryId = tree.rootId;
    await createGoods(t.handle, { categoryId, name: '阿莫西林胶囊', basePrice: 1250 });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  beforeEach(async () => {
    member = await createMember(t.handle);
  });

  const cacheOf = (app: FastifyInstance): SessionCache => {
    if (!app.sessionCache) throw new Error('the app keeps no session cache');
    return app.sessionCache;
  };
  /** Every change committed so far has reached `app`'s cache. */
  const settled = (app: FastifyInstance) =>
    cacheOf(app).settled(async (channel, payload) => {
      await t.handle.query('SELECT pg_notify($1, $2)', [channel, payload]);
    });
  const tipOf = async (client: TestClient) => {
    const res = await client.get<GoodsListPage>('/api/goods/list', { category_id: categoryId });
    expect(res.body.code).toBe(10000);
    return res.body.data.list[0]?.price_tip;
  };
  /** The same browser, its next call served by the other process. */
  const onOther = (client: TestClient) => {
    const moved = new TestClient(other);
    for (const [name, value] of client.cookies) moved.cookies.set(name, value);
    return moved;
  };

  it('listens from the start in every process', () => {
    expect(cacheOf(t.app).isLive).toBe(true);
    expect(cacheOf(other).isLive).toBe(true);
  });

  it('answers a catalogue read from a recent read of the session, every other call from the table', async () => {
    const client = await t.loginAs(member.username, member.password);
    expect(await tipOf(client)).toBe(MEMBER_TIP);
    // Deleted unannounced (its trigger off): only the table knows.
    await t.handle.exec(`ALTER TABLE sessions DISABLE TRIGGER sessions_changed;
      DELETE FROM sessions WHERE member_id = ${member.memberId};
      ALTER TABLE sessions ENABLE TRIGGER sessions_changed;`);
    expect(await tipOf(client)).toBe(MEMBER_TIP);
    const base = await client.get<GuestBase | MemberBase>('/api/user/base');
    expect(base.body.data.show).toBe(0);
    expect(await tipOf(client)).toBe(GUEST_TIP);
  });

  it('drops an ended session in every process', async () => {
    const client = await t.loginAs(member.username, member.password);
    const elsewhere = onOther(client);
    expect(await tipOf(client)).toBe(MEMBER_TIP);
    expect(await tipOf(elsewhere)).toBe(MEMBER_TIP);
    expect((await client.del('/api/user/logout')).body.code).toBe(10000);
    await settled(other);
    expect(await tipOf(elsewhere)).toBe(GUEST_TIP);
  });

  it('drops the sessions of a member who is disabled', async () => {
    const client = await t.loginAs(member.username, member.password);
    const elsewhere = onOther(client);
    expect(await tipOf(elsewhere)).toBe(MEMBER_TIP);
    await t.handle.query('UPDATE members SET status = 0 WHERE id = $1', [member.memberId]);
    await settled(other);
    expect(await tipOf(elsewhere)).toBe(GUEST_TIP);
    expect(await t.handle.query('SELECT 1 FROM sessions WHERE member_id = $1', [member.memberId])).toEqual(
      [],
    );
  });

  it("follows a change of the store's review, and a switch to another store", async () => {
    const client = await t.loginAs(member.username, member.password);
    expect(await tipOf(client)).toBe(MEMBER_TIP);
    await t.handle.query('UPDATE companies SET review_status = 0 WHERE id = $1', [member.companyId]);
    await settled(t.app);
    expect(await tipOf(client)).toBe(UNAPPROVED_TIP);
    await t.handle.query('UPDATE companies SET review_status = 1 WHERE id = $1', [member.companyId]);
    await settled(t.app);
    expect(await tipOf(client)).toBe(MEMBER_TIP);

    const [second] = await t.handle.query<{ id: number }>(
      `INSERT INTO companies (member_id, name, province, review_status) VALUES ($1, '第二家药房', '浙江省', 0)
       RETURNING id`,
      [member.memberId],
    );
    await t.handle.query('UPDATE sessions SET company_id = $1 WHERE member_id = $2', [
      second?.id,
      member.memberId,
    ]);
    await settled(t.app);
    expect(await tipOf(client)).toBe(UNAPPROVED_TIP);
  });

  it('ends an idle session on a catalogue read as on any other', async () => {
    const client = await t.loginAs(member.username, member.password);
    expect(await tipOf(client)).toBe(MEMBER_TIP);
    await t.handle.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE member_id = $1`,
      [member.memberId, t.config.sessionIdleMinutes + 1],
    );
    await settled(t.app);
    expect(await tipOf(client)).toBe(GUEST_TIP);
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('reads the table on every call while notices do not arrive', async () => {
    const cache = cacheOf(t.app);
    const client = await t.loginAs(member.username, member.password);
    cache.setLive(false);
    try {
      expect(await tipOf(client)).toBe(MEMBER_TIP);
      expect(cache.size).toBe(0);
      await t.handle.exec(`ALTER TABLE sessions DISABLE TRIGGER sessions_changed;
        DELETE FROM sessions WHERE member_id = ${member.memberId};
        ALTER TABLE sessions ENABLE TRIGGER sessions_changed;`);
      expect(await tipOf(client)).toBe(GUEST_TIP);
    } finally {
      cache.setLive(true);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'forgets everything when its listening connection is lost, and listens again',
    async () => {
      const cache = cacheOf(t.app);
      const client = await t.loginAs(member.username, member.password);
      expect(await tipOf(client)).toBe(MEMBER_TIP);
      expect(cache.size).toBeGreaterThan(0);
      // Every listening backend of this database: both processes lose theirs.
      await t.handle.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      await until(() => !cache.isLive);
      expect(cache.size).toBe(0);
      await until(() => cache.isLive);
      expect(await tipOf(client)).toBe(MEMBER_TIP);
      await t.handle.query('UPDATE companies SET review_status = 0 WHERE id = $1', [member.companyId]);
      await settled(t.app);
      expect(await tipOf(client)).toBe(UNAPPROVED_TIP);
    },
  );

  it('keeps none when SESSION_CACHE_SECONDS is 0', async () => {
    const app = await buildApp({
      config: { ...t.config, sessionCacheSeconds: 0 },
      db: t.handle,
      logger: false,
    });
    try {
      await app.ready();
      expect(app.sessionCache).toBeNull();
    } finally {
      await app.close();
    }
  });
});
