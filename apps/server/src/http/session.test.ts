import type { GuestBase, MemberBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { sha256 } from './tokens.ts';

describe('session expiry', () => {
  let t: TestApp;
  let member: MemberFixture;

  beforeAll(async () => {
    t = await createTestApp({ sessionIdleMinutes: 30, sessionMaxHours: 24 });
    member = await createMember(t.handle);
  });
  afterAll(() => t.close());

  async function expectExpired(shift: string) {
    const client = await t.loginAs(member.username, member.password);
    await t.handle.query(`UPDATE sessions SET ${shift} WHERE member_id = $1`, [member.memberId]);
    const logout = await client.del('/api/user/logout');
    expect(logout.status).toBe(401);
    expect(logout.body).toEqual({ code: 10001, msg: '请先登录', data: null });
    expect(client.cookies.has('sid')).toBe(false);
    expect(
      await t.handle.query('SELECT 1 FROM sessions WHERE member_id = $1', [member.memberId]),
    ).toHaveLength(0);
    const base = await client.get<GuestBase>('/api/user/base');
    expect(base.body.data.show).toBe(0);
  }

  it('treats an idle session as a guest and deletes it', async () => {
    await expectExpired("last_seen_at = now() - interval '31 minutes'");
  });

  it('treats a session past its absolute expiry as a guest and deletes it', async () => {
    await expectExpired("expires_at = now() - interval '1 second'");
  });

  it('hands an expired browser a guest CSRF token at once, so it can log in again', async () => {
    const client = await t.loginAs(member.username, member.password);
    await t.handle.query('UPDATE sessions SET expires_at = now() WHERE member_id = $1', [member.memberId]);
    expect((await client.del('/api/user/logout')).body.code).toBe(10001);
    const again = await client.postForm('/api/user/login', {
      username: member.username,
      password: member.password,
    });
    expect(again.body.code).toBe(10000);
  });

  it('keeps an active session and touches last_seen_at at most once a minute', async () => {
    const client = await t.loginAs(member.username, member.password);
    const idHash = sha256(client.cookies.get('sid')!);
    const idle = async () =>
      (
        await t.handle.query<{ idle: number }>(
          'SELECT extract(epoch FROM now() - last_seen_at)::int AS idle FROM sessions WHERE id_hash = $1',
          [idHash],
        )
      )[0]?.idle;
    await t.handle.query(
      `UPDATE sessions SET last_seen_at = now() - interval '40 seconds' WHERE id_hash = $1`,
      [idHash],
    );
    await client.get('/api/user/base');
    expect(await idle()).toBeGreaterThanOrEqual(39);
    await t.handle.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE id_hash = $1`,
      [idHash],
    );
    expect((await client.get<MemberBase>('/api/user/base')).body.data.show).toBe(1);
    expect(await idle()).toBeLessThan(5);
  });

  it('ends the sessions of a member disabled after login', async () => {
    const other = await createMember(t.handle);
    const client = await t.loginAs(other.username, other.password);
    await t.handle.query('UPDATE members SET status = 0 WHERE id = $1', [other.memberId]);
    expect((await client.get<GuestBase>('/api/user/base')).body.data.show).toBe(0);
  });
});
