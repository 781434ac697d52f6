import type { Address, RegionNode } from '@mall/shared/address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { resolveRegion } from './region.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 浙江省 杭州市 西湖区 / 余杭区; 湖北省 武汉市 武昌区. */
const XIHU = { province: '33', city: '3301', district: '330106' };
const YUHANG = { province: '33', city: '3301', district: '330110' };
const WUCHANG = { province: '42', city: '4201', district: '420106' };

const form = (overrides: Record<string, unknown> = {}) => ({
  consignee: '王小二',
  phone: '13912345678',
  ...XIHU,
  detail: '文一西路100号',
  ...overrides,
});

async function member(): Promise<{ fixture: MemberFixture; client: TestClient }> {
  const fixture = await createMember(t.handle);
  return { fixture, client: await t.loginAs(fixture.username, fixture.password) };
}

const list = async (client: TestClient) => (await client.get<Address[]>('/api/user/address')).body.data;
const create = (client: TestClient, body: object) => client.postForm<Address>('/api/user/address', body);
const rowsOf = (companyId: number) =>
  t.handle.query<{ id: number; consignee: string; is_default: boolean }>(
    'SELECT id, consignee, is_default FROM addresses WHERE company_id = $1 ORDER BY id',
    [companyId],
  );

describe('GET /api/region', () => {
  it('serves the province → city → district tree with codes to anyone, with an ETag', async () => {
    const res = await t.client().get<RegionNode[]>('/api/region');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10000);
    const zhejiang = res.body.data.find((p) => p.code === '33');
    expect(zhejiang?.name).toBe('浙江省');
    const hangzhou = zhejiang?.children?.find((c) => c.code === '3301');
    expect(hangzhou?.name).toBe('杭州市');
    expect(hangzhou?.children?.find((d) => d.code === '330106')?.name).toBe('西湖区');
    expect(res.body.data.length).toBeGreaterThanOrEqual(31);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await t.client().get('/api/region');
    const again = await t.client().get('/api/region', undefined, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
  });

  it('resolves names only for a district inside its city inside its province', () => {
    expect(resolveRegion(XIHU)).toEqual({
      province_code: '33',
      province: '浙江省',
      city_code: '3301',
      city: '杭州市',
      district_code: '330106',
      district: '西湖区',
    });
    expect(resolveRegion({ ...XIHU, city: '4201' })).toBeUndefined();
    expect(resolveRegion({ ...XIHU, district: '420106' })).toBeUndefined();
    expect(resolveRegion({ province: '3301', city: '330106', district: '330106' })).toBeUndefined();
    expect(resolveRegion({ province: '33', city: '3301', district: '3301' })).toBeUndefined();
  });
});

describe('addresses of a guest', () => {
  it('answers 10001', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    for (const res of [
      await guest.get('/api/user/address'),
      await create(guest, form()),
      await guest.post('/api/user/address/1/default'),
      await guest.del('/api/user/address/1'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });
});

describe('addresses of a member', () => {
  it('creates the first address as the default, storing codes and names', async () => {
    const { client } = await member();
    expect(await list(client)).toEqual([]);
    const res = await create(client, form({ is_default: 0 }));
    expect(res.body).toMatchObject({ code: 10000, msg: '收货地址已添加' });
    expect(res.body.data).toMatchObject({
      consignee: '王小二',
      phone: '13912345678',
      province_code: '33',
      province: '浙江省',
      city: '杭州市',
      district_code: '330106',
      district: '西湖区',
      detail: '文一西路100号',
      full_address: '浙江省杭州市西湖区文一西路100号',
      is_default: 1,
    });
    expect(await list(client)).toEqual([res.body.data]);
  });

  it('accepts a landline as the phone (SPEC §5)', async () => {
    const { client } = await member();
    const res = await create(client, form({ phone: '0571-88776655' }));
    expect(res.body.code).toBe(10000);
    expect(res.body.data.phone).toBe('0571-88776655');
  });

  it('keeps exactly one default when another is chosen, created, edited or deleted', async () => {
    const { fixture, client } = await member();
    const a = (await create(client, form({ consignee: '甲' }))).body.data;
    const b = (await create(client, form({ consignee: '乙', ...YUHANG, is_default: 1 }))).body.data;
    const c = (await create(client, form({ consignee: '丙' }))).body.data;
    const defaults = async () =>
      (await rowsOf(fixture.companyId)).filter((r) => r.is_default).map((r) => r.id);
    expect(await defaults()).toEqual([b.id]);
    expect((await list(client))[0]?.id).toBe(b.id);

    const chosen = await client.post<Address>(`/api/user/address/${c.id}/default`);
    expect(chosen.body).toMatchObject({
      code: 10000,
      msg: '已设为默认地址',
      data: { id: c.id, is_default: 1 },
    });
    expect(await defaults()).toEqual([c.id]);

    // Unticking the default on the default address does not leave the store without one.
    const edited = await client.postForm<Address>(
      `/api/user/address/${c.id}`,
      form({ consignee: '丙二', is_default: 0 }),
    );
    expect(edited.body).toMatchObject({
      code: 10000,
      msg: '收货地址已修改',
      data: { consignee: '丙二', is_default: 1 },
    });
    await client.postForm(`/api/user/address/${a.id}`, form({ consignee: '甲', is_default: 1 }));
    expect(await defaults()).toEqual([a.id]);

    const deleted = await client.del(`/api/user/address/${a.id}`);
    expect(deleted.body).toMatchObject({ code: 10000, msg: '收货地址已删除' });
    expect(await defaults()).toEqual([b.id]);
    expect((await rowsOf(fixture.companyId)).map((r) => r.id)).toEqual([b.id, c.id]);
  });

  it('keeps one default under parallel requests', async () => {
    const { fixture, client } = await member();
    const ids: number[] = [];
    for (const name of ['一', '二', '三', '四'])
      ids.push((await create(client, form({ consignee: name }))).body.data.id);
    await Promise.all(ids.map((id) => client.post(`/api/user/address/${id}/default`)));
    expect((await rowsOf(fixture.companyId)).filter((r) => r.is_default)).toHaveLength(1);
  });

  it('edits an address to another region', async () => {
    const { client } = await member();
    const a = (await create(client, form())).body.data;
    const res = await client.postForm<Address>(
      `/api/user/address/${a.id}`,
      form({ ...WUCHANG, detail: '中南路1号' }),
    );
    expect(res.body.data).toMatchObject({
      province: '湖北省',
      city: '武汉市',
      district: '武昌区',
      detail: '中南路1号',
    });
  });

  it('refuses a 21st address with a Chinese message', async () => {
    const { fixture, client } = await member();
    await t.handle.query(
      `INSERT INTO addresses (company_id, consignee, phone, province_code, province, city_code, city,
         district_code, district, detail, is_default)
       SELECT $1, '批量' || n, '13912345678', '33', '浙江省', '3301', '杭州市', '330106', '西湖区', '某路' || n, n = 1
       FROM generate_series(1, 20) AS n`,
      [fixture.companyId],
    );
    const res = await create(client, form());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 409, msg: '每个门店最多保存20个收货地址' });
    expect(await rowsOf(fixture.companyId)).toHaveLength(20);
  });
});

describe('bad address input (422, first message of the first field, nothing changes)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a bad phone', { phone: '1234567' }, 'phone', '请输入正确的手机号码或座机号码（如 010-12345678）'],
    ['a missing consignee', { consignee: '' }, 'consignee', '请输入收货人'],
    ['a consignee too long', { consignee: '张'.repeat(21) }, 'consignee', '收货人不能超过20个字'],
    ['a detail too long', { detail: '路'.repeat(101) }, 'detail', '详细地址不能超过100个字'],
    ['an unknown province', { province: '99' }, 'province', '所选地区不存在，请重新选择'],
    ['a city of another province', { city: '4201' }, 'city', '所选地区不存在，请重新选择'],
    ['an unknown district', { district: '330199' }, 'district', '所选地区不存在，请重新选择'],
    ['no district', { district: '' }, 'district', '请选择区县'],
  ];
  it.each(cases)('refuses %s', async (_name, overrides, field, message) => {
    const { fixture, client } = await member();
    const res = await create(client, form(overrides));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors?.[field]?.[0]).toBe(message);
    expect(await rowsOf(fixture.companyId)).toEqual([]);
  });

  it('refuses a bad edit and keeps the address', async () => {
    const { fixture, client } = await member();
    const a = (await create(client, form())).body.data;
    const res = await client.postForm(
      `/api/user/address/${a.id}`,
      form({ phone: '12345', consignee: '改名' }),
    );
    expect(res.status).toBe(422);
    expect((await rowsOf(fixture.companyId))[0]?.consignee).toBe('王小二');
  });
});

describe("another member's address", () => {
  it('is not found by id for edit, delete or default, and stays as it was', async () => {
    const owner = await member();
    const other = await member();
    const a = (await create(owner.client, form())).body.data;
    const before = await rowsOf(owner.fixture.companyId);
    for (const res of [
      await other.client.postForm(`/api/user/address/${a.id}`, form({ consignee: '入侵者' })),
      await other.client.del(`/api/user/address/${a.id}`),
      await other.client.post(`/api/user/address/${a.id}/default`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, msg: '收货地址不存在' });
    }
    expect(await rowsOf(owner.fixture.companyId)).toEqual(before);
    expect(await list(other.client)).toEqual([]);
  });

  it('treats ids that cannot exist as not found', async () => {
    const { client } = await member();
    for (const id of ['abc', '0', '99999999999']) {
      const res = await client.del(`/api/user/address/${id}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('the demo seed', () => {
  it("gives demo's store three addresses, one default", async () => {
    const demo = await t.loginAs('demo');
    const addresses = await list(demo);
    expect(addresses).toHaveLength(3);
    expect(addresses.filter((a) => a.is_default === 1)).toHaveLength(1);
    expect(addresses[0]).toMatchObject({
      is_default: 1,
      full_address: '浙江省杭州市西湖区文三路478号华星时代广场1楼',
    });
  });
});
