/**
 * Activity scope (decision 019): categories (sub-categories included), customer types and
 * provinces. A store outside the scope neither sees the activity's tag nor gets its price, in the
 * lists, the detail, the activity filter, the cart and the order's preview.
 */
import type { CartState } from '@mall/shared/cart';
import type { GoodsActivity, GoodsDetail, GoodsListPage, GoodsRead } from '@mall/shared/goods';
import type { OrderAmounts } from '@mall/shared/order';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategoryTree, uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { clearCart, createActivity, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { putLine } from '../order/order.fixtures.ts';

let t: TestApp;
let demo: TestClient;
let demo2: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let inCategory: Made;
let forShops: Made;
let forZhejiang: Made;
let categoryActivity: number;
let shopActivity: number;
let provinceActivity: number;
const DEMO2_COMPANY = 3;

async function restrict(activityId: number, customerTypes: string[], provinces: string[]) {
  await t.handle.query(
    'UPDATE activities SET allowed_customer_types = $2, allowed_provinces = $3 WHERE id = $1',
    [activityId, customerTypes, provinces],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  // This copy only: the seeded store-wide activities would cover the test goods too.
  await t.handle.query('UPDATE activities SET is_enabled = false WHERE is_global');
  const tree = await createCategoryTree(t.handle, uniqueName('活动范围类目'));
  inCategory = await createOffer(t.handle, { name: uniqueName('范围类目片'), basePrice: 1000 });
  await t.handle.query('UPDATE goods SET category_id = $2 WHERE id = $1', [
    inCategory.goodsId,
    tree.grandchildId,
  ]);
  categoryActivity = await createActivity(t.handle, {
    kind: 'manjian',
    title: '类目满50减5',
    tiers: [[5000, 500]],
  });
  await t.handle.query('INSERT INTO activity_categories (activity_id, category_id) VALUES ($1, $2)', [
    categoryActivity,
    tree.rootId,
  ]);

  forShops = await createOffer(t.handle, { name: uniqueName('药店专享片'), basePrice: 1000 });
  shopActivity = await createActivity(t.handle, {
    kind: 'discount',
    title: '药店满50享9折',
    goodsIds: [forShops.goodsId],
    tiers: [[5000, 90]],
  });
  await restrict(shopActivity, ['单体药店'], []);

  forZhejiang = await createOffer(t.handle, { name: uniqueName('浙江专享片'), basePrice: 1000 });
  provinceActivity = await createActivity(t.handle, {
    kind: 'gift',
    title: '浙江买五赠一',
    goodsIds: [forZhejiang.goodsId],
    gift: { buy: 5, give: 1 },
  });
  await restrict(provinceActivity, [], ['浙江省']);

  demo = await t.loginAs('demo');
  demo2 = await t.loginAs('demo2');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t.handle, DEMO_COMPANY);
  await clearCart(t.handle, DEMO2_COMPANY);
});

async function listed(client: TestClient, made: Made): Promise<GoodsRead | undefined> {
  const name = (
    await t.handle.query<{ name: string }>('SELECT name FROM goods WHERE id = $1', [made.goodsId])
  )[0]?.name;
  const res = await client.get<GoodsListPage>('/api/goods/list', { keywords: name, page_size: 20 });
  expect(res.status).toBe(200);
  return res.body.data.list.find((g) => g.id === made.goodsId);
}

const tagIds = (goods: GoodsRead | undefined) => (goods?.activity_tags ?? []).map((tag) => tag.id);

async function cartOf(client: TestClient, companyId: number, made: Made, number: number) {
  if (companyId === DEMO_COMPANY) {
    await putLine(t.handle, client, companyId, made, number);
  } else {
    // demo2 has not signed the purchase contract, so its cart is filled directly.
    await t.handle.query(
      `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key) VALUES ($1, $2, $3, 'o' || $2::int)`,
      [companyId, made.offerId, number],
    );
  }
  return (await client.get<CartState>('/api/cart/list', { new: 1 })).body.data;
}

describe('category scope', () => {
  it('covers goods of a sub-category: tag with the title, cart price and the activity list', async () => {
    const goods = await listed(demo, inCategory);
    expect(goods?.activity_tags).toContainEqual({
      id: categoryActivity,
      kind: 'manjian',
      label: '满减',
      title: '类目满50减5',
    });
    const cart = await cartOf(demo, DEMO_COMPANY, inCategory, 5);
    expect(cart.data[0]?.goods_manjian_id).toBe(categoryActivity);
    expect(cart.totals.saving_amount).toBe('5.00');
    const zone = await demo.get<GoodsListPage>('/api/goods/list', { activity_id: categoryActivity });
    expect(zone.body.data.list.map((g) => g.id)).toEqual([inCategory.goodsId]);
    const detail = await demo.get<GoodsDetail>(`/api/goods/detail/${inCategory.goodsId}`);
    expect(detail.body.data.activities.map((a) => a.id)).toContain(categoryActivity);
    expect(tagIds(detail.body.data)).toContain(categoryActivity);
    const entries = await demo.get<{ id: number; goods_count: number }[]>('/api/goods/activities');
    expect(entries.body.data.find((a) => a.id === categoryActivity)?.goods_count).toBe(1);
  });
});

describe('customer-type scope', () => {
  it('gives a 单体药店 the 满折 price and tag', async () => {
    expect(tagIds(await listed(demo, forShops))).toContain(shopActivity);
    const cart = await cartOf(demo, DEMO_COMPANY, forShops, 5);
    expect(cart.data[0]?.goods_manjian_id).toBe(shopActivity);
    expect(cart.totals.saving_amount).toBe('5.00');
  });

  it('gives a clinic neither the price nor the tag, nor the activity in lists or the detail', async () => {
    expect(tagIds(await listed(demo2, forShops))).not.toContain(shopActivity);
    const cart = await cartOf(demo2, DEMO2_COMPANY, forShops, 5);
    expect(cart.data[0]?.goods_manjian_id ?? 0).not.toBe(shopActivity);
    expect(cart.totals.saving_amount).toBe('0.00');
    expect(cart.pricing.activities.map((a) => a.id)).not.toContain(shopActivity);
    const zone = await demo2.get<GoodsListPage>('/api/goods/list', { activity_id: shopActivity });
    expect(zone.body.data.total).toBe(0);
    const detail = await demo2.get<GoodsDetail>(`/api/goods/detail/${forShops.goodsId}`);
    expect(detail.body.data.activities.map((a) => a.id)).not.toContain(shopActivity);
    const activities = await demo2.get<GoodsActivity[]>('/api/goods/activities', {
      goods_id: forShops.goodsId,
    });
    expect(activities.body.data.map((a) => a.id)).not.toContain(shopActivity);
    const all = await demo2.get<GoodsActivity[]>('/api/goods/activities');
    expect(all.body.data.map((a) => a.id)).not.toContain(shopActivity);
  });

  it('shows a guest no restricted activity but the unrestricted ones', async () => {
    const guest = t.client();
    expect(tagIds(await listed(guest, forShops))).toEqual([]);
    expect(tagIds(await listed(guest, inCategory))).toContain(categoryActivity);
    const zone = await guest.get<GoodsListPage>('/api/goods/list', { activity_id: shopActivity });
    expect(zone.body.data.total).toBe(0);
  });
});

describe('province scope', () => {
  it('gives the gift to a store in 浙江 and not to one in 湖北', async () => {
    expect(tagIds(await listed(demo, forZhejiang))).toContain(provinceActivity);
    const inside = await cartOf(demo, DEMO_COMPANY, forZhejiang, 5);
    expect(inside.data[0]?.gift_data).toBeTruthy();
    expect(tagIds(await listed(demo2, forZhejiang))).not.toContain(provinceActivity);
    const outside = await cartOf(demo2, DEMO2_COMPANY, forZhejiang, 5);
    expect(JSON.stringify(outside.data[0]?.pricing_input.gift)).toBe('null');
  });
});

describe("the order's re-check", () => {
  it('prices the order by the scope as it is at checkout, not as it was in the cart', async () => {
    const line = await putLine(t.handle, demo, DEMO_COMPANY, forShops, 5);
    const before = await demo.postForm<OrderAmounts>('/api/order/preview', { ids: [line] });
    expect(before.body.data.activity_amount).toBe('5.00');
    await restrict(shopActivity, ['连锁药店'], []);
    try {
      const after = await demo.postForm<OrderAmounts>('/api/order/preview', { ids: [line] });
      expect(after.body.code).toBe(10000);
      expect(after.body.data.activity_amount).toBe('0.00');
    } finally {
      await restrict(shopActivity, ['单体药店'], []);
    }
  });
});

describe('bad input', () => {
  it('answers 422, never 500', async () => {
    for (const activityId of ['x', -1, 0, '1.5', '9999999999999']) {
      const res = await demo.get('/api/goods/list', { activity_id: activityId });
      expect(res.status).toBe(422);
    }
    expect((await demo.get('/api/goods/activities', { goods_id: 'abc' })).status).toBe(422);
    const unknown = await demo.get<GoodsListPage>('/api/goods/list', { activity_id: 2_000_000_000 });
    expect(unknown.body.data.total).toBe(0);
  });
});
