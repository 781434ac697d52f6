import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { freshIp, freshPhone, readCode } from '../sms/sms.test-support.ts';

const NEW_PASSWORD = 'brand-new-pass-1';
const TRIVIAL = '密码过于简单，请勿使用重复、连续的字符或日期';
const COMMON = '该密码过于常见，容易被猜中，请换一个';
const PERSONAL = '密码不能包含用户名或手机号';

describe('passwords: /api/user/forget/verify, /api/user/forget/reset, /api/user/resetPassword', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const isLoggedIn = async (client: TestClient) =>
    (await client.get<{ show: number }>('/api/user/base')).body.data.show === 1;

  async function guest() {
    const client = t.client();
    await client.get('/api/user/base');
    return client;
  }

  async function resetToken(member: MemberFixture) {
    const client = await guest();
    await client.postForm(
      '/api/user/create_code',
      { phone: member.phone, scene: 'forget' },
      { remoteAddress: freshIp() },
    );
    const code = await readCode(t.handle, member.phone);
    const res = await client.postForm('/api/user/forget/verify', { phone: member.phone, code });
    expect(res.body.code).toBe(10000);
    return { client, token: (res.body.data as { reset_token: string }).reset_token };
  }

  it.each([
    [{ code: '123456' }, 'phone', '请输入手机号码'],
    [{ phone: '13712345678' }, 'code', '请输入验证码'],
    [{ phone: '1371234', code: '123456' }, 'phone', '请输入正确的11位手机号码'],
  ])('verify refuses %o', async (body, field, message) => {
    const res = await (await guest()).postForm('/api/user/forget/verify', body);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors?.[field]?.[0]).toBe(message);
  });

  it('verify answers an unregistered phone as it answers a registered one', async () => {
    const member = await createMember(t.handle);
    const unknown = freshPhone();
    // No code asked for: the same refusal whether or not the phone is registered.
    for (const phone of [member.phone, unknown]) {
      const res = await (await guest()).postForm('/api/user/forget/verify', { phone, code: '123456' });
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('验证码已失效，请重新获取');
    }
    const client = await guest();
    for (const phone of [member.phone, unknown])
      await client.postForm(
        '/api/user/create_code',
        { phone, scene: 'forget' },
        { remoteAddress: freshIp() },
      );
    const code = await readCode(t.handle, member.phone);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (const phone of [member.phone, unknown]) {
      const wrong = await client.postForm('/api/user/forget/verify', { phone, code: wrongCode });
      expect(wrong.status).toBe(422);
      expect(wrong.body.msg).toBe('验证码错误，还可尝试4次');
    }
  });

  it.each([
    [{ password: 'short', password_confirm: 'short' }, 'password', '密码长度为8-64个字符'],
    [{ password_confirm: 'not-the-same' }, 'password_confirm', '两次输入的密码不一致'],
    [{ token: '' }, 'token', '重置链接已失效，请重新验证'],
    [{ password: '12345678', password_confirm: '12345678' }, 'password', TRIVIAL],
    [{ password: 'aaaaaaaaaa', password_confirm: 'aaaaaaaaaa' }, 'password', TRIVIAL],
    [{ password: 'password1', password_confirm: 'password1' }, 'password', COMMON],
    [{ password: 'woaini1314', password_confirm: 'woaini1314' }, 'password', COMMON],
  ])('reset refuses %o', async (override, field, message) => {
    const res = await (await guest()).postForm('/api/user/forget/reset', {
      token: 'some-token',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
      ...override,
    });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors?.[field]?.[0]).toBe(message);
  });

  it('a reset sets the new password, ends every session, and its token works once', async () => {
    const member = await createMember(t.handle);
    const first = await t.loginAs(member.username, member.password);
    const second = await t.loginAs(member.username, member.password);
    const { client, token } = await resetToken(member);
    const body = { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await client.postForm('/api/user/forget/reset', body)).body.code).toBe(10000);
    expect(await isLoggedIn(first)).toBe(false);
    expect(await isLoggedIn(second)).toBe(false);

    const again = await client.postForm('/api/user/forget/reset', body);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('重置链接已失效，请重新验证手机号');
    expect((await t.client().login(member.username, member.password)).body.code).toBe(400);
    expect((await t.client().login(member.phone, NEW_PASSWORD)).body.code).toBe(10000);
  });

  it('a reset refuses a password holding the login name or phone, and its token still works', async () => {
    const member = await createMember(t.handle);
    const { client, token } = await resetToken(member);
    for (const password of [`${member.username}-x`, `pw${member.phone}`]) {
      const res = await client.postForm('/api/user/forget/reset', {
        token,
        password,
        password_confirm: password,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors?.password?.[0]).toBe(PERSONAL);
    }
    expect((await t.client().login(member.username, member.password)).body.code).toBe(10000);
    const body = { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await client.postForm('/api/user/forget/reset', body)).body.code).toBe(10000);
  });

  it('a reset with a made-up token changes nothing', async () => {
    const res = await (await guest()).postForm('/api/user/forget/reset', {
      token: 'made-up-token',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
  });

  const change = (client: TestClient, body: object, ip?: string) =>
    client.postForm('/api/user/resetPassword', body, ip ? { remoteAddress: ip } : undefined);

  it('a logged-in change needs the current password, then rotates this session and ends the others', async () => {
    const anonymous = await guest();
    expect((await change(anonymous, { old_password: 'x', password: NEW_PASSWORD })).status).toBe(401);

    const member = await createMember(t.handle);
    const here = await t.loginAs(member.username, member.password);
    const elsewhere = await t.loginAs(member.username, member.password);
    const other = await createMember(t.handle);
    const bystander = await t.loginAs(other.username, other.password);

    // A session alone no longer changes the password.
    const sessionOnly = await change(here, { password: NEW_PASSWORD });
    expect(sessionOnly.status).toBe(422);
    expect(sessionOnly.body.errors?.old_password?.[0]).toBe('请输入原密码');
    const wrong = await change(here, { old_password: 'not-the-password', password: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toBe('原密码不正确');
    expect(wrong.body.errors?.old_password).toEqual(['原密码不正确']);
    expect(await isLoggedIn(elsewhere)).toBe(true);
    expect((await t.client().login(member.username, member.password)).body.code).toBe(10000);

    const old_password = member.password;
    const short = await change(here, { old_password, password: '1234567' });
    expect(short.status).toBe(422);
    expect(short.body.msg).toBe('密码长度为8-64个字符');
    expect((await change(here, { old_password, password: '12345678' })).body.msg).toBe(TRIVIAL);
    expect((await change(here, { old_password, password: 'iloveyou' })).body.msg).toBe(COMMON);
    expect((await change(here, { old_password, password: `${member.username}!` })).body.msg).toBe(PERSONAL);
    expect((await change(here, { old_password, password: old_password })).body.msg).toBe(
      '新密码不能与原密码相同',
    );
    const mismatch = await change(here, {
      old_password,
      password: NEW_PASSWORD,
      password_confirm: 'x-other',
    });
    expect(mismatch.body.errors?.password_confirm?.[0]).toBe('两次输入的密码不一致');

    const oldSid = here.cookies.get('sid')!;
    const oldXsrf = here.cookies.get('XSRF-TOKEN')!;
    const res = await change(here, { old_password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(res.body.code).toBe(10000);
    const sid = res.raw.cookies.find((c) => c.name === 'sid');
    expect(sid?.value).toMatch(/^[\w-]{43}$/);
    expect(sid?.value).not.toBe(oldSid);
    expect(sid?.httpOnly).toBe(true);
    expect(here.cookies.get('XSRF-TOKEN')).not.toBe(oldXsrf);
    expect(await isLoggedIn(here)).toBe(true);
    const replay = t.client();
    replay.cookies.set('sid', oldSid);
    expect(await isLoggedIn(replay)).toBe(false);
    expect(await isLoggedIn(elsewhere)).toBe(false);
    expect(await isLoggedIn(bystander)).toBe(true);
    const sessions = await t.handle.query('SELECT 1 FROM sessions WHERE member_id = $1', [member.memberId]);
    // Only this browser's new session is left (the check above logged in before the change).
    expect(sessions).toHaveLength(1);
    expect((await t.client().login(member.username, NEW_PASSWORD)).body.code).toBe(10000);
    expect((await t.client().login(member.username, member.password)).body.code).toBe(400);
  });

  it('wrong current passwords count against the login lockout of that address', async () => {
    const member = await createMember(t.handle);
    const ip = freshIp();
    const here = await t.loginAs(member.username, member.password);
    for (let i = 0; i < 5; i++) {
      const res = await change(here, { old_password: `guess-number-${i}`, password: NEW_PASSWORD }, ip);
      expect(res.body.msg).toBe('原密码不正确');
    }
    const locked = await change(here, { old_password: member.password, password: NEW_PASSWORD }, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('登录尝试过于频繁，请1分钟后再试');
    expect((await t.client().login(member.phone, member.password, { remoteAddress: ip })).status).toBe(429);
    // Nothing changed, and the owner elsewhere is not locked out.
    expect(
      (await t.client().login(member.phone, member.password, { remoteAddress: freshIp() })).body.code,
    ).toBe(10000);
  });
});
