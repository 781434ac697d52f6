import type { Page } from '@mall/shared/codes';
import type { FavoriteGoodsIds } from '@mall/shared/favorite';
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createGoods, createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';

let t: TestApp;
let goodsIds: number[];
let offSaleId: number;
let controlledId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { rootId } = await createCategoryTree(t.handle, '收藏测试类目');
  goodsIds = [];
  for (const name of ['收藏甲片', '收藏乙胶囊', '收藏丙颗粒']) {
    goodsIds.push((await createGoods(t.handle, { categoryId: rootId, name })).goodsId);
  }
  offSaleId = (await createGoods(t.handle, { categoryId: rootId, name: '已下架收藏', isOnSale: false }))
    .goodsId;
  controlledId = (await createGoods(t.handle, { categoryId: rootId, name: '诊所控销收藏' })).goodsId;
  const [zone] = await t.handle.query<{ id: number }>(
    "INSERT INTO control_zones (slug, name) VALUES ('fav-test', '收藏测试专区') RETURNING id",
  );
  await t.handle.query(
    "INSERT INTO control_rules (goods_id, zone_id, allowed_customer_types) VALUES ($1, $2, '{诊所}')",
    [controlledId, zone?.id],
  );
});
afterAll(() => t.close());

async function member(options: Parameters<typeof createMember>[1] = {}) {
  const fixture = await createMember(t.handle, options);
  return { fixture, client: await t.loginAs(fixture.username, fixture.password) };
}

const list = (client: TestClient, query: Record<string, number> = {}) =>
  client.get<Page<GoodsRead>>('/api/favorite', query);
const add = (client: TestClient, ids: unknown[]) =>
  client.postForm<FavoriteGoodsIds>('/api/favorite', { goods_ids: ids });
const cancel = (client: TestClient, ids: unknown[]) =>
  client.postForm<FavoriteGoodsIds>('/api/favorite/cancel', { goods_ids: ids });
const rowsOf = (m: MemberFixture) =>
  t.handle.query<{ goods_id: number }>(
    'SELECT goods_id FROM favorites WHERE company_id = $1 ORDER BY goods_id',
    [m.companyId],
  );

describe('favourites of a guest', () => {
  it('answers 10001 to every call', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    for (const res of [
      await list(guest),
      await add(guest, [goodsIds[0]]),
      await cancel(guest, [goodsIds[0]]),
      await guest.get('/api/favorite/ids', { 'goods_ids[]': goodsIds[0] }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });
});

describe('favourites of a member', () => {
  it('adds goods with 收藏成功, newest first, with prices for an approved store', async () => {
    const { client } = await member();
    const first = await add(client, [goodsIds[0], goodsIds[1], goodsIds[0]]);
    expect(first.body).toMatchObject({
      code: 10000,
      msg: '收藏成功',
      data: { goods_ids: goodsIds.slice(0, 2) },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await add(client, [goodsIds[2]]);
    const res = await list(client);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(res.body.data.list.map((g) => g.id)).toEqual([goodsIds[2], goodsIds[1], goodsIds[0]]);
    expect(res.body.data.list[0]).toMatchObject({ name: '收藏丙颗粒', base_price: '12.50', price_tip: '' });
    const paged = await list(client, { page: 2, page_size: 2 });
    expect(paged.body.data.list.map((g) => g.id)).toEqual([goodsIds[0]]);
  });

  it('is idempotent and cancels with 取消收藏成功', async () => {
    const { fixture, client } = await member();
    await add(client, [goodsIds[0]]);
    const again = await client.post<FavoriteGoodsIds>('/api/favorite', { goods_ids: [goodsIds[0]] });
    expect(again.body).toMatchObject({ code: 10000, data: { goods_ids: [goodsIds[0]] } });
    expect(await rowsOf(fixture)).toHaveLength(1);
    const res = await cancel(client, [goodsIds[0], goodsIds[1]]);
    expect(res.body).toMatchObject({ code: 10000, msg: '取消收藏成功' });
    expect(await rowsOf(fixture)).toEqual([]);
    expect((await list(client)).body.data.total).toBe(0);
  });

  it('says which goods are favourites', async () => {
    const { client } = await member();
    await add(client, [goodsIds[1]]);
    const res = await client.get<FavoriteGoodsIds>(
      `/api/favorite/ids?goods_ids[]=${goodsIds[0]}&goods_ids[]=${goodsIds[1]}`,
    );
    expect(res.body.data).toEqual({ goods_ids: [goodsIds[1]] });
    const comma = await client.get<FavoriteGoodsIds>('/api/favorite/ids', {
      goods_ids: `${goodsIds[1]},${goodsIds[2]}`,
    });
    expect(comma.body.data.goods_ids).toEqual([goodsIds[1]]);
  });

  it('hides prices from a store that is not approved', async () => {
    const { client } = await member({ reviewStatus: 0 });
    await add(client, [goodsIds[0]]);
    const [goods] = (await list(client)).body.data.list;
    expect(goods).toMatchObject({ id: goodsIds[0], base_price: null, price_tip: '资质审核通过后可见' });
  });

  it('reads each goods as the goods list does: the same offer, fields and activity tags', async () => {
    const { client } = await member();
    const [activity] = await t.handle.query<{ id: number }>(
      `INSERT INTO activities (kind, title, starts_at, ends_at, is_enabled)
       VALUES ('manjian', '收藏满减', now() - interval '1 day', now() + interval '1 day', true) RETURNING id`,
    );
    await t.handle.query('INSERT INTO activity_goods (activity_id, goods_id) VALUES ($1, $2)', [
      activity?.id,
      goodsIds[1],
    ]);
    try {
      await add(client, [goodsIds[1]]);
      const [favourite] = (await list(client)).body.data.list;
      expect(favourite?.activity_tags).toEqual([
        { id: activity?.id, kind: 'manjian', label: '满减', title: '收藏满减' },
      ]);
      const listed = await client.get<GoodsListPage>('/api/goods/list', { keywords: '收藏乙胶囊' });
      expect(listed.body.data.list.find((g) => g.id === goodsIds[1])).toEqual(favourite);
    } finally {
      await t.handle.query('DELETE FROM activities WHERE id = $1', [activity?.id]);
    }
  });

  it("never reads or changes another member's favourites", async () => {
    const a = await member();
    const b = await member();
    await add(a.client, [goodsIds[0], goodsIds[1]]);
    await add(b.client, [goodsIds[1]]);
    await cancel(b.client, [goodsIds[0], goodsIds[1]]);
    expect((await rowsOf(a.fixture)).map((r) => r.goods_id)).toEqual(goodsIds.slice(0, 2));
    expect((await list(b.client)).body.data.total).toBe(0);
    const ids = await b.client.get<FavoriteGoodsIds>('/api/favorite/ids', { goods_ids: goodsIds.join(',') });
    expect(ids.body.data.goods_ids).toEqual([]);
  });
});

describe('goods a store may not favourite', () => {
  it('refuses unknown, off-sale and controlled-elsewhere goods with 404, adding nothing', async () => {
    const { fixture, client } = await member();
    for (const bad of [2_000_000_000, offSaleId, controlledId]) {
      const res = await add(client, [goodsIds[0], bad]);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('商品不存在或已下架');
    }
    expect(await rowsOf(fixture)).toEqual([]);
  });

  it('lets a clinic favourite the goods its rule allows, and hides it once the rule changes', async () => {
    const { fixture, client } = await member();
    await t.handle.query("UPDATE companies SET customer_type = '诊所' WHERE id = $1", [fixture.companyId]);
    expect((await add(client, [controlledId])).body.code).toBe(10000);
    expect((await list(client)).body.data.list.map((g) => g.id)).toEqual([controlledId]);
    await t.handle.query("UPDATE companies SET customer_type = '单体药店' WHERE id = $1", [
      fixture.companyId,
    ]);
    expect((await list(client)).body.data.total).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 422 with Chinese messages and changes nothing', async () => {
    const { fixture, client } = await member();
    const cases: [unknown, string][] = [
      [[], '请选择商品'],
      [Array.from({ length: 101 }, (_, i) => i + 1), '一次最多100个商品'],
      [['abc'], '编号须为正整数'],
      [['-3'], '编号须为正整数'],
      [['1.5'], '编号须为正整数'],
      [["1' OR 1=1 --"], '编号须为正整数'],
    ];
    for (const [ids, message] of cases) {
      for (const res of [await add(client, ids as unknown[]), await cancel(client, ids as unknown[])]) {
        expect(res.status).toBe(422);
        expect(res.body.msg).toBe(message);
      }
    }
    const missing = await client.postForm('/api/favorite', {});
    expect(missing.body).toMatchObject({ code: 422, errors: { goods_ids: ['请选择商品'] } });
    const big = await list(client, { page_size: 101 });
    expect(big.status).toBe(422);
    const negative = await list(client, { page: -1 });
    expect(negative.status).toBe(422);
    expect((await client.get('/api/favorite/ids')).status).toBe(422);
    expect(await rowsOf(fixture)).toEqual([]);
  });
});

describe('the demo favourites', () => {
  it('gives demo favourites it may see, with prices, and demo2 its own', async () => {
    const demo = await t.loginAs('demo');
    const res = await list(demo, { page_size: 100 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(5);
    expect(res.body.data.list.every((g) => /^\d+\.\d{2}$/.test(g.base_price ?? ''))).toBe(true);
    const demoRows = await t.handle.query<{ goods_id: number }>(
      'SELECT goods_id FROM favorites WHERE company_id = 1 ORDER BY created_at DESC, goods_id DESC',
    );
    expect(res.body.data.list.map((g) => g.id)).toEqual(demoRows.map((r) => r.goods_id));
    const demo2 = await t.loginAs('demo2');
    const other = await list(demo2, { page_size: 100 });
    const demo2Rows = await t.handle.query<{ goods_id: number }>(
      'SELECT goods_id FROM favorites WHERE company_id = 3 ORDER BY created_at DESC, goods_id DESC',
    );
    expect(other.body.data.total).toBeGreaterThan(0);
    expect(other.body.data.list.map((g) => g.id)).toEqual(demo2Rows.map((r) => r.goods_id));
  });
});
