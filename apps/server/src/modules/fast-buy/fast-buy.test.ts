import type { CartState } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import type { GoodsDetail } from '@mall/shared/goods';
import { formatFen } from '@mall/shared/money';
import { firstQuantity } from '@mall/shared/pricing/quantity';
import type { FastBuyRow } from '@mall/shared/self-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { insertPastOrder, plainOffers } from './fast-buy.fixtures.ts';

let t: TestApp;
let alice: MemberFixture;
let aliceClient: TestClient;
let bob: MemberFixture;
let bobClient: TestClient;
let offers: { id: number; base_price: number }[];

const X = () => offers[0]!.id;
const Y = () => offers[1]!.id;
const Z = () => offers[2]!.id;
const W = () => offers[3]!.id;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createMember(t.handle);
  bob = await createMember(t.handle);
  aliceClient = await t.loginAs(alice.username, alice.password);
  bobClient = await t.loginAs(bob.username, bob.password);
  offers = await plainOffers(t.handle, 4);
  const [combination] = await t.handle.query<{ id: number }>(
    'SELECT id FROM combinations ORDER BY id LIMIT 1',
  );
  const base = { companyId: alice.companyId, memberId: alice.memberId };
  // X: twice, 2 × 10.00 then 3 × 9.00 = 47.00; Y: once, 10 × 10.00 = 100.00, longer ago.
  await insertPastOrder(t.handle, {
    ...base,
    status: 3,
    daysAgo: 10,
    lines: [
      { offerId: X(), quantity: 2, unitPrice: 1000 },
      { offerId: Y(), quantity: 10, unitPrice: 1000 },
    ],
  });
  await insertPastOrder(t.handle, {
    ...base,
    status: 1,
    daysAgo: 2,
    lines: [
      { offerId: X(), quantity: 3, unitPrice: 900 },
      // A package component: bought as a package, not listed.
      { offerId: W(), quantity: 1, unitPrice: 100, combinationId: combination!.id },
    ],
  });
  // Unpaid and cancelled orders are not purchases.
  await insertPastOrder(t.handle, {
    ...base,
    status: 0,
    daysAgo: 1,
    lines: [{ offerId: Z(), quantity: 1, unitPrice: 100 }],
  });
  await insertPastOrder(t.handle, {
    ...base,
    status: 4,
    daysAgo: 1,
    lines: [{ offerId: Z(), quantity: 1, unitPrice: 100 }],
  });
});
afterAll(async () => {
  await t.close();
});

const fastBuy = (client: TestClient, query: Record<string, string | number> = {}) =>
  client.get<Page<FastBuyRow>>('/api/user/fast_buy', query);

describe('GET /api/user/fast_buy', () => {
  it('lists each offer bought in paid orders once, latest bought first, with its history', async () => {
    const res = await fastBuy(aliceClient);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    const [x, y] = res.body.data.list;
    expect(res.body.data.list.map((r) => r.goods_price_id)).toEqual([X(), Y()]);
    expect(x).toMatchObject({ times: 2, total_quantity: 5, last_price: '9.00', total_amount: '47.00' });
    expect(y).toMatchObject({ times: 1, total_quantity: 10, last_price: '10.00', total_amount: '100.00' });
    expect(x!.last_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(x!.last_date > y!.last_date).toBe(true);
  });

  it('carries the offer as it is now: current price, stock, rules and whether it can be bought', async () => {
    const res = await fastBuy(aliceClient);
    const x = res.body.data.list[0]!;
    const [row] = await t.handle.query<{
      base_price: number;
      stock: number;
      min_quantity: number;
      step: number;
    }>('SELECT base_price, stock, min_quantity, step FROM offers WHERE id = $1', [X()]);
    expect(x.goods.goods_price_id).toBe(X());
    expect(x.goods.base_price).toBe(formatFen(row!.base_price));
    expect(x.goods.number).toBe(row!.stock);
    expect(x.rules).toMatchObject({ min: row!.min_quantity, step: row!.step, stock: row!.stock });
    expect(x.goods.is_buy).toBe(1);
    expect(x.invalid_reason).toBe('');
    expect(x.goods.name).not.toBe('');
  });

  it('reads the goods as the goods list does: tiers and activity tags', async () => {
    const rowOf = async (offerId: number) =>
      (await fastBuy(aliceClient)).body.data.list.find((r) => r.goods_price_id === offerId)!;
    const [goods] = await t.handle.query<{ goods_id: number }>('SELECT goods_id FROM offers WHERE id = $1', [
      X(),
    ]);
    const before = (await rowOf(X())).goods.activity_tags;
    const [activity] = await t.handle.query<{ id: number }>(
      `INSERT INTO activities (kind, title, starts_at, ends_at, is_enabled)
       VALUES ('manjian', '常购满减', now() - interval '1 day', now() + interval '1 day', true) RETURNING id`,
    );
    await t.handle.query('INSERT INTO activity_goods (activity_id, goods_id) VALUES ($1, $2)', [
      activity!.id,
      goods!.goods_id,
    ]);
    const tag = { id: activity!.id, kind: 'manjian', label: '满减', title: '常购满减' };
    try {
      const x = await rowOf(X());
      expect(x.goods.activity_tags).toContainEqual(tag);
      expect(x.goods.activity_tags).toHaveLength((before ?? []).length + 1);
      // A goods outside the activity carries no tag of it.
      expect((await rowOf(Y())).goods.activity_tags).not.toContainEqual(tag);
      const detail = await aliceClient.get<GoodsDetail>(`/api/goods/detail/${goods!.goods_id}`, {
        goods_price_id: X(),
      });
      expect(detail.body.data.goods_price_id).toBe(X());
      expect(x.goods.ladder_price).toEqual(detail.body.data.ladder_price);
    } finally {
      await t.handle.query('DELETE FROM activities WHERE id = $1', [activity!.id]);
    }
    expect((await rowOf(X())).goods.activity_tags).toEqual(before);
  });

  it('marks an offer that can no longer be bought', async () => {
    await t.handle.query('UPDATE offers SET is_buy = false WHERE id = $1', [Y()]);
    try {
      const y = (await fastBuy(aliceClient)).body.data.list.find((r) => r.goods_price_id === Y())!;
      expect(y.goods.is_buy).toBe(0);
      expect(y.invalid_reason).not.toBe('');
    } finally {
      await t.handle.query('UPDATE offers SET is_buy = true WHERE id = $1', [Y()]);
    }
  });

  it('sorts by times bought and by amount spent', async () => {
    const byTimes = await fastBuy(aliceClient, { order: 'times' });
    expect(byTimes.body.data.list.map((r) => r.goods_price_id)).toEqual([X(), Y()]);
    const byAmount = await fastBuy(aliceClient, { order: 'amount' });
    expect(byAmount.body.data.list.map((r) => r.goods_price_id)).toEqual([Y(), X()]);
  });

  it('pages', async () => {
    const res = await fastBuy(aliceClient, { page: 2, page_size: 1 });
    expect(res.body.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(res.body.data.list.map((r) => r.goods_price_id)).toEqual([Y()]);
  });

  it('refuses an unknown order or a bad page with 422', async () => {
    const bad: Record<string, string | number>[] = [
      { order: 'price' },
      { page: 0 },
      { page_size: 101 },
      { page: 'x' },
    ];
    for (const query of bad) {
      const res = await fastBuy(aliceClient, query);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
    }
  });

  it("shows another store nothing of this store's purchases", async () => {
    const res = await fastBuy(bobClient);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 0, list: [] });
  });

  it("carries the quantity of the store's latest purchase, never another store's", async () => {
    // Bob buys X later and in a larger quantity: Alice's row still says her own 3.
    await insertPastOrder(t.handle, {
      companyId: bob.companyId,
      memberId: bob.memberId,
      status: 3,
      daysAgo: 0,
      lines: [{ offerId: X(), quantity: 40, unitPrice: 900 }],
    });
    const mine = (await fastBuy(aliceClient)).body.data.list;
    expect(mine.find((r) => r.goods_price_id === X())?.last_quantity).toBe(3);
    expect(mine.find((r) => r.goods_price_id === Y())?.last_quantity).toBe(10);
    const his = (await fastBuy(bobClient)).body.data;
    expect(his.total).toBe(1);
    expect(his.list[0]).toMatchObject({
      goods_price_id: X(),
      last_quantity: 40,
      times: 1,
      total_quantity: 40,
    });
  });

  it('asks a guest to log in', async () => {
    const res = await fastBuy(t.client());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10001);
  });
});

describe("demo's quick purchase", () => {
  it('lists what demo bought in the seeded orders, and quick_add puts a row back in the cart', async () => {
    const demo = await t.loginAs('demo');
    const res = await fastBuy(demo, { page_size: 100 });
    expect(res.body.data.total).toBeGreaterThan(0);
    const [paid] = await t.handle.query<{ n: number }>(
      `SELECT count(DISTINCT l.offer_id)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.company_id = 1 AND o.status IN (1, 2, 3) AND l.combination_id IS NULL`,
    );
    expect(res.body.data.total).toBe(paid!.n);
    const row = res.body.data.list.find(
      (r) => r.invalid_reason === '' && r.rules.stock >= firstQuantity(r.rules),
    );
    expect(row).toBeDefined();
    const number = firstQuantity(row!.rules);
    const before = (await demo.get<CartState>('/api/cart/list', { filters: 99999, new: 1 })).body.data.data;
    const had = before.find((l) => l.goods_price_id === row!.goods_price_id && l.is_yj === 0)?.number ?? 0;
    const added = await demo.post(`/api/cart/quick_add/${row!.goods_price_id}`, { number });
    expect(added.body.code === 10000 || added.body.code === 201).toBe(true);
    const after = (await demo.get<CartState>('/api/cart/list', { filters: 99999, new: 1 })).body.data.data;
    const line = after.find((l) => l.goods_price_id === row!.goods_price_id && l.is_yj === 0);
    expect(line?.number).toBe(had + number);
  });
});
