import type { GoodsDetail, GoodsListPage } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { type CatalogueRefs, createCatalogueGoods, createRefs } from './test-catalogue.ts';

describe('GET /api/goods/list filters, sorts and facets', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof createCategoryTree>>;
  let refs: CatalogueRefs;
  let member: TestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createCategoryTree(t.handle, '筛选测试类目');
    refs = await createRefs(t.handle);
    const add = async (key: string, o: Omit<Parameters<typeof createCatalogueGoods>[1], 'refs'>) => {
      ids[key] = (await createCatalogueGoods(t.handle, { refs, ...o })).goodsId;
    };
    await add('a', {
      name: '筛选甲片',
      manufacturer: '筛选甲药业',
      categoryId: tree.grandchildId,
      dosageForm: '片剂',
      withBrand: true,
      sales: 30,
      offers: [
        { basePrice: 800, stock: 0 },
        { basePrice: 1200, stock: 50, freeShipping: true },
      ],
    });
    await add('b', {
      name: '筛选乙胶囊',
      manufacturer: '筛选甲药业',
      categoryId: tree.childId,
      dosageForm: '胶囊剂',
      sales: 90,
      offers: [{ basePrice: 300, nearExpiry: true, nearExpiryPrice: 150, expiry: '2026-12-31' }],
    });
    await add('c', {
      name: '筛选丙颗粒',
      manufacturer: '筛选乙药业',
      categoryId: tree.rootId,
      dosageForm: '颗粒剂',
      sales: 60,
      offers: [{ basePrice: 5000, stock: 0, youx: true }],
    });
    const approved = await createMember(t.handle, { reviewStatus: 1 });
    member = await t.loginAs(approved.username, approved.password);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number> = {}, client = t.client()) =>
    client.get<GoodsListPage>('/api/goods/list', { category_id: tree.rootId, ...query });
  const names = (page: GoodsListPage) => page.list.map((g) => g.name);

  it('lists one row per goods with its best offer: buyable with stock first, then cheapest', async () => {
    const res = await list({}, member);
    expect(names(res.body.data)).toEqual(['筛选甲片', '筛选乙胶囊', '筛选丙颗粒']);
    const a = res.body.data.list[0];
    expect(a).toMatchObject({ base_price: '12.00', number: 50, offer_count: 2, is_free_shipping: 1 });
    expect(a?.ck_id).toBe(refs.warehouseIds[1]);
  });

  it('filters by category with descendants, manufacturer, brand, dosage form and scope', async () => {
    expect(names((await list({ category_id: tree.childId })).body.data)).toEqual(['筛选甲片', '筛选乙胶囊']);
    const first = (await list()).body.data;
    const maker = first.filters.manufacturers.find((m) => m.name === '筛选甲药业');
    expect(maker?.count).toBe(2);
    expect(names((await list({ sccj_id: maker?.id ?? 0 })).body.data)).toEqual(['筛选甲片', '筛选乙胶囊']);
    expect(names((await list({ brand_id: refs.brandId })).body.data)).toEqual(['筛选甲片']);
    expect(names((await list({ dosage_form: '颗粒剂' })).body.data)).toEqual(['筛选丙颗粒']);
    expect((await list({ scope_id: refs.scopeId })).body.data.total).toBe(3);
  });

  it('filters offers: in stock, near expiry, free shipping, yx', async () => {
    expect(names((await list({ in_stock: 1 })).body.data)).toEqual(['筛选甲片', '筛选乙胶囊']);
    const nearExpiry = await list({ is_jxq: 1 }, member);
    expect(nearExpiry.body.data.list).toEqual([
      expect.objectContaining({
        name: '筛选乙胶囊',
        is_jxq: 1,
        near_expiry_price: '1.50',
        expiry_date: '2026-12-31',
      }),
    ]);
    expect(names((await list({ is_free_shipping: 1 })).body.data)).toEqual(['筛选甲片']);
    expect(names((await list({ yx: 1 })).body.data)).toEqual(['筛选丙颗粒']);
  });

  it('filters by a price range in yuan for approved members only', async () => {
    const priced = await list({ price_min: '5', price_max: '12.00' }, member);
    // Both of 甲's offers are in range; the one with stock is the better.
    expect(priced.body.data.list.map((g) => [g.name, g.base_price])).toEqual([['筛选甲片', '12.00']]);
    // Only the out-of-stock 8.00 offer is under 10: it is then the best matching one.
    const cheap = await list({ price_min: '5', price_max: '10' }, member);
    expect(cheap.body.data.list.map((g) => [g.name, g.base_price, g.number])).toEqual([
      ['筛选甲片', '8.00', 0],
    ]);
    // The wrong way round, the same range.
    const reversed = await list({ price_min: '10', price_max: '5' }, member);
    expect(reversed.body.data.list.map((g) => [g.name, g.base_price])).toEqual([['筛选甲片', '8.00']]);
    const guest = await list({ price_min: '5', price_max: '12.00' });
    expect(guest.body.data.total).toBe(3);
    const bad = await list({ price_min: '-1', price_max: '1.234' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['price_max', 'price_min']);
  });

  it('sorts by sales, price and newest', async () => {
    expect(names((await list({ sort: 'sales' })).body.data)).toEqual([
      '筛选乙胶囊',
      '筛选丙颗粒',
      '筛选甲片',
    ]);
    expect(names((await list({ sort: 'price_asc' }, member)).body.data)).toEqual([
      '筛选乙胶囊',
      '筛选甲片',
      '筛选丙颗粒',
    ]);
    expect(names((await list({ sort: 'price_desc' }, member)).body.data)).toEqual([
      '筛选丙颗粒',
      '筛选甲片',
      '筛选乙胶囊',
    ]);
    expect(names((await list({ sort: 'newest' })).body.data)).toEqual([
      '筛选丙颗粒',
      '筛选乙胶囊',
      '筛选甲片',
    ]);
  });

  it('ranks and sifts by price only for readers who may see prices: for others the terms are ignored', async () => {
    const pending = await createMember(t.handle, { reviewStatus: 0 });
    for (const client of [t.client(), await t.loginAs(pending.username, pending.password)]) {
      const plain = names((await list({}, client)).body.data);
      expect(plain).toEqual(['筛选甲片', '筛选乙胶囊', '筛选丙颗粒']);
      for (const sort of ['price_asc', 'price_desc']) {
        const res = await list({ sort }, client);
        expect(res.status).toBe(200);
        expect(names(res.body.data), sort).toEqual(plain);
        expect(res.body.data.list.every((g) => g.base_price === null)).toBe(true);
      }
      const ranged = await list({ price_min: '40', price_max: '60', sort: 'price_desc' }, client);
      expect(names(ranged.body.data)).toEqual(plain);
      expect(ranged.body.data.total).toBe(3);
      const searched = await list({ keywords: '筛选', sort: 'price_desc' }, client);
      expect(names(searched.body.data)).toEqual(names((await list({ keywords: '筛选' }, client)).body.data));
    }
  });

  it('picks the offer it shows by price only for readers who may see prices', async () => {
    const own = await createCategoryTree(t.handle, '选仓测试类目');
    // Two warehouses, both buyable with stock: the dearer offer is the older one.
    const { goodsId } = await createCatalogueGoods(t.handle, {
      refs,
      name: '选仓丁片',
      manufacturer: '筛选甲药业',
      categoryId: own.rootId,
      offers: [
        { basePrice: 900, stock: 10 },
        { basePrice: 500, stock: 10 },
      ],
    });
    const warehouses = (data: GoodsListPage) => data.list.map((g) => g.ck_id);
    const detailOffers = async (client: TestClient) =>
      (await client.get<GoodsDetail>(`/api/goods/detail/${goodsId}`)).body.data.offers.map((o) => o.ck_id);
    const cheap = refs.warehouseIds[1];
    const older = refs.warehouseIds[0];
    const shown = await listed(member);
    expect(warehouses(shown)).toEqual([cheap]);
    expect(shown.list[0]?.base_price).toBe('5.00');
    expect(await detailOffers(member)).toEqual([cheap, older]);
    const pending = await createMember(t.handle, { reviewStatus: 0 });
    for (const client of [t.client(), await t.loginAs(pending.username, pending.password)]) {
      expect(warehouses(await listed(client))).toEqual([older]);
      expect(await detailOffers(client)).toEqual([older, cheap]);
    }

    async function listed(client: TestClient) {
      return (await list({ category_id: own.rootId }, client)).body.data;
    }
  });

  it('returns facets of the current result with counts', async () => {
    const { filters, total } = (await list()).body.data;
    expect(total).toBe(3);
    expect(filters.manufacturers.map((m) => [m.name, m.count])).toEqual([
      ['筛选甲药业', 2],
      ['筛选乙药业', 1],
    ]);
    expect(filters.brands).toEqual([
      { id: refs.brandId, name: expect.stringMatching(/^测试品牌/), count: 1 },
    ]);
    expect(filters.dosage_forms.map((d) => d.id).sort()).toEqual(['片剂', '胶囊剂', '颗粒剂'].sort());
    expect(filters.scopes).toEqual([
      { id: refs.scopeId, name: expect.stringMatching(/^测试范围/), count: 3 },
    ]);
    const empty = (await list({ dosage_form: '不存在剂型' })).body.data;
    expect(empty).toMatchObject({
      list: [],
      total: 0,
      filters: { manufacturers: [], brands: [], dosage_forms: [], scopes: [] },
    });
  });

  it('refuses bad paging and flags with 422, never 5xx', async () => {
    const queries: Record<string, string | number>[] = [
      { page: -1 },
      { page: 0 },
      { page_size: 1000 },
      { page_size: 0 },
      { page: 'abc' },
      { sort: 'random' },
      { in_stock: 2 },
      { category_id: -5 },
      { type: 9 },
    ];
    for (const query of queries) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(query)).toEqual(Object.keys(query));
    }
    const unknown = await list({ category_id: 999999999, zone: '不存在' });
    expect(unknown.body.data.total).toBe(0);
  });
});
