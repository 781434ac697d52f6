import type { Page } from '@mall/shared/codes';
import type { GoodsRead } from '@mall/shared/goods';
import type { BrandZone, ControlZone, ZoneBanner } from '@mall/shared/zones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createGoods, createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';

let t: TestApp;
let demo: TestClient;
let demo2: TestClient;

const zoneGoods = async (slug: string) =>
  (
    await t.handle.query<{ goods_id: number }>(
      `SELECT r.goods_id FROM control_rules r JOIN control_zones z ON z.id = r.zone_id
       JOIN goods g ON g.id = r.goods_id WHERE z.slug = $1 AND g.is_on_sale`,
      [slug],
    )
  ).map((r) => r.goods_id);

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.loginAs('demo');
  demo2 = await t.loginAs('demo2');
});
afterAll(() => t.close());

describe('GET /api/focus/kxzq', () => {
  it('shows guests every zone with 登录后查看 and no goods', async () => {
    const res = await t.client().get<ControlZone[]>('/api/focus/kxzq');
    expect(res.body.code).toBe(10000);
    expect(res.body.data.map((z) => z.name)).toEqual([
      '华东控销专区',
      '诊所专供',
      '华中控销专区',
      '连锁药店专供',
    ]);
    expect(res.body.data[0]).toEqual({
      id: 1,
      name: '华东控销专区',
      url: 'huadong',
      banner: '/media/kxzq-huadong.svg',
      description: expect.stringContaining('浙江'),
      goods_count: 0,
      is_visible: 0,
      tip: '登录后查看',
    });
    expect(res.body.data.every((z) => z.goods_count === 0 && z.is_visible === 0)).toBe(true);
  });

  it('shows each member the zones its region and customer type allow, with their goods counts', async () => {
    const mine = (await demo.get<ControlZone[]>('/api/focus/kxzq')).body.data;
    expect(mine.map((z) => z.url)).toEqual(['huadong']);
    expect(mine[0]).toMatchObject({
      is_visible: 1,
      tip: '',
      goods_count: (await zoneGoods('huadong')).length,
    });
    expect(mine[0]?.goods_count).toBeGreaterThan(0);
    const clinic = (await demo2.get<ControlZone[]>('/api/focus/kxzq')).body.data;
    expect(clinic.map((z) => z.url)).toEqual(['zhensuo', 'huazhong']);
    const pending = await t.loginAs('demo3');
    expect((await pending.get<ControlZone[]>('/api/focus/kxzq')).body.data).toEqual([]);
  });
});

describe('GET /api/focus/new_kxzq', () => {
  it('lists the newest controlled goods a member may see, none for guests', async () => {
    expect((await t.client().get<GoodsRead[]>('/api/focus/new_kxzq')).body.data).toEqual([]);
    const huadong = new Set(await zoneGoods('huadong'));
    const list = (await demo.get<GoodsRead[]>('/api/focus/new_kxzq')).body.data;
    expect(list.length).toBe(Math.min(12, huadong.size));
    expect(list.every((g) => huadong.has(g.id) && /^\d+\.\d{2}$/.test(g.base_price ?? ''))).toBe(true);
    const order = await t.handle.query<{ id: number }>(
      'SELECT id FROM goods WHERE id = ANY($1::int[]) ORDER BY created_at DESC, id DESC',
      [list.map((g) => g.id)],
    );
    expect(list.map((g) => g.id)).toEqual(order.map((g) => g.id));
    const clinic = (await demo2.get<GoodsRead[]>('/api/focus/new_kxzq')).body.data;
    expect(clinic.length).toBeGreaterThan(0);
    expect(clinic.some((g) => huadong.has(g.id))).toBe(false);
  });
});

describe('GET /api/focus/kxzq_ad', () => {
  it('gives the banners of the zones asked for', async () => {
    const res = await t.client().get<ZoneBanner[]>('/api/focus/kxzq_ad?ids[]=2&ids[]=1');
    expect(res.body.data).toEqual([
      { id: 1, name: '华东控销专区', image: '/media/kxzq-huadong.svg', url: '/kxzq/goods/huadong' },
      { id: 2, name: '诊所专供', image: '/media/kxzq-zhensuo.svg', url: '/kxzq/goods/zhensuo' },
    ]);
    const comma = await t.client().get<ZoneBanner[]>('/api/focus/kxzq_ad', { ids: '3,999' });
    expect(comma.body.data.map((z) => z.id)).toEqual([3]);
    expect((await t.client().get<ZoneBanner[]>('/api/focus/kxzq_ad')).body.data).toEqual([]);
  });

  it('refuses ids that are not positive whole numbers, or too many', async () => {
    for (const ids of [
      'abc',
      '-1',
      '1;DROP TABLE goods',
      Array.from({ length: 51 }, (_, i) => i + 1).join(','),
    ]) {
      const res = await t.client().get('/api/focus/kxzq_ad', { ids });
      expect(res.status).toBe(422);
    }
  });
});

describe('the brand zone', () => {
  let brandId: number;
  let rootId: number;

  beforeAll(async () => {
    ({ rootId } = await createCategoryTree(t.handle, '品牌测试类目'));
    const [brand] = await t.handle.query<{ id: number }>(
      `INSERT INTO brands (name, logo, banner, description, is_featured, sort)
       VALUES ('测试品牌', '/media/brand-test.svg', '/media/brand-banner-test.svg', '测试品牌介绍', true, 100000) RETURNING id`,
    );
    brandId = brand?.id as number;
    const open = await createGoods(t.handle, { categoryId: rootId, name: '品牌公开品' });
    const controlled = await createGoods(t.handle, { categoryId: rootId, name: '品牌控销品' });
    await createGoods(t.handle, { categoryId: rootId, name: '品牌下架品', isOnSale: false }).then((g) =>
      t.handle.query('UPDATE goods SET brand_id = $1 WHERE id = $2', [brandId, g.goodsId]),
    );
    await t.handle.query('UPDATE goods SET brand_id = $1 WHERE id = ANY($2::int[])', [
      brandId,
      [open.goodsId, controlled.goodsId],
    ]);
    await t.handle.query(
      "INSERT INTO control_rules (goods_id, zone_id, allowed_provinces) VALUES ($1, 1, '{浙江省}')",
      [controlled.goodsId],
    );
  });

  it('pages the featured brands with logo, banner, description and goods count', async () => {
    const res = await t.client().get<Page<BrandZone>>('/api/focus/ppzq', { page: 1, page_size: 5 });
    expect(res.body.data).toMatchObject({ total: 9, page: 1, page_size: 5 });
    expect(res.body.data.list).toHaveLength(5);
    for (const b of res.body.data.list) {
      expect(b.logo).toMatch(/^\/media\/brand-\d+\.svg$/);
      expect(b.banner).toBe(`/media/brand-banner-${b.id}.svg`);
      expect(b.goods_count).toBeGreaterThan(0);
    }
    const last = await t.client().get<Page<BrandZone>>('/api/focus/ppzq', { page: 2, page_size: 5 });
    expect(last.body.data.list.map((b) => b.name).at(-1)).toBe('测试品牌');
  });

  it('counts controlled goods only for the members who may see them', async () => {
    const member = await createMember(t.handle);
    const zhejiang = await t.loginAs(member.username, member.password);
    const count = async (client: TestClient) =>
      (await client.get<BrandZone>(`/api/focus/brand/${brandId}`)).body.data.goods_count;
    expect(await count(t.client())).toBe(1);
    expect(await count(zhejiang)).toBe(2);
    expect(await count(demo2)).toBe(1);
    const res = await t.client().get<BrandZone>(`/api/focus/brand/${brandId}`);
    expect(res.body.data).toEqual({
      id: brandId,
      name: '测试品牌',
      logo: '/media/brand-test.svg',
      banner: '/media/brand-banner-test.svg',
      description: '测试品牌介绍',
      goods_count: 1,
    });
  });

  it('answers 404 for an unknown brand and 422 for bad input', async () => {
    const unknown = await t.client().get('/api/focus/brand/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('品牌不存在');
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await t.client().get(`/api/focus/brand/${id}`)).status).toBe(422);
    }
    for (const query of [{ page: -1 }, { page_size: 1000 }, { page: 'x' }]) {
      expect((await t.client().get('/api/focus/ppzq', query)).status).toBe(422);
    }
  });
});
