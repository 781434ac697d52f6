import type { GuestBase, MemberBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { signedToken } from './tokens.ts';

const REFUSAL = { code: 403, msg: '页面已过期，请刷新页面后重试', data: null };

describe('CSRF', () => {
  let t: TestApp;
  let member: MemberFixture;
  const sessionCount = async () =>
    (await t.handle.query('SELECT 1 FROM sessions WHERE member_id = $1', [member.memberId])).length;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.handle);
  });
  afterAll(() => t.close());

  it('refuses a login without the header and creates no session', async () => {
    const client = t.client();
    await client.get('/api/user/base');
    const res = await client.postForm(
      '/api/user/login',
      { username: member.username, password: member.password },
      { withoutXsrf: true },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSAL);
    expect(res.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(await sessionCount()).toBe(0);
  });

  it('refuses a login whose header differs from the cookie', async () => {
    const client = t.client();
    await client.get('/api/user/base');
    const res = await client.postForm(
      '/api/user/login',
      { username: member.username, password: member.password },
      { headers: { 'x-xsrf-token': signedToken('test-secret-of-at-least-thirty-two-characters', 'member') } },
    );
    expect(res.body).toEqual(REFUSAL);
    expect(await sessionCount()).toBe(0);
  });

  it('refuses a guest token the server did not sign, even when header and cookie agree', async () => {
    const client = t.client();
    client.cookies.set('XSRF-TOKEN', 'planted.by-another-site');
    const res = await client.postForm('/api/user/login', {
      username: member.username,
      password: member.password,
    });
    expect(res.body).toEqual(REFUSAL);
    const forged = t.client();
    forged.cookies.set('XSRF-TOKEN', signedToken('a-different-secret-of-thirty-two-chars!!', 'member'));
    expect((await forged.postForm('/api/user/login', { username: 'x', password: 'y' })).body).toEqual(
      REFUSAL,
    );
    expect(await sessionCount()).toBe(0);
  });

  it('replaces an invalid guest cookie on GET /api/user/base', async () => {
    const client = t.client();
    client.cookies.set('XSRF-TOKEN', 'planted.by-another-site');
    await client.get('/api/user/base');
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe('planted.by-another-site');
    const res = await client.postForm('/api/user/login', {
      username: member.username,
      password: member.password,
    });
    expect(res.body.code).toBe(10000);
  });

  it('refuses a member logout without the header or with a wrong one, and the session stays', async () => {
    const client = await t.loginAs(member.username, member.password);
    const missing = await client.del('/api/user/logout', { withoutXsrf: true });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual(REFUSAL);
    // A guest-style signed token is not the session's token.
    const wrong = await client.del('/api/user/logout', {
      headers: { 'x-xsrf-token': signedToken(t.config.sessionSecret, 'member') },
    });
    expect(wrong.body).toEqual(REFUSAL);
    expect((await client.get<MemberBase>('/api/user/base')).body.data.show).toBe(1);
    expect((await client.del('/api/user/logout')).body.code).toBe(10000);
    expect((await client.get<GuestBase>('/api/user/base')).body.data.show).toBe(0);
  });

  it('rotates the token at login: the guest token no longer passes for the member', async () => {
    const client = t.client();
    await client.get('/api/user/base');
    const guestToken = client.cookies.get('XSRF-TOKEN')!;
    await client.login(member.username, member.password);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(guestToken);
    const res = await client.del('/api/user/logout', { headers: { 'x-xsrf-token': guestToken } });
    expect(res.body).toEqual(REFUSAL);
  });

  it('does not ask safe methods for a token', async () => {
    const res = await t.client().get('/api/focus/common');
    expect(res.status).toBe(200);
  });

  it('lets a payment gateway call back without cookie or token; its signature is checked instead', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'payment_no=PAY000000000000&result=paid&sign=forged',
    });
    // Past CSRF: the route itself answers (no such payment), not 页面已过期.
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toEqual(REFUSAL);
  });

  it('still asks every other call for a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify/other', payload: {} });
    expect(res.json()).toEqual(REFUSAL);
  });

  it('checks a call however its path is spelled: /%61pi/… is /api/…', async () => {
    const login = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${member.username}&password=${member.password}`,
      });
    const before = await sessionCount();
    for (const url of ['/%61pi/user/login', '/%61%70%69/user/login', '/api/user/%6cogin']) {
      const res = await login(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSAL);
    }
    const operator = await t.app.inject({
      method: 'POST',
      url: '/%61pi/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'admin', password: 'admin123456' },
    });
    expect(operator.json()).toEqual(REFUSAL);
    expect(await sessionCount()).toBe(before);
    // The session is known on such a path too, and the answer is not kept by a shared cache.
    const client = await t.loginAs(member.username, member.password);
    const base = await t.app.inject({
      method: 'GET',
      url: '/%61pi/user/base',
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect((base.json() as { data: MemberBase }).data.show).toBe(1);
    expect(base.headers['cache-control']).toBe('no-store');
  });

  it("does not take one login form's guest token for the other's", async () => {
    const before = await sessionCount();
    const client = t.client();
    await client.get('/api/user/base');
    const memberToken = client.cookies.get('XSRF-TOKEN')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: {
        'content-type': 'application/json',
        cookie: `op_xsrf=${memberToken}`,
        'x-xsrf-token': memberToken,
      },
      payload: { username: 'admin', password: 'admin123456' },
    });
    expect(res.json()).toEqual(REFUSAL);
    const console = t.client();
    await console.get('/api/admin/me');
    const operatorToken = console.cookies.get('op_xsrf')!;
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `XSRF-TOKEN=${operatorToken}`,
        'x-xsrf-token': operatorToken,
      },
      payload: `username=${member.username}&password=${member.password}`,
    });
    expect(asMember.json()).toEqual(REFUSAL);
    expect(await sessionCount()).toBe(before);
  });
});
