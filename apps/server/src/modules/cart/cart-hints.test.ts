import type { AddToCartLine, CartHints, CartState } from '@mall/shared/cart';
import { formatFen } from '@mall/shared/money';
import { priceCart } from '@mall/shared/pricing/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { clearCart, createActivity, createOffer, DEMO_COMPANY, setShippingRule } from './cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
const made: Record<string, Made> = {};

beforeAll(async () => {
  t = await createTestApp();
  // This copy only: the seeded global activities would cover the test goods too.
  await t.handle.query('UPDATE activities SET is_enabled = false WHERE is_global');
  await setShippingRule(t.handle, 1000, 50_000);
  made.a = await createOffer(t.handle, { name: '满减甲片', basePrice: 2000 });
  made.b = await createOffer(t.handle, { name: '满减乙片', basePrice: 1000 });
  made.ladder = await createOffer(t.handle, {
    name: '阶梯庚片',
    basePrice: 1000,
    ladder: [
      { quantity: 10, price: 900 },
      { quantity: 20, price: 800 },
    ],
  });
  await createActivity(t.handle, {
    kind: 'manjian',
    title: '满100减10',
    goodsIds: [made.a.goodsId, made.b.goodsId],
    tiers: [
      [10_000, 1000],
      [20_000, 3000],
    ],
  });
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t.handle, DEMO_COMPANY));

const line = (m: Made, number: number): AddToCartLine => ({
  goods_id: m.goodsId,
  goods_price_id: m.offerId,
  number,
});
async function fill(lines: AddToCartLine[]) {
  for (const l of lines) expect((await demo.postForm('/api/cart', { params: [l] })).body.code).toBe(10000);
}
const list = async () => (await demo.get<CartState>('/api/cart/list', { new: 1 })).body.data;

describe('GET /api/cart/total', () => {
  it('counts the lines of the acting store', async () => {
    await fill([line(made.a as Made, 1), line(made.b as Made, 1), line(made.a as Made, 1)]);
    expect((await demo.get('/api/cart/total')).body).toEqual({ code: 10000, msg: 'ok', data: { total: 2 } });
  });
});

describe('POST /api/cart/next_hint', () => {
  it('nudges toward the next tier, the next ladder tier and free shipping', async () => {
    await fill([line(made.a as Made, 4), line(made.ladder as Made, 8)]);
    const all = await demo.postForm<CartHints>('/api/cart/next_hint', {});
    expect(all.body.data.hints).toEqual(['再买 ¥20.00 可减 ¥10.00', '还差 ¥340.00 包邮']);
    const focused = await demo.postForm<CartHints>(
      `/api/cart/next_hint?goods_price_id=${made.ladder?.offerId}`,
      {},
    );
    expect(focused.body.data.hints).toEqual(['再买 2 件享 ¥9.00', '还差 ¥340.00 包邮']);
    expect((await demo.postForm('/api/cart/next_hint?goods_price_id=abc', {})).status).toBe(422);
  });
});

describe('a large cart', () => {
  it('lists 200 lines of distinct goods, priced as the engine prices them', async () => {
    // 200 distinct goods of the seeded catalogue: every kind of offer, activity and visibility.
    await t.handle.query(
      `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key, type)
       SELECT $1, id, GREATEST(min_quantity, 1), 'o' || id, type FROM (
         SELECT DISTINCT ON (goods_id) id, min_quantity, type FROM offers ORDER BY goods_id, id
       ) o ORDER BY id LIMIT 200`,
      [DEMO_COMPANY],
    );
    const state = await list();
    expect(state.data).toHaveLength(200);
    const priced = priceCart({ lines: state.data.map((l) => l.pricing_input), ...state.pricing });
    expect(state.totals.payable_amount).toBe(formatFen(priced.totals.payable));
    expect(state.totals.count).toBe(state.data.filter((l) => l.is_selected === 1).length);
    // Its speed is a benchmark's (bench/cart.ts: p95 of the 200-line list on PostgreSQL), not a
    // timed test's, which would fail on a busy machine rather than on slow code.
  });
});
