import type { CombinationRead } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createCombination, createOffer } from './cart.fixtures.ts';

let t: TestApp;
type Made = Awaited<ReturnType<typeof createOffer>>;
let shared: Made;
let other: Made;
let hidden: Made;
let current: number;
let second: number;

beforeAll(async () => {
  t = await createTestApp();
  shared = await createOffer(t.handle, { name: '套餐主药', basePrice: 1000, stock: 20 });
  other = await createOffer(t.handle, { name: '套餐辅药', basePrice: 400, stock: 7 });
  hidden = await createOffer(t.handle, { name: '套餐下架药', basePrice: 400 });
  await t.handle.query('UPDATE goods SET is_on_sale = false WHERE id = $1', [hidden.goodsId]);
  current = await createCombination(t.handle, {
    title: '感冒组合装',
    price: 1800,
    limit: 3,
    startsIn: -60,
    endsIn: 3600,
    items: [
      { offerId: shared.offerId, quantity: 1 },
      { offerId: other.offerId, quantity: 2 },
    ],
  });
  second = await createCombination(t.handle, {
    title: '第二组合装',
    price: 1500,
    items: [{ offerId: shared.offerId, quantity: 2 }],
  });
  await createCombination(t.handle, {
    title: '停用组合',
    price: 900,
    enabled: false,
    items: [{ offerId: shared.offerId, quantity: 1 }],
  });
  await createCombination(t.handle, {
    title: '未开始组合',
    price: 900,
    startsIn: 3600,
    items: [{ offerId: shared.offerId, quantity: 1 }],
  });
  await createCombination(t.handle, {
    title: '已结束组合',
    price: 900,
    endsIn: -60,
    items: [{ offerId: shared.offerId, quantity: 1 }],
  });
  await createCombination(t.handle, {
    title: '含下架药组合',
    price: 900,
    items: [
      { offerId: shared.offerId, quantity: 1 },
      { offerId: hidden.offerId, quantity: 1 },
    ],
  });
});
afterAll(() => t.close());

const page = (client = t.client(), query: Record<string, number> = {}) =>
  client.get<Page<CombinationRead>>('/api/combinationMzhg', { goods_id: shared.goodsId, ...query });

describe('GET /api/combinationMzhg', () => {
  it('lists the enabled, in-window packages of a goods with prices for an approved member', async () => {
    const res = await page(await t.loginAs('demo'));
    expect(res.body.code).toBe(10000);
    expect(res.body.data).toMatchObject({ total: 2, page: 1, page_size: 20 });
    const [first] = res.body.data.list.filter((c) => c.id === current);
    expect(first).toMatchObject({
      id: current,
      title: '感冒组合装',
      price: '18.00',
      raw_price: '18.00',
      member_limit: 3,
      stock: 3,
    });
    expect(first?.starts_at).toBeGreaterThan(1_000_000_000);
    expect(first?.items.map((i) => [i.goods.name, i.quantity, i.goods.base_price])).toEqual([
      ['套餐主药', 1, '10.00'],
      ['套餐辅药', 2, '4.00'],
    ]);
    expect(res.body.data.list.map((c) => c.id).sort()).toEqual([current, second].sort());
  });

  it('hides prices from guests and stores under review', async () => {
    for (const client of [t.client(), await t.loginAs('demo3')]) {
      const res = await page(client);
      expect(res.body.data.total).toBe(2);
      for (const c of res.body.data.list) {
        expect(c.price).toBeNull();
        expect(c.raw_price).toBeNull();
        expect(c.items.every((i) => i.goods.base_price === null)).toBe(true);
      }
    }
  });

  it('pages, and lists packages of other goods only when they contain them', async () => {
    const res = await page(t.client(), { page: 2, page_size: 1 });
    expect(res.body.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(res.body.data.list).toHaveLength(1);
    const ofOther = await t
      .client()
      .get<Page<CombinationRead>>('/api/combinationMzhg', { goods_id: other.goodsId });
    expect(ofOther.body.data.list.map((c) => c.id)).toEqual([current]);
  });

  it('answers 422 to bad paging', async () => {
    expect((await page(t.client(), { page: 0 })).status).toBe(422);
    expect((await page(t.client(), { page_size: 101 })).status).toBe(422);
  });
});
