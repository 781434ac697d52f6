import type { Page } from '@mall/shared/codes';
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createGoods, createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

describe('GET /api/goods/list', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof createCategoryTree>>;
  let top: Awaited<ReturnType<typeof createGoods>>;

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createCategoryTree(t.handle, '价格测试类目');
    top = await createGoods(t.handle, {
      categoryId: tree.grandchildId,
      name: '阿莫西林胶囊',
      basePrice: 1250,
      sales: 900,
      ladder: [
        { quantity: 10, price: 1200 },
        { quantity: 50, price: 1105 },
      ],
    });
    await createGoods(t.handle, {
      categoryId: tree.childId,
      name: '布洛芬缓释胶囊',
      basePrice: 2390,
      sales: 10,
    });
    await createGoods(t.handle, { categoryId: tree.rootId, name: '维生素C片', basePrice: 5, sales: 300 });
    await createGoods(t.handle, { categoryId: tree.rootId, name: '已下架', isOnSale: false });
  });
  afterAll(() => t.close());

  const list = (client = t.client(), query: Record<string, string | number> = {}) =>
    client.get<GoodsListPage>('/api/goods/list', { category_id: tree.rootId, sort: 'sales', ...query });

  it('lists on-sale goods of a category and its descendants, by sales', async () => {
    const res = await list();
    expect(res.body.code).toBe(10000);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.page).toBe(1);
    expect(res.body.data.page_size).toBe(20);
    expect(res.body.data.list.map((g) => g.name)).toEqual(['阿莫西林胶囊', '维生素C片', '布洛芬缓释胶囊']);
    const child = await list(t.client(), { category_id: tree.childId });
    expect(child.body.data.list.map((g) => g.name)).toEqual(['阿莫西林胶囊', '布洛芬缓释胶囊']);
  });

  it('pages', async () => {
    const res = await list(t.client(), { page: 2, page_size: 2 });
    expect(res.body.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(res.body.data.list.map((g) => g.name)).toEqual(['布洛芬缓释胶囊']);
  });

  it('hides prices from guests', async () => {
    const goods = (await list()).body.data.list[0]!;
    // The SPEC §3 fields exactly; the optional extras of issue 3 follow.
    expect(goods).toMatchObject({
      id: top.goodsId,
      goods_price_id: top.offerId,
      ck_id: top.warehouseId,
      name: '阿莫西林胶囊',
      sccj: expect.stringMatching(/^测试制药有限公司/),
      ypgg: '0.25g*24粒',
      goods_image: [{ url: '/media/goods-test.svg' }],
      is_buy: 1,
      number: 500,
      base_price: null,
      price_tip: '登录后可见',
      bzdw: '盒',
      ladder_price: [],
      ladder_price_type: 1,
      tags: ['新'],
      is_free_shipping: 0,
      free_shipping_number: 0,
      is_dpby: 0,
      qg_number: 2,
      is_youx: 0,
      type: 0,
    });
    expect(goods).toMatchObject({ is_jxq: 0, near_expiry_price: null, offer_count: 1, step: 1 });
  });

  it('hides prices from a member whose store is not approved', async () => {
    const pending = await createMember(t.handle, { reviewStatus: 0 });
    const client = await t.loginAs(pending.username, pending.password);
    const goods = (await list(client)).body.data.list[0]!;
    expect(goods.base_price).toBeNull();
    expect(goods.ladder_price).toEqual([]);
    expect(goods.price_tip).toBe('资质审核通过后可见');
  });

  it('shows yuan strings to an approved member', async () => {
    const approved = await createMember(t.handle, { reviewStatus: 1 });
    const client = await t.loginAs(approved.username, approved.password);
    const [amoxicillin, vitamin] = (await list(client)).body.data.list;
    expect(amoxicillin?.base_price).toBe('12.50');
    expect(amoxicillin?.price_tip).toBe('');
    expect(amoxicillin?.ladder_price).toEqual([
      { number: 10, price: '12.00' },
      { number: 50, price: '11.05' },
    ]);
    expect(vitamin?.base_price).toBe('0.05');
  });

  it('refuses a page size above 100 and bad numbers with 422', async () => {
    const big = await list(t.client(), { page_size: 101 });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ page_size: ['不能大于100'] });
    const bad = await list(t.client(), { page: 'x', sort: 'price' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['page', 'sort']);
  });
});

describe('GET /api/goods/list on the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages the whole catalogue with prices for demo and hints for guests', async () => {
    const guest = await t.client().get<Page<GoodsRead>>('/api/goods/list', { page_size: 100 });
    expect(guest.body.data.total).toBeGreaterThan(100);
    expect(guest.body.data.list).toHaveLength(100);
    expect(guest.body.data.list.every((g) => g.base_price === null && g.price_tip === '登录后可见')).toBe(
      true,
    );
    const demo = await t.loginAs('demo');
    const member = await demo.get<Page<GoodsRead>>('/api/goods/list', { page_size: 100 });
    expect(member.body.data.list.every((g) => /^\d+\.\d{2}$/.test(g.base_price ?? ''))).toBe(true);
  });
});
