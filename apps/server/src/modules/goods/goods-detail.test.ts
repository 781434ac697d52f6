import type {
  GoodsActivity,
  GoodsDetail,
  GoodsListPage,
  GoodsSuggestion,
  InspectionReport,
} from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { type CatalogueRefs, controlGoods, createCatalogueGoods, createRefs } from './test-catalogue.ts';

describe('goods detail, activities, reports and controlled goods', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof createCategoryTree>>;
  let refs: CatalogueRefs;
  let main: Awaited<ReturnType<typeof createCatalogueGoods>>;
  let controlled: Awaited<ReturnType<typeof createCatalogueGoods>>;
  let offSale: Awaited<ReturnType<typeof createCatalogueGoods>>;
  let approved: TestClient;
  let pending: TestClient;
  let wrongProvince: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createCategoryTree(t.handle, '详情测试类目');
    refs = await createRefs(t.handle);
    main = await createCatalogueGoods(t.handle, {
      name: '详情测试饮片',
      manufacturer: '详情药业',
      categoryId: tree.grandchildId,
      refs,
      withBrand: true,
      approvalNumber: '国药准字Z11223344',
      origin: '甘肃',
      sales: 5,
      offers: [
        {
          basePrice: 2000,
          batch: 'B-MAIN',
          ladder: [
            { quantity: 50, price: 1900 },
            { quantity: 100, price: 1800 },
          ],
        },
        { basePrice: 1500, batch: 'B-JXQ', nearExpiry: true, nearExpiryPrice: 1000, expiry: '2026-12-01' },
      ],
    });
    for (const name of ['详情相关甲', '详情相关乙']) {
      await createCatalogueGoods(t.handle, {
        name,
        manufacturer: '详情药业',
        categoryId: tree.grandchildId,
        refs,
      });
    }
    offSale = await createCatalogueGoods(t.handle, {
      name: '详情下架品',
      manufacturer: '详情药业',
      categoryId: tree.grandchildId,
      refs,
      isOnSale: false,
    });
    controlled = await createCatalogueGoods(t.handle, {
      name: '控销测试胶囊',
      manufacturer: '详情药业',
      categoryId: tree.grandchildId,
      refs,
      sales: 1000,
    });
    await controlGoods(t.handle, [controlled.goodsId], {
      slug: 'test-zone',
      provinces: ['浙江省'],
      customerTypes: ['单体药店'],
    });
    await t.handle.query(
      `INSERT INTO inspection_reports (goods_id, batch_number, title, image, issued_on) VALUES
        ($1, 'B-MAIN', '出厂检验报告', '/media/report-1.svg', '2026-01-10'),
        ($1, 'B-JXQ', '近效期批次检验报告', '/media/report-2.svg', '2025-06-01')`,
      [main.goodsId],
    );
    const activity = await t.handle.query<{ id: number }>(
      `INSERT INTO activities (kind, title, starts_at, ends_at, is_enabled) VALUES
        ('manjian', '满1000减50', now() - interval '1 day', now() + interval '1 day', true),
        ('gift', '已结束的赠品', now() - interval '3 day', now() - interval '1 day', true),
        ('discount', '停用的折扣', NULL, NULL, false)
       RETURNING id`,
    );
    for (const row of activity) {
      await t.handle.query('INSERT INTO activity_goods (activity_id, goods_id) VALUES ($1, $2)', [
        row.id,
        main.goodsId,
      ]);
    }
    const a = await createMember(t.handle, { reviewStatus: 1 });
    approved = await t.loginAs(a.username, a.password);
    const p = await createMember(t.handle, { reviewStatus: 0 });
    pending = await t.loginAs(p.username, p.password);
    const w = await createMember(t.handle, { reviewStatus: 1 });
    await t.handle.query("UPDATE companies SET province = '广东省' WHERE id = $1", [w.companyId]);
    wrongProvince = await t.loginAs(w.username, w.password);
  });
  afterAll(() => t.close());

  const detail = (id: number, query: Record<string, string | number> = {}, client = t.client()) =>
    client.get<GoodsDetail>(`/api/goods/detail/${id}`, query);

  it('shows everything a buyer checks, with the best offer selected', async () => {
    const res = await detail(main.goodsId, {}, approved);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: main.goodsId,
      goods_price_id: main.offerIds[1],
      name: '详情测试饮片',
      generic_name: '详情测试饮片',
      sccj: '详情药业',
      ypgg: '10mg*24片',
      dosage_form: '片剂',
      approval_number: '国药准字Z11223344',
      bzdw: '盒',
      middle_pack: 10,
      case_pack: 200,
      storage: '密封，阴凉处保存',
      scope_id: refs.scopeId,
      brand: { id: refs.brandId },
      origin: '甘肃',
      base_price: '15.00',
      is_jxq: 1,
      near_expiry_price: '10.00',
      batch_number: 'B-JXQ',
      production_date: '2026-01-05',
      expiry_date: '2026-12-01',
    });
    expect(d.category_path.map((c) => c.id)).toEqual([tree.rootId, tree.childId, tree.grandchildId]);
    expect(d.offers.map((o) => o.goods_price_id)).toEqual([main.offerIds[1], main.offerIds[0]]);
    expect(d.offers[1]?.ladder_price).toEqual([
      { number: 50, price: '19.00' },
      { number: 100, price: '18.00' },
    ]);
    expect(d.activities.map((a) => a.title)).toEqual(['满1000减50']);
    expect(d.reports.map((r) => r.title)).toEqual(['近效期批次检验报告']);
    expect(d.related.map((r) => r.name).sort()).toEqual(['详情相关乙', '详情相关甲', '控销测试胶囊'].sort());
  });

  it('selects the offer of the link and echoes the link fields', async () => {
    const res = await detail(
      main.goodsId,
      { goods_price_id: main.offerIds[0] ?? 0, ladder_price_id: 7, goods_manjian_id: 3, is_yj: 1 },
      approved,
    );
    expect(res.body.data).toMatchObject({
      goods_price_id: main.offerIds[0],
      batch_number: 'B-MAIN',
      is_jxq: 0,
    });
    expect(res.body.data.reports.map((r) => r.title)).toEqual(['出厂检验报告']);
    expect(res.body.data.query).toEqual({
      goods_price_id: main.offerIds[0],
      ladder_price_id: 7,
      goods_manjian_id: 3,
      is_yj: 1,
      is_jxq: 0,
    });
    // 0 is "none", as the cart lines send it.
    const none = await detail(
      main.goodsId,
      { goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0 },
      approved,
    );
    expect(none.status).toBe(200);
    expect(none.body.data.query).toMatchObject({
      ladder_price_id: null,
      goods_manjian_id: null,
    });
    expect((await detail(main.goodsId, { ladder_price_id: -1 })).body.errors).toHaveProperty(
      'ladder_price_id',
    );
    const other = await detail(main.goodsId, { goods_price_id: controlled.offerIds[0] ?? 0 });
    expect(other.status).toBe(404);
    const bad = await detail(main.goodsId, { goods_price_id: 'x', is_yj: 5 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['goods_price_id', 'is_yj']);
  });

  it('hides prices and reports from guests and prices from unapproved members', async () => {
    const guest = (await detail(main.goodsId)).body.data;
    expect(guest.base_price).toBeNull();
    expect(guest.price_tip).toBe('登录后可见');
    expect(guest.near_expiry_price).toBeNull();
    expect(guest.offers.every((o) => o.base_price === null && o.ladder_price.length === 0)).toBe(true);
    expect(guest.reports).toEqual([]);
    const member = (await detail(main.goodsId, {}, pending)).body.data;
    expect(member.price_tip).toBe('资质审核通过后可见');
    expect(member.offers.every((o) => o.base_price === null)).toBe(true);
  });

  it('shows the sale window to all, the negotiated and original prices only to approved members', async () => {
    const offerId = main.offerIds[0] ?? 0;
    await t.handle.query(
      `UPDATE offers SET original_price = 2600, sale_starts_at = to_timestamp(1900000000),
         sale_ends_at = to_timestamp(1900086400) WHERE id = $1`,
      [offerId],
    );
    const buyer = await createMember(t.handle, { reviewStatus: 1 });
    await t.handle.query(
      `INSERT INTO negotiated_prices (company_id, offer_id, price) VALUES ($1, $2, 1750),
         ($3, $2, 1700)`,
      [buyer.companyId, offerId, 3],
    );
    const mine = (
      await detail(main.goodsId, { goods_price_id: offerId }, await t.loginAs(buyer.username, buyer.password))
    ).body.data;
    expect(mine).toMatchObject({
      yj_price: '17.50',
      original_price: '26.00',
      sale_starts_at: 1_900_000_000,
      sale_ends_at: 1_900_086_400,
    });
    const plain = mine.offers.find((o) => o.goods_price_id !== offerId);
    expect(plain).toMatchObject({
      yj_price: null,
      original_price: null,
      sale_starts_at: null,
      sale_ends_at: null,
    });
    // Another store's negotiated price is never shown.
    expect((await detail(main.goodsId, { goods_price_id: offerId }, approved)).body.data.yj_price).toBeNull();
    for (const client of [t.client(), pending]) {
      const seen = (await detail(main.goodsId, { goods_price_id: offerId }, client)).body.data;
      expect(seen).toMatchObject({ yj_price: null, original_price: null, sale_starts_at: 1_900_000_000 });
    }
    await t.handle.query('DELETE FROM negotiated_prices WHERE offer_id = $1', [offerId]);
    await t.handle.query(
      'UPDATE offers SET original_price = NULL, sale_starts_at = NULL, sale_ends_at = NULL WHERE id = $1',
      [offerId],
    );
  });

  it('answers unknown, off-sale and bad ids with 404 or 422', async () => {
    for (const id of [999999999, offSale.goodsId]) {
      const res = await detail(id);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('商品不存在或已下架');
    }
    expect((await t.client().get('/api/goods/detail/abc')).status).toBe(422);
    expect((await t.client().get('/api/goods/detail/-3')).status).toBe(422);
  });

  it('shows controlled goods only to members the rule allows, everywhere', async () => {
    const lists = async (client: TestClient) => {
      const list = await client.get<GoodsListPage>('/api/goods/list', { category_id: tree.rootId });
      const zone = await client.get<GoodsListPage>('/api/goods/list', { zone: 'test-zone' });
      const suggest = await client.get<GoodsSuggestion[]>('/api/goods/search', { keywords: '控销测试' });
      const found = await client.get<GoodsListPage>('/api/goods/list', { keywords: '控销测试' });
      return {
        inList: list.body.data.list.some((g) => g.id === controlled.goodsId),
        zone: zone.body.data.list.map((g) => g.id),
        suggested: suggest.body.data.map((s) => s.id),
        searched: found.body.data.total,
        detail: (await detail(controlled.goodsId, {}, client)).status,
        related: (await detail(main.goodsId, {}, client)).body.data.related.some(
          (g) => g.id === controlled.goodsId,
        ),
      };
    };
    expect(await lists(approved)).toEqual({
      inList: true,
      zone: [controlled.goodsId],
      suggested: [controlled.goodsId],
      searched: 1,
      detail: 200,
      related: true,
    });
    const hidden = { inList: false, zone: [], suggested: [], searched: 0, detail: 404, related: false };
    expect(await lists(t.client())).toEqual(hidden);
    expect(await lists(wrongProvince)).toEqual(hidden);
  });

  it('lists current activities of a goods, or all current ones', async () => {
    const ofGoods = await t
      .client()
      .get<GoodsActivity[]>('/api/goods/activities', { goods_id: main.goodsId });
    expect(ofGoods.body.data).toEqual([
      expect.objectContaining({ kind: 'manjian', title: '满1000减50', starts_at: expect.any(Number) }),
    ]);
    const all = await t.client().get<GoodsActivity[]>('/api/goods/activities');
    expect(all.body.data.map((a) => a.title)).toContain('满1000减50');
    expect(all.body.data.map((a) => a.title)).not.toContain('已结束的赠品');
    expect((await t.client().get('/api/goods/activities', { goods_id: 'x' })).status).toBe(422);
  });

  it('lists the store-wide 满折 for a goods no goods-level 满减/满折 covers, and only then', async () => {
    const [uncovered] = await t.handle.query<{ id: number }>(
      `SELECT g.id FROM goods g WHERE NOT EXISTS (SELECT 1 FROM activity_goods ag WHERE ag.goods_id = g.id)
       ORDER BY g.id LIMIT 1`,
    );
    const [global] = await t.handle.query<{ title: string }>('SELECT title FROM activities WHERE is_global');
    const plain = await t.client().get<GoodsActivity[]>('/api/goods/activities', { goods_id: uncovered!.id });
    expect(plain.body.data.map((a) => a.title)).toEqual([global!.title]);
    const covered = await t
      .client()
      .get<GoodsActivity[]>('/api/goods/activities', { goods_id: main.goodsId });
    expect(covered.body.data.map((a) => a.title)).not.toContain(global!.title);
  });

  it('GET /api/jybg/filter: reports of a batch for members only', async () => {
    const guest = await t.client().get('/api/jybg/filter', { goods_id: main.goodsId });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(10001);
    const all = await approved.get<InspectionReport[]>('/api/jybg/filter', { goods_id: main.goodsId });
    expect(all.body.data.map((r) => r.batch_number)).toEqual(['B-MAIN', 'B-JXQ']);
    const batch = await approved.get<InspectionReport[]>('/api/jybg/filter', {
      goods_id: main.goodsId,
      batch_number: 'B-MAIN',
    });
    expect(batch.body.data).toEqual([
      {
        id: expect.any(Number),
        title: '出厂检验报告',
        image: '/media/report-1.svg',
        issued_on: '2026-01-10',
        batch_number: 'B-MAIN',
      },
    ]);
    const injected = await approved.get<InspectionReport[]>('/api/jybg/filter', {
      goods_id: main.goodsId,
      batch_number: "B-MAIN' OR '1'='1",
    });
    expect(injected.body.data).toEqual([]);
    // Without a goods (SPEC §7 names no parameter): the batches this store ordered, none yet.
    const bought = await approved.get<InspectionReport[]>('/api/jybg/filter', {});
    expect(bought.status).toBe(200);
    expect(bought.body.data).toEqual([]);
    expect((await approved.get('/api/jybg/filter', { goods_id: 0 })).status).toBe(422);
    expect(
      (await approved.get('/api/jybg/filter', { goods_id: main.goodsId, batch_number: 'x'.repeat(65) }))
        .status,
    ).toBe(422);
  });
});
