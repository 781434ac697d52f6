import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { freshIp, freshPhone, readCode } from '../sms/sms.test-support.ts';

const NEW_PASSWORD = 'brand-new-pass-1';

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

  it('verify refuses an unknown phone and a wrong code', async () => {
    const unknown = await (await guest()).postForm('/api/user/forget/verify', {
      phone: freshPhone(),
      code: '123456',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('该手机号尚未注册');
    const member = await createMember(t.handle);
    const client = await guest();
    await client.postForm(
      '/api/user/create_code',
      { phone: member.phone, scene: 'forget' },
      { remoteAddress: freshIp() },
    );
    const code = await readCode(t.handle, member.phone);
    const wrong = await client.postForm('/api/user/forget/verify', {
      phone: member.phone,
      code: code === '999999' ? '888888' : '999999',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toBe('验证码错误，还可尝试4次');
  });

  it.each([
    [{ password: 'short', password_confirm: 'short' }, 'password', '密码长度为8-64个字符'],
    [{ password_confirm: 'not-the-same' }, 'password_confirm', '两次输入的密码不一致'],
    [{ token: '' }, 'token', '重置链接已失效，请重新验证'],
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

  it('a reset with a made-up token changes nothing', async () => {
    const res = await (await guest()).postForm('/api/user/forget/reset', {
      token: 'made-up-token',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
  });

  it('a logged-in change keeps this session and ends the others', async () => {
    const anonymous = await guest();
    expect((await anonymous.postForm('/api/user/resetPassword', { password: NEW_PASSWORD })).status).toBe(
      401,
    );

    const member = await createMember(t.handle);
    const here = await t.loginAs(member.username, member.password);
    const elsewhere = await t.loginAs(member.username, member.password);
    const other = await createMember(t.handle);
    const bystander = await t.loginAs(other.username, other.password);

    const short = await here.postForm('/api/user/resetPassword', { password: '1234567' });
    expect(short.status).toBe(422);
    expect(short.body.msg).toBe('密码长度为8-64个字符');
    const mismatch = await here.postForm('/api/user/resetPassword', {
      password: NEW_PASSWORD,
      password_confirm: 'different-pass',
    });
    expect(mismatch.body.errors?.password_confirm?.[0]).toBe('两次输入的密码不一致');

    const res = await here.postForm('/api/user/resetPassword', { password: NEW_PASSWORD });
    expect(res.body.code).toBe(10000);
    expect(await isLoggedIn(here)).toBe(true);
    expect(await isLoggedIn(elsewhere)).toBe(false);
    expect(await isLoggedIn(bystander)).toBe(true);
    expect((await t.client().login(member.username, NEW_PASSWORD)).body.code).toBe(10000);
    expect((await t.client().login(member.username, member.password)).body.code).toBe(400);
  });
});
