import type { BatchAddLine, BatchAddRefused, BatchAddResult } from '@mall/shared/bulk-order';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createOffer, DEMO_COMPANY } from './cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let ruled: Made;
let limited: Made;
let scarce: Made;
let special: Made;
let controlled: Made;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { basePrice: 1250 });
  ruled = await createOffer(t.handle, { min: 4, step: 2 });
  limited = await createOffer(t.handle, { limit: 5 });
  scarce = await createOffer(t.handle, { stock: 7 });
  special = await createOffer(t.handle, { scope: 'special_compound' });
  controlled = await createOffer(t.handle);
  await t.handle.query(
    "INSERT INTO control_rules (goods_id, zone_id, allowed_provinces) VALUES ($1, 1, '{西藏自治区}')",
    [controlled.goodsId],
  );
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t.handle, DEMO_COMPANY));

const line = (made: Made, number: number): BatchAddLine => ({
  goods_id: made.goodsId,
  goods_price_id: made.offerId,
  number,
});
const batch = (client: TestClient, lines: unknown) =>
  client.post<BatchAddResult & BatchAddRefused>('/api/cart/batch', { lines });
const rows = () => cartRows(t.handle, DEMO_COMPANY);

describe('POST /api/cart/batch', () => {
  it('answers 10001 to a guest', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    const res = await batch(guest, [line(plain, 1)]);
    expect(res.status).toBe(401);
  });

  it('adds every line in one request, summing a repeated offer with what the cart holds', async () => {
    await demo.postForm('/api/cart', { params: [line(plain, 1)] });
    const res = await batch(demo, [line(plain, 2), line(ruled, 6), line(plain, 3)]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { count: 2, added: 3 } });
    const quantities = Object.fromEntries((await rows()).map((r) => [r.line_key, r.quantity]));
    expect(quantities).toEqual({ [`o${plain.offerId}`]: 6, [`o${ruled.offerId}`]: 6 });
  });

  it('adds nothing when one line is refused, and names each refused row with its reason', async () => {
    const res = await batch(demo, [
      line(plain, 2),
      line(ruled, 5),
      line(limited, 6),
      line(scarce, 8),
      line(special, 1),
      line(controlled, 1),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('有5行无法加入购物车，请按提示修改后再提交');
    const refused = res.body.data.refused;
    expect(refused.map((r) => r.row)).toEqual([1, 2, 3, 4, 5]);
    expect(refused[0]).toMatchObject({ goods_price_id: ruled.offerId, number: 6 });
    expect(refused[0]?.msg).toBe('该商品需按2的倍数购买');
    expect(refused[1]).toMatchObject({ goods_price_id: limited.offerId, number: 5 });
    expect(refused[2]).toMatchObject({ goods_price_id: scarce.offerId, number: 7 });
    expect(refused[3]?.msg).toMatch(/经营范围/);
    expect(refused[4]?.msg).toBe('商品不存在或已下架');
    expect(await rows()).toEqual([]);
  });

  it('goes through the store gates: an unsigned contract is 459 and nothing is added', async () => {
    const demo2 = await t.loginAs('demo2');
    const res = await batch(demo2, [line(plain, 1)]);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(459);
  });

  it('refuses an offer that is not of the goods named, as not found', async () => {
    const res = await batch(demo, [{ goods_id: plain.goodsId, goods_price_id: ruled.offerId, number: 4 }]);
    expect(res.status).toBe(400);
    expect(res.body.data.refused[0]).toMatchObject({ row: 0, msg: '商品不存在或已下架' });
  });

  it('takes a form body as the store’s pages send it, beyond qs’s usual 20 list items', async () => {
    const offers = [plain, ruled, limited, scarce];
    const lines = Array.from({ length: 25 }, (_, i) => line(offers[i % 4] as Made, i % 4 === 1 ? 4 : 1));
    // 25 lines: plain ×7, ruled 4×6 (=24: its minimum and step), limited ×6 (over 5), scarce ×6.
    const res = await demo.postForm<BatchAddRefused>('/api/cart/batch', { lines });
    expect(res.status).toBe(400);
    expect(res.body.data.refused.map((r) => r.row)).toEqual([22]);
    const ok = await demo.postForm<BatchAddResult>('/api/cart/batch', {
      lines: lines.filter((l) => l.goods_price_id !== limited.offerId),
    });
    expect(ok.body).toMatchObject({ code: 10000, data: { added: 19 } });
  });

  it('answers 422 with the field to bad input', async () => {
    for (const lines of [[], 'x', [{ goods_id: 1, goods_price_id: 1, number: 0 }], [{ goods_id: 'a' }]]) {
      const res = await batch(demo, lines);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
    }
    const tooMany = Array.from({ length: 201 }, () => line(plain, 1));
    const res = await batch(demo, tooMany);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('一次最多加入200行');
    expect(await rows()).toEqual([]);
  });
});
