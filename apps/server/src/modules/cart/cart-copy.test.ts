import type { AddToCartLine, CartCopyResult } from '@mall/shared/cart';
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
let pendingStore: number;
let strangerStore: number;

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
  const [pending] = await t.handle.query<{ id: number }>(
    `INSERT INTO companies (member_id, name, review_status) VALUES (1, '康源大药房（待审分店）', 0) RETURNING id`,
  );
  pendingStore = pending?.id ?? 0;
  strangerStore = 3;
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

describe('POST /api/cart/copy', () => {
  it('copies lines into the member’s other store, merging by key', async () => {
    const a = await put(plain, 2);
    const b = await put(ruled, 4);
    await t.handle.query(
      `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key) VALUES ($1, $2, 1, $3)`,
      [DEMO_BRANCH, plain.offerId, `o${plain.offerId}`],
    );
    const res = await demo.postForm<CartCopyResult>('/api/cart/copy', {
      ids: [a, b],
      other_user_ids: [DEMO_BRANCH],
    });
    expect(res.body).toEqual({
      code: 10000,
      msg: '已复制到所选门店',
      data: { stores: [{ user_id: DEMO_BRANCH, company: '康源大药房（城西分店）', copied: 2, refused: [] }] },
    });
    const rows = await cartRows(t.handle, DEMO_BRANCH);
    expect(rows.map((r) => [r.line_key, r.quantity]).sort()).toEqual(
      [
        [`o${plain.offerId}`, 3],
        [`o${ruled.offerId}`, 4],
      ].sort(),
    );
    expect((await cartRows(t.handle, DEMO_COMPANY)).length).toBe(2);
  });

  it('refuses per line by the target store’s quantity rules, and all lines of a store that may not buy', async () => {
    const a = await put(scarce, 6);
    await t.handle.query(
      `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key) VALUES ($1, $2, 5, $3)`,
      [DEMO_BRANCH, scarce.offerId, `o${scarce.offerId}`],
    );
    const res = await demo.postForm<CartCopyResult>('/api/cart/copy', {
      ids: [a],
      other_user_ids: [DEMO_BRANCH, pendingStore],
    });
    expect(res.body.data.stores).toEqual([
      {
        user_id: DEMO_BRANCH,
        company: '康源大药房（城西分店）',
        copied: 0,
        refused: [{ key: `o${scarce.offerId}`, msg: '库存不足，最多可购买9件' }],
      },
      {
        user_id: pendingStore,
        company: '康源大药房（待审分店）',
        copied: 0,
        refused: [{ key: `o${scarce.offerId}`, msg: '您的资质正在审核中，审核通过后方可采购' }],
      },
    ]);
    expect(await cartRows(t.handle, DEMO_BRANCH)).toMatchObject([{ quantity: 5 }]);
  });

  it('refuses a store that is not the member’s, the acting store itself, or another’s line, changing nothing', async () => {
    const a = await put(plain, 1);
    for (const body of [
      { ids: [a], other_user_ids: [DEMO_BRANCH, strangerStore] },
      { ids: [a], other_user_ids: [DEMO_COMPANY] },
      { ids: [a, foreignLine], other_user_ids: [DEMO_BRANCH] },
    ]) {
      const res = await demo.postForm('/api/cart/copy', body);
      expect(res.status).toBe(404);
    }
    expect(await cartRows(t.handle, DEMO_BRANCH)).toEqual([]);
    const none = await demo.postForm('/api/cart/copy', { ids: [a], other_user_ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.msg).toBe('请选择要复制到的门店');
  });
});
