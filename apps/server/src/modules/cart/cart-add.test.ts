import type { AddToCartLine, AddToCartResult, CartState } from '@mall/shared/cart';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import {
  cartRows,
  clearCart,
  createCombination,
  createOffer,
  DEMO_COMPANY,
  setNegotiatedPrice,
} from './cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let ruled: Made;
let limited: Made;
let scarce: Made;
let unbuyable: Made;
let flashLater: Made;
let flashOver: Made;
let flashNow: Made;
let special: Made;
let offSale: Made;
let comboA: Made;
let comboB: Made;
let combinationId: number;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { basePrice: 1250 });
  ruled = await createOffer(t.handle, { min: 4, step: 2, basePrice: 800 });
  limited = await createOffer(t.handle, { type: 1, limit: 5, basePrice: 500, originalPrice: 900 });
  scarce = await createOffer(t.handle, { stock: 7 });
  unbuyable = await createOffer(t.handle, { isBuy: false });
  flashLater = await createOffer(t.handle, { type: 1, startsIn: 3600 });
  flashOver = await createOffer(t.handle, { type: 1, startsIn: -7200, endsIn: -3600 });
  flashNow = await createOffer(t.handle, { type: 1, startsIn: -3600, endsIn: 3600, basePrice: 300 });
  special = await createOffer(t.handle, { scope: 'special_compound' });
  offSale = await createOffer(t.handle);
  await t.handle.query('UPDATE goods SET is_on_sale = false WHERE id = $1', [offSale.goodsId]);
  comboA = await createOffer(t.handle, { stock: 10, basePrice: 1000 });
  comboB = await createOffer(t.handle, { stock: 9, basePrice: 500 });
  combinationId = await createCombination(t.handle, {
    price: 2500,
    limit: 4,
    items: [
      { offerId: comboA.offerId, quantity: 2 },
      { offerId: comboB.offerId, quantity: 3 },
    ],
  });
  await setNegotiatedPrice(t.handle, DEMO_COMPANY, plain.offerId, 1100);
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t.handle, DEMO_COMPANY));

const line = (made: Made, number: number, extra: Partial<AddToCartLine> = {}): AddToCartLine => ({
  goods_id: made.goodsId,
  goods_price_id: made.offerId,
  number,
  ...extra,
});
const add = (client: TestClient, params: AddToCartLine[]) =>
  client.postForm<AddToCartResult>('/api/cart', { params });
const rows = () => cartRows(t.handle, DEMO_COMPANY);

describe('POST /api/cart', () => {
  it('answers 10001 to a guest', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    const res = await add(guest, [line(plain, 1)]);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10001);
  });

  it('adds a line, prices it from the database whatever price the client sent, and merges by key', async () => {
    const res = await add(demo, [
      line(plain, 2, { price: '0.01', ladder_price_id: 99, goods_manjian_id: 77 }),
    ]);
    expect(res.body).toEqual({
      code: 10000,
      msg: '加入购物车成功',
      data: {
        count: 1,
        added: [{ goods_id: plain.goodsId, goods_price_id: plain.offerId, number: 2 }],
        refused: [],
      },
    });
    await add(demo, [line(plain, 3)]);
    expect(await rows()).toMatchObject([{ line_key: `o${plain.offerId}`, quantity: 5, type: 0 }]);
    const list = await demo.get<CartState>('/api/cart/list');
    expect(list.body.data.data[0]).toMatchObject({
      number: 5,
      price: '12.50',
      amount: '62.50',
      ladder_price_id: 0,
    });
    expect(list.body.data.data[0]?.goods_manjian_id).not.toBe(77);
  });

  it('keeps a negotiated line apart from the ordinary one and prices it at the negotiated price', async () => {
    await add(demo, [line(plain, 1), line(plain, 2, { is_yj: 1 })]);
    expect((await rows()).map((r) => [r.line_key, r.quantity])).toEqual([
      [`o${plain.offerId}`, 1],
      [`o${plain.offerId}y`, 2],
    ]);
    const list = await demo.get<CartState>('/api/cart/list');
    const yj = list.body.data.data.find((l) => l.is_yj === 1);
    expect(yj).toMatchObject({
      price: '11.00',
      raw_price: '12.50',
      key: `o${plain.offerId}y`,
      with_coupon: 0,
    });
  });

  it('refuses is_yj without a negotiated price', async () => {
    const res = await add(demo, [line(ruled, 4, { is_yj: 1 })]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('您没有该商品的议价价格');
  });

  it('refuses by the quantity rules on the merged quantity, with the quantity it would accept', async () => {
    const below = await add(demo, [line(ruled, 2)]);
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ code: 400, msg: '该商品4件起购', data: { number: 4 } });
    const offStep = await add(demo, [line(ruled, 5)]);
    expect(offStep.body).toMatchObject({ msg: '该商品需按2的倍数购买', data: { number: 6 } });
    expect((await add(demo, [line(ruled, 4)])).body.code).toBe(10000);
    // 4 in the cart + 2 = 6: allowed although 2 alone is under the minimum.
    expect((await add(demo, [line(ruled, 2)])).body.code).toBe(10000);
    expect(await rows()).toMatchObject([{ quantity: 6 }]);
  });

  it('applies the per-store limit of a flash offer to the merged quantity and sets type 1', async () => {
    expect((await add(demo, [line(limited, 3)])).body.code).toBe(10000);
    const over = await add(demo, [line(limited, 3)]);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ msg: '该商品每个门店限购5件', data: { number: 2 } });
    expect(await rows()).toMatchObject([{ quantity: 3, type: 1 }]);
    const list = await demo.get<CartState>('/api/cart/list');
    expect(list.body.data.data[0]).toMatchObject({ type: 1, price: '5.00', raw_price: '9.00' });
  });

  it('refuses more than the stock', async () => {
    const res = await add(demo, [line(scarce, 8)]);
    expect(res.body).toMatchObject({ code: 400, msg: '库存不足，最多可购买7件', data: { number: 7 } });
  });

  it('refuses unbuyable, off-sale, out-of-window and out-of-scope goods, and an offer of another goods', async () => {
    const cases: [AddToCartLine, string][] = [
      [line(unbuyable, 1), '该商品暂不可购买'],
      [line(offSale, 1), '商品不存在或已下架'],
      [line(flashLater, 1), '活动尚未开始'],
      [line(flashOver, 1), '活动已结束'],
      [line(special, 1), '您的经营范围不含「含特殊药品复方制剂」，请上传相应资质后再采购'],
      [{ goods_id: plain.goodsId, goods_price_id: ruled.offerId, number: 4 }, '商品不存在或已下架'],
    ];
    for (const [params, msg] of cases) {
      const res = await add(demo, [params]);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
      expect(res.body.data).toBeNull();
    }
    expect(await rows()).toEqual([]);
  });

  it('adds the lines it can and answers 201 with the first refusal', async () => {
    const res = await add(demo, [line(plain, 1), line(unbuyable, 1), line(flashNow, 2)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 201,
      msg: '部分商品未能加入购物车：该商品暂不可购买',
      data: {
        count: 2,
        added: [
          { goods_id: plain.goodsId, goods_price_id: plain.offerId, number: 1 },
          { goods_id: flashNow.goodsId, goods_price_id: flashNow.offerId, number: 2 },
        ],
        refused: [
          { goods_id: unbuyable.goodsId, goods_price_id: unbuyable.offerId, msg: '该商品暂不可购买' },
        ],
      },
    });
  });

  it('merges two lines of one call with the same key', async () => {
    await add(demo, [line(plain, 2), line(plain, 3)]);
    expect(await rows()).toMatchObject([{ quantity: 5 }]);
  });

  it('adds a combination package (type 3) with its stock and limit', async () => {
    const combo = { goods_id: combinationId, goods_price_id: 0, number: 2, type: 3 as const };
    expect((await add(demo, [combo])).body.code).toBe(10000);
    expect(await rows()).toMatchObject([{ line_key: `c${combinationId}`, quantity: 2, type: 3 }]);
    // stock: min(floor(10/2), floor(9/3)) = 3
    const res = await add(demo, [{ ...combo, number: 2 }]);
    expect(res.body).toMatchObject({ code: 400, msg: '库存不足，最多可购买3件', data: { number: 1 } });
    const list = await demo.get<CartState>('/api/cart/list');
    expect(list.body.data.data[0]).toMatchObject({
      type: 3,
      is_combination: 1,
      price: '25.00',
      raw_price: '35.00',
      goods: null,
      goods_price_id: 0,
      rules: { min: 1, step: 1, limit: 4, stock: 3 },
    });
    expect(list.body.data.data[0]?.combination?.items.map((i) => i.quantity)).toEqual([2, 3]);
  });

  it('refuses an unknown package', async () => {
    const res = await add(demo, [{ goods_id: 999_999, goods_price_id: 0, number: 1, type: 3 }]);
    expect(res.body).toMatchObject({ code: 400, msg: '商品不存在或已下架' });
  });

  it('answers 422 with Chinese field messages to bad input', async () => {
    const cases: [object, string][] = [
      [{}, 'params'],
      [
        { params: [{ goods_id: plain.goodsId, goods_price_id: plain.offerId, number: 0 }] },
        'params.0.number',
      ],
      [
        { params: [{ goods_id: plain.goodsId, goods_price_id: plain.offerId, number: 1_000_000 }] },
        'params.0.number',
      ],
      [
        { params: [{ goods_id: plain.goodsId, goods_price_id: plain.offerId, number: 1.5 }] },
        'params.0.number',
      ],
      [{ params: [{ goods_id: 'x', goods_price_id: plain.offerId, number: 1 }] }, 'params.0.goods_id'],
      [{ params: [{ goods_id: plain.goodsId, goods_price_id: 0, number: 1 }] }, 'params.0.goods_price_id'],
      [
        { params: [{ goods_id: plain.goodsId, goods_price_id: plain.offerId, number: 1, is_yj: 2 }] },
        'params.0.is_yj',
      ],
      [{ params: Array.from({ length: 101 }, () => line(plain, 1)) }, 'params'],
    ];
    for (const [body, field] of cases) {
      const res = await demo.postForm('/api/cart', body);
      expect(res.status, field).toBe(422);
      expect(res.body.errors?.[field], field).toBeDefined();
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const numberError = await demo.postForm('/api/cart', {
      params: [{ goods_id: plain.goodsId, goods_price_id: plain.offerId, number: -3 }],
    });
    expect(numberError.body.errors?.['params.0.number']).toEqual(['购买数量须为1至999999之间的整数']);
  });

  it('ends ten parallel adds of one offer as one line with the summed quantity', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => add(demo, [line(plain, 3)])));
    expect(results.map((r) => r.body.code)).toEqual(Array(10).fill(10000));
    expect(await rows()).toMatchObject([{ line_key: `o${plain.offerId}`, quantity: 30 }]);
  });

  it('never lets parallel adds pass the limit together', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => add(demo, [line(limited, 1)])));
    expect(results.filter((r) => r.body.code === 10000)).toHaveLength(5);
    expect(await rows()).toMatchObject([{ quantity: 5 }]);
  });
});
