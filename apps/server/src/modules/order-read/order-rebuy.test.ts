import type { AddToCartResult } from '@mall/shared/cart';
import { ORDER_MESSAGES } from '@mall/shared/order';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createCombination, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { createOrder } from './order.fixtures.ts';

let t: TestApp;
let demo: TestClient;
let demoMemberId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.loginAs('demo');
  const [member] = await t.handle.query<{ member_id: number }>(
    'SELECT member_id FROM companies WHERE id = $1',
    [DEMO_COMPANY],
  );
  demoMemberId = member?.member_id ?? 0;
});

afterAll(() => t.close());

beforeEach(() => clearCart(t.handle, DEMO_COMPANY));

describe('POST /api/order/{id}/rebuy', () => {
  it('puts every line back in the cart, a package once as the package', async () => {
    const plain = await createOffer(t.handle, { basePrice: 1200 });
    const a = await createOffer(t.handle, { basePrice: 1000 });
    const b = await createOffer(t.handle, { basePrice: 500 });
    const combinationId = await createCombination(t.handle, {
      price: 2000,
      items: [
        { offerId: a.offerId, quantity: 2 },
        { offerId: b.offerId, quantity: 3 },
      ],
    });
    const o = await createOrder(t.handle, {
      companyId: DEMO_COMPANY,
      memberId: demoMemberId,
      status: 3,
      lines: [
        { offerId: plain.offerId, goodsId: plain.goodsId, quantity: 3, unitPrice: 1200 },
        // two packages: 2×2 of a and 2×3 of b
        { offerId: a.offerId, goodsId: a.goodsId, quantity: 4, unitPrice: 800, combinationId },
        { offerId: b.offerId, goodsId: b.goodsId, quantity: 6, unitPrice: 400, combinationId },
      ],
    });
    const res = await demo.post<AddToCartResult>(`/api/order/${o.id}/rebuy`);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(ORDER_MESSAGES.rebuyAdded);
    expect(res.body.data.refused).toEqual([]);
    expect(res.body.data.count).toBe(2);
    const rows = await cartRows(t.handle, DEMO_COMPANY);
    expect(rows.map((r) => [r.line_key, r.quantity]).sort()).toEqual(
      [
        [`c${combinationId}`, 2],
        [`o${plain.offerId}`, 3],
      ].sort(),
    );
  });

  it('says which lines the cart refused (out of stock)', async () => {
    const fine = await createOffer(t.handle);
    const gone = await createOffer(t.handle, { stock: 0 });
    const o = await createOrder(t.handle, {
      companyId: DEMO_COMPANY,
      memberId: demoMemberId,
      status: 4,
      lines: [
        { offerId: fine.offerId, goodsId: fine.goodsId, quantity: 2, unitPrice: 1000 },
        { offerId: gone.offerId, goodsId: gone.goodsId, quantity: 2, unitPrice: 1000 },
      ],
    });
    const res = await demo.post<AddToCartResult>(`/api/order/${o.id}/rebuy`);
    expect(res.status).toBe(200);
    expect(res.body.data.added).toEqual([
      expect.objectContaining({ goods_price_id: fine.offerId, number: 2 }),
    ]);
    expect(res.body.data.refused).toEqual([expect.objectContaining({ goods_price_id: gone.offerId })]);
    expect((await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.line_key)).toEqual([`o${fine.offerId}`]);
  });

  it('puts a trade-up line back as the trade-up, counting the lines bought with it towards its threshold', async () => {
    const main = await createOffer(t.handle, { basePrice: 6000, stock: 100 });
    const prize = await createOffer(t.handle, { basePrice: 3000, stock: 100 });
    const [row] = await t.handle.query<{ id: number }>(
      `INSERT INTO trade_up_offers (title, offer_id, threshold, price, max_quantity)
       VALUES ('满100元加10元换购', $1, 10000, 1000, 2) RETURNING id`,
      [prize.offerId],
    );
    const tradeUpId = row?.id ?? 0;
    const o = await createOrder(t.handle, {
      companyId: DEMO_COMPANY,
      memberId: demoMemberId,
      status: 3,
      lines: [
        // the trade-up first: the ordinary line that reaches the threshold comes back before it is judged
        { offerId: prize.offerId, goodsId: prize.goodsId, quantity: 1, unitPrice: 1000, tradeUpId },
        { offerId: main.offerId, goodsId: main.goodsId, quantity: 3, unitPrice: 6000 },
      ],
    });
    const res = await demo.post<AddToCartResult>(`/api/order/${o.id}/rebuy`);
    expect(res.body.msg).toBe(ORDER_MESSAGES.rebuyAdded);
    expect(res.body.data.refused).toEqual([]);
    const rows = await cartRows(t.handle, DEMO_COMPANY);
    expect(rows.map((r) => [r.line_key, r.quantity]).sort()).toEqual(
      [
        [`o${main.offerId}`, 3],
        [`t${tradeUpId}`, 1],
      ].sort(),
    );
    expect(Number(rows.find((r) => r.line_key === `t${tradeUpId}`)?.type)).toBe(4);

    // Once the trade-up has ended, the line is refused with the reason, not added at the catalogue price.
    await clearCart(t.handle, DEMO_COMPANY);
    await t.handle.query('UPDATE trade_up_offers SET is_enabled = false WHERE id = $1', [tradeUpId]);
    const ended = await demo.post<AddToCartResult>(`/api/order/${o.id}/rebuy`);
    expect(ended.body.data.refused).toHaveLength(1);
    expect(ended.body.data.refused[0]?.msg).toBeTruthy();
    expect((await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.line_key)).toEqual([`o${main.offerId}`]);
  });

  it("refuses another member's order (404) and a guest (401), adding nothing", async () => {
    const other = await createMember(t.handle);
    const theirs = await createOrder(t.handle, {
      companyId: other.companyId,
      memberId: other.memberId,
      status: 3,
    });
    for (const id of [theirs.id, 'abc']) {
      const res = await demo.post(`/api/order/${id}/rebuy`);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe(ORDER_MESSAGES.notFound);
    }
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.post(`/api/order/${theirs.id}/rebuy`)).status).toBe(401);
    expect(await cartRows(t.handle, DEMO_COMPANY)).toEqual([]);
  });
});
