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
      { headers: { 'x-xsrf-token': signedToken('test-secret-of-at-least-thirty-two-characters') } },
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
    forged.cookies.set('XSRF-TOKEN', signedToken('a-different-secret-of-thirty-two-chars!!'));
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
      headers: { 'x-xsrf-token': signedToken(t.config.sessionSecret) },
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
});
