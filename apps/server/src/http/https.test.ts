/**
 * Cookies are `Secure` and HSTS is sent whenever the store is reached over HTTPS, which behind a
 * load balancer only X-Forwarded-Proto tells (trusted with TRUST_PROXY), not only with COOKIE_SECURE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { operatorLogin } from '../modules/admin-auth/admin.fixtures.ts';

const HTTPS = { 'x-forwarded-proto': 'https' };

describe('HTTPS behind a proxy', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  let flagged: TestApp;

  beforeAll(async () => {
    [behindProxy, direct, flagged] = await Promise.all([
      createTestApp({ trustProxy: true }),
      createTestApp({ trustProxy: false }),
      createTestApp({ cookieSecure: true }),
    ]);
  });
  afterAll(() => Promise.all([behindProxy.close(), direct.close(), flagged.close()]));

  async function loginCookies(t: TestApp, headers: Record<string, string>) {
    const member = await createMember(t.handle);
    const client = t.client();
    await client.get('/api/user/base', undefined, { headers });
    const res = await client.login(member.username, member.password, { headers });
    expect(res.body.code).toBe(10000);
    return res.raw.cookies;
  }

  it('marks the session and CSRF cookies Secure and sends HSTS when the proxy says https', async () => {
    const base = await behindProxy.app.inject({ method: 'GET', url: '/api/user/base', headers: HTTPS });
    expect(base.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(base.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
    const cookies = await loginCookies(behindProxy, HTTPS);
    expect(cookies.map((c) => [c.name, c.secure])).toEqual([
      ['sid', true],
      ['XSRF-TOKEN', true],
    ]);
  });

  it('marks the console’s session and CSRF cookies Secure too', async () => {
    const client = behindProxy.client();
    const me = await client.get('/api/admin/me', undefined, { headers: HTTPS });
    expect(me.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(me.raw.cookies.find((c) => c.name === 'op_xsrf')?.secure).toBe(true);
    const res = await operatorLogin(client, 'shenhe', undefined, { headers: HTTPS });
    expect(res.body.code).toBe(10000);
    const cookies = res.raw.cookies.filter((c) => c.value !== '');
    expect(cookies.map((c) => c.name).sort()).toEqual(['op_sid', 'op_xsrf']);
    expect(cookies.every((c) => c.secure === true)).toBe(true);
  });

  it('leaves them plain over plain HTTP', async () => {
    const base = await behindProxy.app.inject({ method: 'GET', url: '/api/user/base' });
    expect(base.headers['strict-transport-security']).toBeUndefined();
    expect(base.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBeUndefined();
    const cookies = await loginCookies(behindProxy, {});
    expect(cookies.every((c) => c.secure === undefined)).toBe(true);
  });

  it('does not believe the header from a client when no proxy is trusted', async () => {
    const base = await direct.app.inject({ method: 'GET', url: '/api/user/base', headers: HTTPS });
    expect(base.headers['strict-transport-security']).toBeUndefined();
    expect(base.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBeUndefined();
  });

  it('forces both with COOKIE_SECURE, for a proxy that does not say', async () => {
    const base = await flagged.app.inject({ method: 'GET', url: '/api/user/base' });
    expect(base.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    const cookies = await loginCookies(flagged, {});
    expect(cookies.every((c) => c.secure === true)).toBe(true);
  });
});
