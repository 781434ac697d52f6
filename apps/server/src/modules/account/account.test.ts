import type { CompanyChangeRequest, MemberCentre, UserInfo } from '@mall/shared/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountManager, createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { CHINA_TODAY_TEXT } from '../../db/china-time.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(options: Parameters<typeof createMember>[1] = {}) {
  const fixture = await createMember(t.handle, options);
  return { fixture, client: await t.loginAs(fixture.username, fixture.password) };
}

const info = async (client: TestClient) => (await client.get<UserInfo>('/api/user/info')).body.data;
const companyRow = async (m: MemberFixture) =>
  (
    await t.handle.query<Record<string, unknown>>(
      'SELECT contact_name, contact_phone, province, city, district, address FROM companies WHERE id = $1',
      [m.companyId],
    )
  )[0];

describe('account centre of a guest', () => {
  it('answers 10001', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    for (const res of [
      await guest.get('/api/user/info'),
      await guest.get('/api/user/center'),
      await guest.postForm('/api/user/updateUserInfo', { name: '张三', phone: '13912345678' }),
      await guest.postForm('/api/user/info/address', {
        province: '33',
        city: '3301',
        district: '330106',
        address: '某路',
      }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });
});

describe('GET /api/user/info', () => {
  it('shows the company, contact, registered address, review status, salesperson and manager', async () => {
    const managerId = await createAccountManager(t.handle, { name: '周经理', phone: '13911112222' });
    const { fixture, client } = await member({
      companyName: '信息测试药房',
      accountManagerId: managerId,
      salespersonCode: 'YW9',
    });
    const data = await info(client);
    expect(data).toMatchObject({
      username: fixture.username,
      login_phone: fixture.phone,
      company: {
        id: fixture.companyId,
        name: '信息测试药房',
        customer_type: '单体药店',
        review_status: 1,
        review_status_text: '已审核',
        registered_address: '浙江省杭州市西湖区文三路1号',
      },
      contact: { name: '', phone: '' },
      salesperson: 'YW9',
      admin: { name: '周经理', phone: '13911112222', is_default: 0 },
      address_change: null,
    });
  });
});

describe('POST /api/user/updateUserInfo', () => {
  it("saves the store's contact name and phone", async () => {
    const { fixture, client } = await member();
    const res = await client.postForm<UserInfo>('/api/user/updateUserInfo', {
      name: ' 李四 ',
      phone: '0571-87654321',
    });
    expect(res.body).toMatchObject({
      code: 10000,
      msg: '基本信息已保存',
      data: { contact: { name: '李四', phone: '0571-87654321' } },
    });
    expect(await companyRow(fixture)).toMatchObject({ contact_name: '李四', contact_phone: '0571-87654321' });
    expect((await info(client)).contact).toEqual({ name: '李四', phone: '0571-87654321' });
  });

  const cases: [string, Record<string, string>, string, string][] = [
    [
      'a bad phone',
      { name: '李四', phone: '12345678901' },
      'phone',
      '请输入正确的手机号码或座机号码（如 010-12345678）',
    ],
    [
      'a landline without area code',
      { name: '李四', phone: '87654321' },
      'phone',
      '请输入正确的手机号码或座机号码（如 010-12345678）',
    ],
    ['no phone', { name: '李四' }, 'phone', '请输入手机号码'],
    ['no name', { name: '  ', phone: '13912345678' }, 'name', '请输入联系人姓名'],
    ['a name too long', { name: '名'.repeat(21), phone: '13912345678' }, 'name', '联系人姓名不能超过20个字'],
    ['both wrong: the first field wins', { name: '', phone: 'x' }, 'name', '请输入联系人姓名'],
  ];
  it.each(cases)('refuses %s with 422 and changes nothing', async (_name, body, field, message) => {
    const { fixture, client } = await member();
    const res = await client.postForm('/api/user/updateUserInfo', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 422, msg: message });
    expect(res.body.errors?.[field]?.[0]).toBe(message);
    expect(await companyRow(fixture)).toMatchObject({ contact_name: '', contact_phone: '' });
  });

  it("changes only the acting store's contact, never another member's", async () => {
    const a = await member();
    const b = await member();
    await a.client.postForm('/api/user/updateUserInfo', { name: '甲联系人', phone: '13900000001' });
    expect(await companyRow(b.fixture)).toMatchObject({ contact_name: '', contact_phone: '' });
  });
});

describe('POST /api/user/info/address (registered address change)', () => {
  const change = { province: '42', city: '4201', district: '420106', address: '中南路88号' };

  it('records a pending request and leaves the company as it is', async () => {
    const { fixture, client } = await member();
    const res = await client.postForm<CompanyChangeRequest>('/api/user/info/address', change);
    expect(res.body).toMatchObject({
      code: 10000,
      msg: '注册地址变更已提交，审核通过后生效',
      data: { province: '湖北省', city: '武汉市', district: '武昌区', address: '中南路88号', status: 0 },
    });
    expect(await companyRow(fixture)).toMatchObject({ province: '浙江省', address: '文三路1号' });
    const data = await info(client);
    expect(data.company.registered_address).toBe('浙江省杭州市西湖区文三路1号');
    expect(data.address_change).toMatchObject({ district_code: '420106', status: 0 });
  });

  it('replaces the pending request with a newer one', async () => {
    const { fixture, client } = await member();
    await client.postForm('/api/user/info/address', change);
    await client.postForm('/api/user/info/address', { ...change, address: '中南路99号' });
    const rows = await t.handle.query<{ address: string }>(
      'SELECT address FROM company_change_requests WHERE company_id = $1 AND status = 0',
      [fixture.companyId],
    );
    expect(rows).toEqual([{ address: '中南路99号' }]);
  });

  it('refuses an unknown region or a missing address with 422', async () => {
    const { fixture, client } = await member();
    for (const [body, field, message] of [
      [{ ...change, city: '3301' }, 'city', '所选地区不存在，请重新选择'],
      [{ ...change, address: '' }, 'address', '请输入详细地址'],
      [{ ...change, address: '路'.repeat(101) }, 'address', '详细地址不能超过100个字'],
    ] as const) {
      const res = await client.postForm('/api/user/info/address', body);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]?.[0]).toBe(message);
    }
    const rows = await t.handle.query('SELECT 1 FROM company_change_requests WHERE company_id = $1', [
      fixture.companyId,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('GET /api/user/center', () => {
  it('summarises a new store: zeros from the database, review status, default manager', async () => {
    const { fixture, client } = await member({ reviewStatus: 0, companyName: '新店' });
    const res = await client.get<MemberCentre>('/api/user/center');
    expect(res.body.data).toMatchObject({
      company: { id: fixture.companyId, name: '新店', customer_type: '单体药店' },
      admin: { is_default: 1 },
      licences: {
        review_status: 0,
        review_status_text: '待审核',
        counts: { approved: 0, pending: 0, rejected: 0, expiring: 0, expired: 0 },
        nearest_expiry: '',
      },
      orders: {
        counts: { unpaid: 0, to_ship: 0, to_receive: 0, completed: 0, cancelled: 0, after_sale: 0 },
        recent_purchases: [],
      },
      wallet: { points: 0, balance: '0.00', coupons: 0 },
      favorite_count: 0,
      message_count: 0,
    });
    expect(res.body.data.licences.missing.length).toBeGreaterThan(0);
  });

  it('counts points, favourites, unread messages and licences of the acting store', async () => {
    const { fixture, client } = await member();
    const id = fixture.companyId;
    await t.handle.query(
      "INSERT INTO points_ledger (company_id, delta, reason) VALUES ($1, 300, '赠送'), ($1, -50, '兑换')",
      [id],
    );
    await t.handle.query(
      "INSERT INTO messages (company_id, title, content, is_read) VALUES ($1, 'a', 'a', false), ($1, 'b', 'b', true)",
      [id],
    );
    await t.handle.query(
      'INSERT INTO favorites (company_id, goods_id) SELECT $1, id FROM goods ORDER BY id LIMIT 3',
      [id],
    );
    const types = await t.handle.query<{ id: number }>(
      'SELECT id FROM licence_types ORDER BY sort, id LIMIT 4',
    );
    const today = CHINA_TODAY_TEXT;
    const licences: [number, string][] = [
      [1, `${today} + 10`],
      [1, `${today} + 200`],
      [0, `${today} + 300`],
      [1, `${today} - 5`],
    ];
    for (const [i, [status, expires]] of licences.entries()) {
      await t.handle.query(
        `INSERT INTO company_licences (company_id, type_id, number, expires_on, review_status)
         VALUES ($1, $2, $3, ${expires}, $4)`,
        [id, types[i]?.id, `NO-${i}`, status],
      );
    }
    const [nearest] = await t.handle.query<{ day: string }>(
      `SELECT to_char(${today} + 10, 'YYYY-MM-DD') AS day`,
    );
    await t.handle.query(
      `INSERT INTO balance_ledger (company_id, amount, balance_after, kind) VALUES ($1, 12345, 12345, 'recharge')`,
      [id],
    );
    const [coupon] = await t.handle.query<{ id: number }>(
      `INSERT INTO coupons (title, kind, threshold, value) VALUES ('满100减10', 'reduce', 10000, 1000) RETURNING id`,
    );
    await t.handle.query(
      `INSERT INTO member_coupons (company_id, coupon_id, status, valid_from, valid_to) VALUES
         ($1, $2, 0, now() - interval '1 day', now() + interval '9 days'),
         ($1, $2, 1, now() - interval '1 day', now() + interval '9 days'),
         ($1, $2, 0, now() - interval '9 days', now() - interval '1 day')`,
      [id, coupon!.id],
    );
    const res = await client.get<MemberCentre>('/api/user/center');
    expect(res.body.data).toMatchObject({
      wallet: { points: 250, balance: '123.45', coupons: 1 },
      favorite_count: 3,
      message_count: 1,
      licences: {
        counts: { approved: 2, pending: 1, rejected: 0, expiring: 1, expired: 1 },
        nearest_expiry: nearest?.day,
      },
    });
  });

  it("shows demo's seeded numbers", async () => {
    const demo = await t.loginAs('demo');
    const res = await demo.get<MemberCentre>('/api/user/center');
    const [points] = await t.handle.query<{ n: number }>(
      'SELECT sum(delta)::int AS n FROM points_ledger WHERE company_id = 1',
    );
    expect(points?.n).toBeGreaterThan(0);
    expect(res.body.data).toMatchObject({
      company: { name: '康源大药房（演示店）' },
      admin: { name: '王静', is_default: 0 },
      licences: { review_status: 1 },
      wallet: { points: points?.n },
      message_count: 3,
    });
    expect(res.body.data.favorite_count).toBeGreaterThan(0);
  });
});
