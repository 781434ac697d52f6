import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { CODE_REQUESTS_PER_PHONE_PER_HOUR, PHONE_LOOKUPS_PER_HOUR } from './sms.service.ts';
import { ageCode, freshIp, freshPhone, readCode } from './sms.test-support.ts';

describe('SMS codes: POST /api/user/create_code, GET /api/user/phone/{value}', () => {
  let t: TestApp;
  let guest: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    guest = t.client();
    await guest.get('/api/user/base');
  });
  afterAll(() => t.close());

  const ask = (phone: string, scene = 'register', ip = freshIp()) =>
    guest.postForm('/api/user/create_code', { phone, scene }, { remoteAddress: ip });

  it('sends a 6-digit code through the outbox and keeps only its hash', async () => {
    const phone = freshPhone();
    const res = await ask(phone);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 10000, data: { resend_after: 60, expires_in: 300 } });
    const code = await readCode(t.handle, phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.handle.query<{ code_hash: string; attempts: number; ttl: number }>(
      `SELECT code_hash, attempts, round(extract(epoch from expires_at - sent_at))::int AS ttl
       FROM sms_codes WHERE phone = $1 AND scene = 'register'`,
      [phone],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]?.ttl).toBe(300);
  });

  it.each([
    [{ scene: 'register' }, 'phone', '请输入手机号码'],
    [{ phone: '12345678901', scene: 'register' }, 'phone', '请输入正确的11位手机号码'],
    [{ phone: '010-12345678', scene: 'register' }, 'phone', '请输入正确的11位手机号码'],
    [{ phone: '13712345678', scene: 'login' }, 'scene', '验证码用途不正确'],
  ])('refuses %o with 422', async (body, field, message) => {
    const res = await guest.postForm('/api/user/create_code', body, { remoteAddress: freshIp() });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors?.[field]?.[0]).toBe(message);
  });

  it('refuses a registered phone for registration and binding, and a guest for binding', async () => {
    const taken = await ask('13800000001', 'register');
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该手机号已注册，请直接登录或找回密码');
    const bind = await ask(freshPhone(), 'bind');
    expect(bind.status).toBe(401);
    const rows = await t.handle.query('SELECT 1 FROM sms_outbox WHERE phone = $1', ['13800000001']);
    expect(rows).toHaveLength(0);
  });

  it('answers a reset alike for a registered and an unregistered phone, and sends only to the first', async () => {
    const unknown = freshPhone();
    const answers = [await ask('13800000003', 'forget'), await ask(unknown, 'forget')];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 10000, msg: 'ok', data: { resend_after: 60, expires_in: 300 } });
    }
    // Asked again at once, both wait the same.
    const again = [await ask('13800000003', 'forget'), await ask(unknown, 'forget')];
    expect(again.map((r) => [r.status, r.body.msg])).toEqual([
      [429, again[0]?.body.msg],
      [429, again[0]?.body.msg],
    ]);
    expect(await readCode(t.handle, '13800000003')).toMatch(/^\d{6}$/);
    expect(await t.handle.query('SELECT 1 FROM sms_outbox WHERE phone = $1', [unknown])).toHaveLength(0);
  });

  it('limits requests before looking anything up, alike for registered and unregistered phones', async () => {
    const ip = freshIp();
    // The hourly lookup budget of an address is shared with GET /api/user/phone.
    for (let i = 0; i < PHONE_LOOKUPS_PER_HOUR - 1; i++)
      expect(
        (await guest.get(`/api/user/phone/${freshPhone()}`, undefined, { remoteAddress: ip })).status,
      ).toBe(200);
    expect((await ask('13800000001', 'register', ip)).status).toBe(409);
    for (const phone of ['13800000001', freshPhone()]) {
      for (const scene of ['register', 'forget']) {
        const res = await ask(phone, scene, ip);
        expect(res.status).toBe(429);
        expect(res.body.msg).toBe('获取验证码过于频繁，请稍后再试');
      }
    }
  });

  it('limits requests for one phone from many addresses within an hour', async () => {
    const phone = freshPhone();
    const codes = [];
    for (let i = 0; i < CODE_REQUESTS_PER_PHONE_PER_HOUR; i++) codes.push((await ask(phone)).status);
    expect(codes[0]).toBe(200);
    expect(codes.slice(1).every((status) => status === 429)).toBe(true);
    const refused = await ask(phone);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('该手机号获取验证码过于频繁，请稍后再试');
  });

  it('refuses a resend within 60 seconds, saying how long to wait, then replaces the code', async () => {
    const phone = freshPhone();
    expect((await ask(phone)).body.code).toBe(10000);
    const soon = await ask(phone);
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toMatch(/^请(59|60)秒后再获取验证码$/);
    await ageCode(t.handle, phone, 45);
    expect((await ask(phone)).body.msg).toMatch(/^请1[45]秒后再获取验证码$/);
    await ageCode(t.handle, phone, 16);
    expect((await ask(phone)).body.code).toBe(10000);
    const rows = await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sms_codes WHERE phone = $1',
      [phone],
    );
    expect(rows[0]?.n).toBe(1);
    const outbox = await t.handle.query('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone]);
    expect(outbox).toHaveLength(2);
  });

  it('sends one code when requests for the same phone race', async () => {
    const phone = freshPhone();
    const results = await Promise.all([ask(phone), ask(phone), ask(phone)]);
    expect(results.map((r) => r.body.code).sort((a, b) => a - b)).toEqual([429, 429, 10000]);
    const outbox = await t.handle.query('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone]);
    expect(outbox).toHaveLength(1);
  });

  it('caps one phone at 10 codes a day', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i++) {
      const res = await ask(phone);
      expect(res.body.code).toBe(10000);
      await ageCode(t.handle, phone, 61);
    }
    const res = await ask(phone);
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
  });

  it('caps one address at 30 codes a day', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await ask(freshPhone(), 'register', ip)).body.code).toBe(10000);
    const res = await ask(freshPhone(), 'register', ip);
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe('今日获取验证码次数过多，请明天再试');
    expect((await ask(freshPhone(), 'register', freshIp())).body.code).toBe(10000);
  });

  it('tells whether a phone is free, and refuses a malformed one', async () => {
    expect((await guest.get(`/api/user/phone/${freshPhone()}`)).body.data).toEqual({ available: 1 });
    expect((await guest.get('/api/user/phone/13800000001')).body.data).toEqual({ available: 0 });
    const bad = await guest.get('/api/user/phone/1380000');
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('请输入正确的11位手机号码');
  });

  it('limits phone lookups per address so registered phones cannot be harvested', async () => {
    const ip = freshIp();
    const look = (from: string) =>
      guest.get(`/api/user/phone/${freshPhone()}`, undefined, { remoteAddress: from });
    for (let i = 0; i < PHONE_LOOKUPS_PER_HOUR; i++) expect((await look(ip)).body.code).toBe(10000);
    const refused = await look(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('查询过于频繁，请稍后再试');
    expect((await look(freshIp())).body.code).toBe(10000);
  });
});
