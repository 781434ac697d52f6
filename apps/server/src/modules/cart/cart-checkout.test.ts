import type { AddToCartLine, CartCheckout } from '@mall/shared/cart';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createOffer, DEMO_BRANCH, DEMO_COMPANY } from './cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let ruled: Made;
let scarce: Made;
let special: Made;
/** a line of demo2's store (company 3) */
let foreignLine: number;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { name: '编辑甲片', basePrice: 1000 });
  ruled = await createOffer(t.handle, { name: '编辑乙片', min: 4, step: 2, limit: 20, basePrice: 500 });
  scarce = await createOffer(t.handle, { name: '编辑丙片', stock: 9 });
  special = await createOffer(t.handle, { name: '编辑丁片' });
  const [row] = await t.handle.query<{ id: number }>(
    'SELECT id FROM cart_lines WHERE company_id = 3 LIMIT 1',
  );
  foreignLine = row?.id ?? 0;
  expect(foreignLine).toBeGreaterThan(0);
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t.handle, DEMO_COMPANY);
  await clearCart(t.handle, DEMO_BRANCH);
});

const line = (m: Made, number: number): AddToCartLine => ({
  goods_id: m.goodsId,
  goods_price_id: m.offerId,
  number,
});
async function put(m: Made, number: number): Promise<number> {
  const res = await demo.postForm('/api/cart', { params: [line(m, number)] });
  expect(res.body.code).toBe(10000);
  const rows = await cartRows(t.handle, DEMO_COMPANY);
  const found = rows.find((r) => r.line_key === `o${m.offerId}`);
  if (!found) throw new Error('line not added');
  return found.id;
}

describe('POST /api/cart/checkout', () => {
  it('prices exactly the chosen lines as selected', async () => {
    const a = await put(plain, 3);
    const b = await put(ruled, 4);
    await put(scarce, 1);
    await demo.postForm('/api/cart/batch_select', { ids: [a], is_selected: 0 });
    const res = await demo.postForm<CartCheckout>('/api/cart/checkout', { ids: [a, b], new: 1 });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.ids.sort()).toEqual([a, b].sort());
    expect(res.body.data.data.every((l) => l.is_selected === 1)).toBe(true);
    expect(res.body.data.totals).toMatchObject({ goods_amount: '50.00', count: 2, number: 7 });
  });

  it('refuses an invalid line or a quantity the rules refuse, naming the goods', async () => {
    const a = await put(ruled, 4);
    await t.handle.query('UPDATE offers SET min_quantity = 6 WHERE id = $1', [ruled.offerId]);
    try {
      const res = await demo.postForm('/api/cart/checkout', { ids: [a] });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('编辑乙片：该商品6件起购');
    } finally {
      await t.handle.query('UPDATE offers SET min_quantity = 4 WHERE id = $1', [ruled.offerId]);
    }
    const b = await put(plain, 1);
    await t.handle.query('UPDATE offers SET is_buy = false WHERE id = $1', [plain.offerId]);
    try {
      const res = await demo.postForm('/api/cart/checkout', { ids: [a, b] });
      expect(res.body).toMatchObject({ code: 400, msg: '编辑甲片：该商品暂不可购买' });
    } finally {
      await t.handle.query('UPDATE offers SET is_buy = true WHERE id = $1', [plain.offerId]);
    }
  });

  it('answers a short stock with what is left, where the order names the goods', async () => {
    const a = await put(scarce, 5);
    try {
      await t.handle.query('UPDATE offers SET stock = 3 WHERE id = $1', [scarce.offerId]);
      const short = await demo.postForm('/api/cart/checkout', { ids: [a] });
      expect(short.body).toMatchObject({ code: 400, msg: '编辑丙片：库存不足，最多可购买3件' });
      const preview = await demo.postForm('/api/order/preview', { ids: [a] });
      expect(preview.body).toMatchObject({ code: 400, msg: '编辑丙片库存不足' });
      await t.handle.query('UPDATE offers SET stock = 0 WHERE id = $1', [scarce.offerId]);
      const none = await demo.postForm('/api/cart/checkout', { ids: [a] });
      expect(none.body).toMatchObject({ code: 400, msg: '编辑丙片：该商品库存不足' });
    } finally {
      await t.handle.query('UPDATE offers SET stock = 9 WHERE id = $1', [scarce.offerId]);
    }
  });

  it('refuses goods outside the store’s scopes with 403', async () => {
    const a = await put(special, 1);
    await t.handle.query(
      `UPDATE goods SET scope_id = (SELECT id FROM business_scopes WHERE code = 'special_compound') WHERE id = $1`,
      [special.goodsId],
    );
    const res = await demo.postForm('/api/cart/checkout', { ids: [a] });
    expect(res.status).toBe(403);
    expect(res.body.msg).toMatch(/^您的经营范围不含/);
  });

  it('answers 422 to no ids and 404 to another store’s line', async () => {
    const none = await demo.postForm('/api/cart/checkout', { ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.msg).toBe('请选择要结算的商品');
    const a = await put(plain, 1);
    expect((await demo.postForm('/api/cart/checkout', { ids: [a, foreignLine] })).status).toBe(404);
  });

  it('answers 459 to demo2 and refuses demo3 under review', async () => {
    const demo2 = await t.loginAs('demo2');
    const res = await demo2.postForm('/api/cart/checkout', { ids: [foreignLine] });
    expect(res.body).toMatchObject({ code: 459 });
    const demo3 = await t.loginAs('demo3');
    await t.handle.query(
      `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key) VALUES (4, $1, 1, $2)`,
      [plain.offerId, `o${plain.offerId}`],
    );
    const [own] = await t.handle.query<{ id: number }>('SELECT id FROM cart_lines WHERE company_id = 4');
    const pending = await demo3.postForm('/api/cart/checkout', { ids: [own?.id] });
    expect(pending.status).toBe(403);
    expect(pending.body.msg).toBe('您的资质正在审核中，审核通过后方可采购');
  });
});
