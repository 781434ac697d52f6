import type { GuestBase, MemberBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountManager,
  createMember,
  fillCart,
  type MemberFixture,
  upsertSetting,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const SITE = {
  name: '测试医药商城',
  hot_line: '400-800-1234',
  footer: {
    company: '测试医药有限公司',
    address: '杭州',
    licences: [],
    icp: '浙ICP备000000号',
    notice: '本网站不发布毒性药品信息',
  },
};
const KEFU = [
  { name: '客服一', url: 'https://im.example.com/1' },
  { name: '客服二', url: 'https://im.example.com/2' },
];

function expectPublicPart(base: GuestBase | MemberBase) {
  expect(base.common_config).toEqual({
    hot_line: SITE.hot_line,
    kefu: KEFU,
    mini_program_qr: '/media/qr-mini.png',
    official_account_qr: '/media/qr-official.png',
    site_name: SITE.name,
    footer: SITE.footer,
  });
  expect(base.quality_inspection).toEqual({ quality_inspection_url: '', msg: '质检报告请联系客服获取' });
  expect(base.login_url).toBe('/login');
}

describe('user base, login and logout', () => {
  let t: TestApp;
  let member: MemberFixture;
  let managerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await upsertSetting(t.handle, 'site', SITE);
    await upsertSetting(t.handle, 'customer_service', KEFU);
    await upsertSetting(t.handle, 'qr', {
      mini_program: '/media/qr-mini.png',
      official_account: '/media/qr-official.png',
    });
    await upsertSetting(t.handle, 'quality_inspection', { url: '', msg: '质检报告请联系客服获取' });
    managerId = await createAccountManager(t.handle, { name: '李经理', phone: '13800000001' });
    member = await createMember(t.handle, {
      accountManagerId: managerId,
      salespersonCode: 'YW007',
      name: '王五',
    });
  });
  afterAll(() => t.close());

  it('answers a guest with show 0, the public config and a signed CSRF cookie', async () => {
    const client = t.client();
    const res = await client.get<GuestBase>('/api/user/base');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10000);
    expect(res.body.msg).toBe('ok');
    expect(Object.keys(res.body.data).sort()).toEqual([
      'common_config',
      'login_url',
      'quality_inspection',
      'show',
    ]);
    expect(res.body.data.show).toBe(0);
    expectPublicPart(res.body.data);
    const xsrf = res.raw.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.sameSite).toBe('Lax');
    expect(res.headers['cache-control']).toBe('no-store');
    // A valid cookie is kept, not replaced on every call.
    const again = await client.get('/api/user/base');
    expect(again.raw.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('logs in by login name and returns every MemberBase field with its type', async () => {
    await t.handle.query(
      'INSERT INTO points_ledger (company_id, delta, reason) VALUES ($1, 300, $2), ($1, -50, $3)',
      [member.companyId, '注册赠送', '兑换'],
    );
    await t.handle.query(
      `INSERT INTO messages (company_id, title, content, is_read) VALUES ($1, 'a', 'a', false), ($1, 'b', 'b', false), ($1, 'c', 'c', true)`,
      [member.companyId],
    );
    await fillCart(t.handle, member.companyId, 3);

    const client = t.client();
    const res = await client.login(member.username, member.password);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10000);
    const sid = res.raw.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(sid?.path).toBe('/');
    expect(sid?.value).toMatch(/^[\w-]{43}$/);

    const base = (await client.get<MemberBase>('/api/user/base')).body.data;
    expect(base).toEqual(res.body.data);
    const expected: MemberBase = {
      ...base,
      show: 1,
      username: member.username,
      name: '王五',
      phone: member.phone,
      company: `${member.username}大药房`,
      face: '',
      rank: '普通会员',
      admin: { name: '李经理', phone: '13800000001', is_default: 0 },
      address: '浙江省杭州市西湖区文三路1号',
      is_passed: 1,
      points: 250,
      cart: { count: 3 },
      message_count: 2,
      wechat: '',
      is_show_youx: 1,
      is_special: 0,
      is_can_chat: 0,
      is_agent: 0,
      is_AfterSale: 1,
      ywy: 'YW007',
      customer: '单体药店',
    };
    expect(base).toEqual(expected);
    expect(typeof base.token).toBe('string');
    expect(base.token).toBe(client.cookies.get('XSRF-TOKEN'));
    expectPublicPart(base);
  });

  it('counts 120 cart lines exactly (the badge caps on the client)', async () => {
    const heavy = await createMember(t.handle);
    await fillCart(t.handle, heavy.companyId, 120);
    const client = await t.loginAs(heavy.username, heavy.password);
    const base = (await client.get<MemberBase>('/api/user/base')).body.data;
    expect(base.cart.count).toBe(120);
  });

  it('falls back to the default account manager', async () => {
    await createAccountManager(t.handle, { name: '默认客服', phone: '4008001234', isDefault: true });
    const plain = await createMember(t.handle, { reviewStatus: 0 });
    const client = await t.loginAs(plain.username, plain.password);
    const base = (await client.get<MemberBase>('/api/user/base')).body.data;
    const defaults = await t.handle.query<{ name: string; phone: string }>(
      'SELECT name, phone FROM account_managers WHERE is_default ORDER BY id LIMIT 1',
    );
    expect(base.admin).toEqual({ name: defaults[0]?.name, phone: defaults[0]?.phone, is_default: 1 });
    expect(base.is_passed).toBe(0);
    expect(base.ywy).toBe('');
  });

  it('logs in by phone', async () => {
    const res = await t.client().login(member.phone, member.password);
    expect(res.body.code).toBe(10000);
    expect((res.body.data as MemberBase).username).toBe(member.username);
  });

  it('gives the same refusal for a wrong password and an unknown user', async () => {
    const wrong = await t.client().login(member.username, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    expect(wrong.raw.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const unknown = await t.client().login('nobody-here', 'whatever-password');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a disabled member', async () => {
    const disabled = await createMember(t.handle, { status: 0 });
    const res = await t.client().login(disabled.username, disabled.password);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, msg: '账号已停用，请联系客服', data: null });
    const sessions = await t.handle.query('SELECT 1 FROM sessions WHERE member_id = $1', [disabled.memberId]);
    expect(sessions).toHaveLength(0);
  });

  it('answers 422 in Chinese for a login without fields', async () => {
    const client = t.client();
    await client.get('/api/user/base');
    const res = await client.postForm('/api/user/login', { username: '  ' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      msg: '请输入用户名或手机号',
      data: null,
      errors: { username: ['请输入用户名或手机号'], password: ['请输入密码'] },
    });
  });

  it('issues a new session at login and ends the old one', async () => {
    const client = await t.loginAs(member.username, member.password);
    const first = client.cookies.get('sid')!;
    const firstXsrf = client.cookies.get('XSRF-TOKEN')!;
    await client.login(member.username, member.password);
    const second = client.cookies.get('sid')!;
    expect(second).not.toBe(first);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(firstXsrf);

    const stale = t.client();
    stale.cookies.set('sid', first);
    const res = await stale.get<GuestBase>('/api/user/base');
    expect(res.body.data.show).toBe(0);
    expect((await client.get<MemberBase>('/api/user/base')).body.data.show).toBe(1);
  });

  it('ends the session at logout', async () => {
    const client = await t.loginAs(member.username, member.password);
    const sid = client.cookies.get('sid')!;
    const res = await client.del('/api/user/logout');
    expect(res.body).toEqual({ code: 10000, msg: 'ok', data: null });
    expect(client.cookies.has('sid')).toBe(false);
    expect(client.cookies.has('XSRF-TOKEN')).toBe(false);
    const replay = t.client();
    replay.cookies.set('sid', sid);
    expect((await replay.get<GuestBase>('/api/user/base')).body.data.show).toBe(0);
  });

  it('refuses logout to a guest with 10001', async () => {
    const client = t.client();
    await client.get('/api/user/base');
    const res = await client.del('/api/user/logout');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 10001, msg: '请先登录', data: null });
  });
});

describe('the demo members of the seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in demo (approved) and demo3 (pending review) with the documented password', async () => {
    const demo = (await (await t.loginAs('demo')).get<MemberBase>('/api/user/base')).body.data;
    expect(demo).toMatchObject({ show: 1, username: 'demo', is_passed: 1 });
    expect(demo.common_config.kefu).toHaveLength(2);
    expect(demo.common_config.hot_line).not.toBe('');
    const demo3 = (await (await t.loginAs('demo3')).get<MemberBase>('/api/user/base')).body.data;
    expect(demo3).toMatchObject({ show: 1, username: 'demo3', is_passed: 0 });
  });
});
