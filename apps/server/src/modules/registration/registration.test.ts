import type { MemberBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { ageCode, freshIp, freshPhone, readCode } from '../sms/sms.test-support.ts';

const PASSWORD = 'new-member-pass';

const company = (overrides: Record<string, string> = {}) => ({
  company_name: '健民大药房',
  customer_type: '单体药店',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '天目山路100号',
  contact_name: '周敏',
  contact_phone: '0571-88886666',
  ...overrides,
});

describe('registration: /api/user/register/step1, step2, dd', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function guestWithCode(phone = freshPhone()) {
    const client = t.client();
    await client.get('/api/user/base');
    const sent = await client.postForm(
      '/api/user/create_code',
      { phone, scene: 'register' },
      { remoteAddress: freshIp() },
    );
    expect(sent.body.code).toBe(10000);
    return { client, phone, code: await readCode(t.handle, phone) };
  }

  const step1 = (client: TestClient, phone: string, code: string, extra: Record<string, string> = {}) =>
    client.postForm('/api/user/register/step1', {
      phone,
      code,
      password: PASSWORD,
      password_confirm: PASSWORD,
      agree: '1',
      ...extra,
    });

  async function tokenFor() {
    const { client, phone, code } = await guestWithCode();
    const res = await step1(client, phone, code);
    expect(res.body.code).toBe(10000);
    return { client, phone, token: (res.body.data as { register_token: string }).register_token };
  }

  it.each([
    [{ phone: '' }, 'phone', '请输入手机号码'],
    [{ code: '' }, 'code', '请输入验证码'],
    [{ code: '12ab56' }, 'code', '验证码为6位数字'],
    [{ password: 'short', password_confirm: 'short' }, 'password', '密码长度为8-64个字符'],
    [{ password: 'x'.repeat(65), password_confirm: 'x'.repeat(65) }, 'password', '密码长度为8-64个字符'],
    [{ password_confirm: 'other-password' }, 'password_confirm', '两次输入的密码不一致'],
    [{ agree: '0' }, 'agree', '请阅读并同意《用户服务协议》'],
    [
      { password: '12345678', password_confirm: '12345678' },
      'password',
      '密码过于简单，请勿使用重复、连续的字符或日期',
    ],
    [
      { password: 'qq123456', password_confirm: 'qq123456' },
      'password',
      '该密码过于常见，容易被猜中，请换一个',
    ],
    [
      { password: 'a13712340000', password_confirm: 'a13712340000' },
      'password',
      '密码不能包含用户名或手机号',
    ],
  ])('step 1 refuses %o', async (override, field, message) => {
    const client = t.client();
    await client.get('/api/user/base');
    const res = await step1(client, '13712340000', '123456', override);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors?.[field]?.[0]).toBe(message);
  });

  it('step 1 tells nothing about a phone without its code, and refuses one registered since', async () => {
    const client = t.client();
    await client.get('/api/user/base');
    const blind = await step1(client, '13800000001', '123456');
    expect(blind.status).toBe(422);
    expect(blind.body.msg).toBe('验证码已失效，请重新获取');

    const { client: late, phone, code } = await guestWithCode();
    const other = await createMember(t.handle);
    await t.handle.query('UPDATE members SET phone = $1 WHERE id = $2', [phone, other.memberId]);
    const res = await step1(late, phone, code);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('该手机号已注册，请直接登录或找回密码');
  });

  it('counts wrong codes and kills the code at the fifth', async () => {
    const { client, phone, code } = await guestWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await step1(client, phone, wrong);
      expect(res.status).toBe(422);
      expect(res.body.errors?.code?.[0]).toBe(`验证码错误，还可尝试${left}次`);
    }
    expect((await step1(client, phone, wrong)).body.msg).toBe('验证码错误次数过多，请重新获取');
    const right = await step1(client, phone, code);
    expect(right.status).toBe(422);
    expect(right.body.msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('judges no more than five of a burst of parallel guesses: the right one after them is refused', async () => {
    const { client, phone, code } = await guestWithCode();
    const guesses = Array.from({ length: 20 }, (_, i) => String(100_000 + i)).filter((g) => g !== code);
    const answers = await Promise.all([...guesses, code].map((guess) => step1(client, phone, guess)));
    const msgs = answers.map((r) => r.body.errors?.code?.[0] ?? r.body.msg);
    expect(msgs.filter((m) => m.startsWith('验证码错误，还可尝试')).sort()).toEqual(
      [1, 2, 3, 4].map((left) => `验证码错误，还可尝试${left}次`),
    );
    expect(msgs.at(-1)).toBe('验证码错误次数过多，请重新获取');
    expect(answers.every((r) => r.status === 422)).toBe(true);
  });

  it('refuses an expired code and a used one', async () => {
    const expired = await guestWithCode();
    await ageCode(t.handle, expired.phone, 301);
    const late = await step1(expired.client, expired.phone, expired.code);
    expect(late.body.msg).toBe('验证码已失效，请重新获取');

    const used = await guestWithCode();
    expect((await step1(used.client, used.phone, used.code)).body.code).toBe(10000);
    const again = await step1(used.client, used.phone, used.code);
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe('验证码已失效，请重新获取');
  });

  it.each([
    [{ company_name: ' ' }, 'company_name', '请输入企业名称'],
    [{ customer_type: '药厂' }, 'customer_type', '请选择客户类型'],
    [{ province: '火星省' }, 'province', '请选择正确的省份'],
    [{ city: '南京市' }, 'city', '请选择正确的城市'],
    [{ district: '朝阳区' }, 'district', '请选择正确的区县'],
    [{ address: '' }, 'address', '请输入注册地址'],
    [{ contact_name: '' }, 'contact_name', '请输入联系人'],
    [{ contact_phone: '12345' }, 'contact_phone', '请输入正确的手机号码或座机号码（如 010-12345678）'],
    [{ ywy: 'NOPE99' }, 'ywy', '业务员编码不存在，请核对后填写'],
    [{ register_token: '' }, 'register_token', '注册已过期，请重新注册'],
  ])('step 2 refuses %o and keeps the token', async (override, field, message) => {
    const { client, token } = await tokenFor();
    const res = await client.postForm('/api/user/register/step2', {
      register_token: token,
      ...company(override),
    });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors?.[field]?.[0]).toBe(message);
    const ok = await client.postForm('/api/user/register/step2', { register_token: token, ...company() });
    expect(ok.body.code).toBe(10000);
  });

  it('step 2 creates the member and a pending store, logs it in, and the login works later', async () => {
    const { client, phone, token } = await tokenFor();
    const res = await client.postForm('/api/user/register/step2', {
      register_token: token,
      ...company({ province: '北京市', city: '市辖区', district: '朝阳区', ywy: 'YW001' }),
    });
    expect(res.body.code).toBe(10000);
    const base = res.body.data as MemberBase;
    expect(base).toMatchObject({
      show: 1,
      username: phone,
      phone,
      name: '周敏',
      company: '健民大药房',
      is_passed: 0,
      ywy: 'YW001',
      customer: '单体药店',
      admin: { name: '王静' },
      address: '北京市市辖区朝阳区天目山路100号',
    });
    const me = await client.get<MemberBase>('/api/user/base');
    expect(me.body.data.show).toBe(1);
    const rows = await t.handle.query<{ review_status: number; current: boolean }>(
      `SELECT c.review_status, m.current_company_id = c.id AS current
       FROM members m JOIN companies c ON c.member_id = m.id WHERE m.phone = $1`,
      [phone],
    );
    expect(rows).toEqual([{ review_status: 0, current: true }]);

    const again = await client.postForm('/api/user/register/step2', { register_token: token, ...company() });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('注册已过期，请重新获取验证码');

    const later = t.client();
    expect((await later.login(phone, PASSWORD)).body.code).toBe(10000);
  });

  it('step 2 leaves nothing behind when a part fails, and the token still works', async () => {
    const { client, phone, token } = await tokenFor();
    await t.handle.exec(`
      CREATE FUNCTION fail_company_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'company insert fails in this test'; END $$;
      CREATE TRIGGER fail_company_insert BEFORE INSERT ON companies
        FOR EACH ROW EXECUTE FUNCTION fail_company_insert();`);
    try {
      const res = await client.postForm('/api/user/register/step2', { register_token: token, ...company() });
      expect(res.status).toBe(500);
      const members = await t.handle.query('SELECT id FROM members WHERE phone = $1', [phone]);
      expect(members).toHaveLength(0);
    } finally {
      await t.handle.exec(
        'DROP TRIGGER fail_company_insert ON companies; DROP FUNCTION fail_company_insert();',
      );
    }
    const retry = await client.postForm('/api/user/register/step2', { register_token: token, ...company() });
    expect(retry.body.code).toBe(10000);
  });

  it('adds a store to a logged-in member, pending review', async () => {
    const anonymous = t.client();
    await anonymous.get('/api/user/base');
    expect((await anonymous.postForm('/api/user/register/dd', company())).status).toBe(401);

    const member = await createMember(t.handle);
    const client = await t.loginAs(member.username, member.password);
    const bad = await client.postForm('/api/user/register/dd', company({ district: '不存在区' }));
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('请选择正确的区县');

    const res = await client.postForm('/api/user/register/dd', company({ company_name: '健民大药房二店' }));
    expect(res.body.code).toBe(10000);
    const { company_id } = res.body.data as { company_id: number };
    const rows = await t.handle.query<{ member_id: number; review_status: number }>(
      'SELECT member_id, review_status FROM companies WHERE id = $1',
      [company_id],
    );
    expect(rows).toEqual([{ member_id: member.memberId, review_status: 0 }]);

    const twice = await client.postForm('/api/user/register/dd', company({ company_name: '健民大药房二店' }));
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('您已添加过同名门店');
  });
});
