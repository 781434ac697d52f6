import type { ActivityTapResult } from '@mall/shared/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { TAPS_PER_ADDRESS } from './activity.service.ts';

let t: TestApp;
let demo: TestClient;
let running: number;
let disabled: number;

const tapRows = (activityId: number) =>
  t.handle.query<{ company_id: number | null; member_id: number | null }>(
    'SELECT company_id, member_id FROM activity_taps WHERE activity_id = $1 ORDER BY id',
    [activityId],
  );

/** A guest browser holding the CSRF cookie, as the SPA does after its first call. */
async function guest(remoteAddress?: string): Promise<TestClient> {
  const client = t.client();
  await client.get('/api/user/base', undefined, { remoteAddress });
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.loginAs('demo');
  const rows = await t.handle.query<{ id: number }>(
    `INSERT INTO activities (kind, title, starts_at, ends_at, is_enabled) VALUES
      ('manjian', '测试点击活动', now() - interval '1 day', now() + interval '1 day', true),
      ('manjian', '已停用活动', now() - interval '1 day', now() + interval '1 day', false)
     RETURNING id`,
  );
  running = rows[0]?.id ?? 0;
  disabled = rows[1]?.id ?? 0;
});
afterAll(() => t.close());

describe('POST /api/activity/tap', () => {
  it('records a guest tap without a store and answers the count', async () => {
    const client = await guest();
    const res = await client.postForm<ActivityTapResult>('/api/activity/tap', { id: running });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: running, taps: 1 });
    expect(await tapRows(running)).toEqual([{ company_id: null, member_id: null }]);
  });

  it("records a member's tap with its own member and store", async () => {
    const who = await t.handle.query<{ id: number; company_id: number }>(
      `SELECT m.id, s.company_id FROM members m JOIN sessions s ON s.member_id = m.id
       WHERE m.username = 'demo' ORDER BY s.created_at DESC LIMIT 1`,
    );
    expect(who[0]?.company_id).toBeGreaterThan(0);
    const res = await demo.postForm<ActivityTapResult>('/api/activity/tap', { id: running });
    expect(res.body.data.taps).toBe(2);
    const rows = await tapRows(running);
    expect(rows[1]).toEqual({ company_id: who[0]?.company_id, member_id: who[0]?.id });
  });

  it('refuses a missing or malformed id with 422', async () => {
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: -3 }, { id: '1.5' }]) {
      const res = await demo.postForm('/api/activity/tap', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.id?.[0]).toBeTruthy();
    }
  });

  it('answers 404 for an unknown or disabled activity and records nothing', async () => {
    const before = (await t.handle.query('SELECT id FROM activity_taps')).length;
    for (const id of [disabled, 99_999_999]) {
      const res = await demo.postForm('/api/activity/tap', { id });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('活动不存在');
    }
    expect((await t.handle.query('SELECT id FROM activity_taps')).length).toBe(before);
  });

  it('refuses a write without the CSRF header', async () => {
    const res = await demo.postForm('/api/activity/tap', { id: running }, { withoutXsrf: true });
    expect(res.status).toBe(403);
  });

  it('counts each of 20 parallel taps exactly once', async () => {
    const before = (await tapRows(running)).length;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        demo.postForm<ActivityTapResult>('/api/activity/tap', { id: running }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await tapRows(running)).length).toBe(before + 20);
    const counts = results.map((r) => r.body.data.taps);
    expect(Math.max(...counts)).toBe(before + 20);
  });

  it('limits taps per address', async () => {
    const remoteAddress = '203.0.113.9';
    const client = await guest(remoteAddress);
    for (let i = 0; i < TAPS_PER_ADDRESS; i++) {
      const res = await client.postForm('/api/activity/tap', { id: running }, { remoteAddress });
      expect(res.status).toBe(200);
    }
    const refused = await client.postForm('/api/activity/tap', { id: running }, { remoteAddress });
    expect(refused.status).toBe(429);
    const elsewhere = await (await guest('203.0.113.10')).postForm(
      '/api/activity/tap',
      { id: running },
      { remoteAddress: '203.0.113.10' },
    );
    expect(elsewhere.status).toBe(200);
  });
});
