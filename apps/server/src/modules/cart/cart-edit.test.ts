import type { AddToCartLine, CartState } from '@mall/shared/cart';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createOffer, DEMO_BRANCH, DEMO_COMPANY } from './cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let ruled: Made;
let scarce: Made;
/** a line of demo2's store (company 3) */
let foreignLine: number;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { name: '编辑甲片', basePrice: 1000 });
  ruled = await createOffer(t.handle, { name: '编辑乙片', min: 4, step: 2, limit: 20, basePrice: 500 });
  scarce = await createOffer(t.handle, { name: '编辑丙片', stock: 9 });
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
const edit = (id: number, number: unknown) =>
  demo.postForm(`/api/cart/${id}/edit`, { params: { number }, new: 1 });
const quantityOf = async (id: number) =>
  (await t.handle.query<{ quantity: number }>('SELECT quantity FROM cart_lines WHERE id = $1', [id]))[0]
    ?.quantity;

describe('POST /api/cart/{id}/edit', () => {
  it('sets an allowed quantity', async () => {
    const id = await put(ruled, 4);
    const res = await edit(id, 8);
    expect(res.body).toEqual({ code: 10000, msg: 'ok', data: { id, number: 8 } });
    expect(await quantityOf(id)).toBe(8);
  });

  it('refuses what the rules refuse, with the nearest quantity it would accept', async () => {
    const id = await put(ruled, 4);
    const cases: [number, string, number][] = [
      [2, '该商品4件起购', 4],
      [7, '该商品需按2的倍数购买', 8],
      [22, '该商品每个门店限购20件', 20],
    ];
    for (const [number, msg, acceptable] of cases) {
      const res = await edit(id, number);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg, data: { number: acceptable } });
    }
    const stock = await edit(await put(scarce, 1), 10);
    expect(stock.body).toMatchObject({ msg: '库存不足，最多可购买9件', data: { number: 9 } });
    expect(await quantityOf(id)).toBe(4);
  });

  it('answers 404 for a line of another store or an unknown one, and changes nothing', async () => {
    for (const id of [foreignLine, 999_999]) {
      const res = await edit(id, 5);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('购物车中没有这件商品');
    }
    expect(await quantityOf(foreignLine)).not.toBe(5);
  });

  it('answers 422 to a bad quantity', async () => {
    const id = await put(plain, 1);
    for (const number of [0, -1, 1_000_000, 'abc', '']) {
      const res = await edit(id, number);
      expect(res.status, String(number)).toBe(422);
      expect(res.body.errors?.['params.number']).toEqual(['购买数量须为1至999999之间的整数']);
    }
  });

  it('never leaves a refused quantity after parallel edits', async () => {
    const id = await put(ruled, 4);
    const wanted = [6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
    const results = await Promise.all(wanted.map((n) => edit(id, n)));
    const accepted = wanted.filter((_n, i) => results[i]?.body.code === 10000);
    expect(accepted).toEqual([6, 8, 10, 12, 14, 16, 18, 20]);
    expect(accepted).toContain(await quantityOf(id));
  });
});

describe('POST /api/cart/batch_select and batch_delete', () => {
  it('selects and unselects the store’s lines', async () => {
    const a = await put(plain, 1);
    const b = await put(ruled, 4);
    const res = await demo.postForm('/api/cart/batch_select', { ids: [a, b], is_selected: 0 });
    expect(res.body.code).toBe(10000);
    let rows = await cartRows(t.handle, DEMO_COMPANY);
    expect(rows.map((r) => r.is_selected)).toEqual([false, false]);
    const list = await demo.get<CartState>('/api/cart/list');
    expect(list.body.data.totals.count).toBe(0);
    await demo.postForm('/api/cart/batch_select', { ids: [b], is_selected: 1 });
    rows = await cartRows(t.handle, DEMO_COMPANY);
    expect(rows.map((r) => r.is_selected)).toEqual([false, true]);
  });

  it('deletes the store’s lines with 删除成功', async () => {
    const a = await put(plain, 1);
    const b = await put(ruled, 4);
    const res = await demo.postForm('/api/cart/batch_delete', { ids: [a] });
    expect(res.body).toMatchObject({ code: 10000, msg: '删除成功' });
    expect((await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.id)).toEqual([b]);
  });

  it('refuses the whole call when one id is another store’s, changing nothing', async () => {
    const a = await put(plain, 1);
    const select = await demo.postForm('/api/cart/batch_select', { ids: [a, foreignLine], is_selected: 0 });
    expect(select.status).toBe(404);
    const del = await demo.postForm('/api/cart/batch_delete', { ids: [a, foreignLine] });
    expect(del.status).toBe(404);
    expect(await cartRows(t.handle, DEMO_COMPANY)).toMatchObject([{ id: a, is_selected: true }]);
    expect(await quantityOf(foreignLine)).toBeGreaterThan(0);
  });

  it('answers 422 to missing ids or a bad flag', async () => {
    expect((await demo.postForm('/api/cart/batch_select', { ids: [], is_selected: 1 })).status).toBe(422);
    expect((await demo.postForm('/api/cart/batch_select', { ids: [1], is_selected: 2 })).status).toBe(422);
    expect((await demo.postForm('/api/cart/batch_delete', {})).status).toBe(422);
  });

  it('answers a form list longer than the field takes with the field’s own message', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    for (const url of ['/api/cart/batch_select', '/api/cart/batch_delete']) {
      const res = await demo.postForm(url, { ids, is_selected: 1 });
      expect(res.status, url).toBe(422);
      expect(res.body.errors?.ids, url).toEqual([expect.stringContaining('200')]);
    }
  });
});

describe('guests', () => {
  it('answers 10001 to every write', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    for (const [url, body] of [
      ['/api/cart/1/edit', { params: { number: 1 } }],
      ['/api/cart/batch_select', { ids: [1], is_selected: 1 }],
      ['/api/cart/batch_delete', { ids: [1] }],
      ['/api/cart/quick_add/1', {}],
      ['/api/cart/copy', { ids: [1], other_user_ids: [2] }],
      ['/api/cart/next_hint', {}],
      ['/api/cart/checkout', { ids: [1] }],
    ] as const) {
      const res = await guest.postForm(url, body);
      expect(res.status, url).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });
});
