import type { CartCheckout } from '@mall/shared/cart';
import { ORDER_MESSAGES, type OrderAmounts } from '@mall/shared/order';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { clearCart, createActivity, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { giveCoupon, giveVoucher, putLine, recharge } from './order.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let promoted: Made;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { name: '下单甲片', basePrice: 1000, stock: 100 });
  promoted = await createOffer(t.handle, { name: '下单乙片', basePrice: 1000, stock: 100 });
  await createActivity(t.handle, { kind: 'manjian', goodsIds: [promoted.goodsId], tiers: [[2000, 300]] });
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t.handle, DEMO_COMPANY);
});

const put = (m: Made, number: number) => putLine(t.handle, demo, DEMO_COMPANY, m, number);

describe('POST /api/order/preview', () => {
  it('equals the cart’s totals less the coupon, the voucher and the balance', async () => {
    const a = await put(plain, 3);
    const b = await put(promoted, 3);
    const cart = await demo.postForm<CartCheckout>('/api/cart/checkout', { ids: [a, b] });
    const totals = cart.body.data.totals;
    expect(totals).toMatchObject({ goods_amount: '60.00', saving_amount: '3.00' });
    // with_coupon lines after their activity share: 3000 + 2700 = 5700 reaches 满50
    const coupon = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 5000, value: 500 });
    const voucher = await giveVoucher(t.handle, DEMO_COMPANY, { amount: 200, min: 1000 });
    const before = await demo.get<{ balance: string }>('/api/user/user_money');
    await recharge(t.handle, DEMO_COMPANY, 1000);
    const res = await demo.postForm<OrderAmounts>('/api/order/preview', {
      ids: [a, b],
      coupon_id: coupon,
      voucher_id: voucher,
      use_balance: 1,
    });
    expect(res.body.code).toBe(10000);
    const payable = Math.round(Number(totals.payable_amount) * 100);
    const balance = Math.round(Number(before.body.data.balance) * 100) + 1000;
    const deducted = Math.min(balance, payable - 700);
    expect(res.body.data).toEqual({
      raw_amount: totals.raw_amount,
      goods_amount: totals.goods_amount,
      activity_amount: totals.saving_amount,
      coupon_amount: '5.00',
      voucher_amount: '2.00',
      shipping_amount: totals.shipping_amount,
      balance_amount: (deducted / 100).toFixed(2),
      payable_amount: ((payable - 700 - deducted) / 100).toFixed(2),
      balance: (balance / 100).toFixed(2),
    });
    const plainPreview = await demo.postForm<OrderAmounts>('/api/order/preview', { ids: [a, b] });
    expect(plainPreview.body.data.payable_amount).toBe(totals.payable_amount);
  });

  it('counts and shares a coupon limited to scopes over the lines of those scopes only', async () => {
    const herbal = await createOffer(t.handle, {
      name: '下单饮片',
      basePrice: 1000,
      stock: 100,
      scope: 'herbal',
    });
    const a = await put(plain, 3); // 非处方药: 30.00
    const h = await put(herbal, 5); // 中药饮片: 50.00
    // 满50减5 for 处方药 and 非处方药: the 30.00 of the scope misses it, the 80.00 of the cart would not.
    const scoped = await giveCoupon(t.handle, DEMO_COMPANY, {
      threshold: 5000,
      value: 500,
      scopes: ['rx', 'otc'],
    });
    const offered = await demo.get<{ list: { id: number }[] }>('/api/user/availableCoupon', {
      'ids[]': [a, h].join(','),
    });
    expect(offered.body.data.list.map((c) => c.id)).not.toContain(scoped);
    const refused = await demo.postForm('/api/order/preview', { ids: [a, h], coupon_id: scoped });
    expect(refused.body).toMatchObject({ code: 400, msg: ORDER_MESSAGES.couponUnusable });

    // 满20减5 for the same scopes: reached by the 30.00, and taken off that line alone.
    const low = await giveCoupon(t.handle, DEMO_COMPANY, {
      threshold: 2000,
      value: 500,
      scopes: ['rx', 'otc'],
    });
    const list = await demo.get<{ list: { id: number; saving?: string }[] }>('/api/user/availableCoupon', {
      'ids[]': [a, h].join(','),
    });
    expect(list.body.data.list.map((c) => c.id)).toContain(low);
    const preview = await demo.postForm<OrderAmounts>('/api/order/preview', { ids: [a, h], coupon_id: low });
    expect(preview.body.data.coupon_amount).toBe('5.00');
    const address = (
      await t.handle.query<{ id: number }>(
        'SELECT id FROM addresses WHERE company_id = $1 ORDER BY is_default DESC, id LIMIT 1',
        [DEMO_COMPANY],
      )
    )[0]!.id;
    const order = await demo.postForm<{ id: number }>('/api/order', {
      ids: [a, h],
      coupon_id: low,
      address_id: address,
      idempotency_key: `scoped-${Date.now()}`,
    });
    expect(order.body.code, order.body.msg).toBe(10000);
    const shares = await t.handle.query<{ offer_id: number; coupon_share: number }>(
      'SELECT offer_id, coupon_share FROM order_lines WHERE order_id = $1 ORDER BY offer_id',
      [order.body.data.id],
    );
    expect(new Map(shares.map((l) => [l.offer_id, l.coupon_share]))).toEqual(
      new Map([
        [plain.offerId, 500],
        [herbal.offerId, 0],
      ]),
    );
  });

  it('refuses a coupon below its threshold, another store’s coupon and an unusable voucher', async () => {
    const a = await put(plain, 1);
    const high = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 100000, value: 500 });
    const foreign = await giveCoupon(t.handle, 3, { threshold: 0, value: 100 });
    const used = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 0, value: 100, status: 1 });
    const expired = await giveCoupon(t.handle, DEMO_COMPANY, {
      threshold: 0,
      value: 100,
      from: -7200,
      to: -60,
    });
    for (const coupon_id of [high, foreign, used, expired]) {
      const res = await demo.postForm('/api/order/preview', { ids: [a], coupon_id });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(ORDER_MESSAGES.couponUnusable);
    }
    const far = await giveVoucher(t.handle, DEMO_COMPANY, { amount: 100, min: 500000 });
    const theirs = await giveVoucher(t.handle, 3, { amount: 100 });
    for (const voucher_id of [far, theirs]) {
      const res = await demo.postForm('/api/order/preview', { ids: [a], voucher_id });
      expect(res.body).toMatchObject({ code: 400, msg: ORDER_MESSAGES.voucherUnusable });
    }
  });
});
