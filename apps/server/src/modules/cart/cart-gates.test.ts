import type { AddToCartLine, AddToCartResult } from '@mall/shared/cart';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { CHINA_TODAY_TEXT } from '../../db/china-time.ts';
import { cartRows, clearCart, createOffer, DEMO_COMPANY } from './cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let ruled: Made;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { basePrice: 1250 });
  ruled = await createOffer(t.handle, { min: 4, step: 2, basePrice: 800 });
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t.handle, DEMO_COMPANY));

const line = (made: Made, number: number): AddToCartLine => ({
  goods_id: made.goodsId,
  goods_price_id: made.offerId,
  number,
});
const add = (client: TestClient, params: AddToCartLine[]) =>
  client.postForm<AddToCartResult>('/api/cart', { params });
const rows = () => cartRows(t.handle, DEMO_COMPANY);

describe('POST /api/cart/quick_add/{id}', () => {
  it('adds the first allowed quantity by default, or the given number', async () => {
    const res = await demo.postForm<AddToCartResult>(`/api/cart/quick_add/${ruled.offerId}`, {});
    expect(res.body).toMatchObject({ code: 10000, data: { count: 1, added: [{ number: 4 }] } });
    await demo.postForm(`/api/cart/quick_add/${ruled.offerId}`, { number: 2 });
    expect(await rows()).toMatchObject([{ quantity: 6 }]);
  });

  it('refuses by the same rules as POST /api/cart', async () => {
    const res = await demo.postForm(`/api/cart/quick_add/${ruled.offerId}`, { number: 3 });
    expect(res.body).toMatchObject({ code: 400, msg: '该商品4件起购', data: { number: 4 } });
    const unknown = await demo.postForm('/api/cart/quick_add/999999', {});
    expect(unknown.body).toMatchObject({ code: 400, msg: '商品不存在或已下架' });
    const bad = await demo.postForm('/api/cart/quick_add/abc', {});
    expect(bad.status).toBe(422);
  });
});

describe('store gates', () => {
  it('answers 459 to a store that has not signed the contract', async () => {
    const demo2 = await t.loginAs('demo2');
    const res = await add(demo2, [line(plain, 1)]);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 459, msg: '请先签署电子采购合同' });
  });

  it('refuses a store under review', async () => {
    const demo3 = await t.loginAs('demo3');
    const res = await add(demo3, [line(plain, 1)]);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403, msg: '您的资质正在审核中，审核通过后方可采购' });
    expect((await demo3.postForm(`/api/cart/quick_add/${plain.offerId}`, {})).status).toBe(403);
  });

  it('refuses a store whose licence has expired', async () => {
    await t.handle.query(
      `UPDATE company_licences SET expires_on = ${CHINA_TODAY_TEXT} - 3
       WHERE company_id = $1 AND type_id = (SELECT id FROM licence_types WHERE name = '委托人身份证')`,
      [DEMO_COMPANY],
    );
    try {
      const res = await add(demo, [line(plain, 1)]);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您的资质已过期，请更新后再采购');
      expect(await rows()).toEqual([]);
    } finally {
      await t.handle.query(
        `UPDATE company_licences SET expires_on = ${CHINA_TODAY_TEXT} + 2000
         WHERE company_id = $1 AND type_id = (SELECT id FROM licence_types WHERE name = '委托人身份证')`,
        [DEMO_COMPANY],
      );
    }
  });
});
