import { ORDER_MESSAGES, type OrderAmounts, type OrderCreated } from '@mall/shared/order';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createActivity, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import {
  expectLedgersBalanced,
  giveCoupon,
  giveVoucher,
  newKey,
  putLine,
  recharge,
} from './order.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let promoted: Made;
let addressId: number;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { name: '下单甲片', basePrice: 1000, stock: 100 });
  promoted = await createOffer(t.handle, { name: '下单乙片', basePrice: 1000, stock: 100 });
  await createActivity(t.handle, { kind: 'manjian', goodsIds: [promoted.goodsId], tiers: [[2000, 300]] });
  await t.handle.query(
    `UPDATE goods SET approval_number = '国药准字H20240001', dosage_form = '片剂' WHERE id = $1`,
    [plain.goodsId],
  );
  await t.handle.query(`UPDATE offers SET batch_number = 'B2405', expiry_date = '2027-05-31' WHERE id = $1`, [
    plain.offerId,
  ]);
  demo = await t.loginAs('demo');
  // The addresses the checkout page offers.
  const addresses = await demo.get<{ id: number }[]>('/api/user/address');
  addressId = addresses.body.data[0]?.id ?? 0;
  expect(addressId).toBeGreaterThan(0);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t.handle, DEMO_COMPANY);
});

const put = (m: Made, number: number) => putLine(t.handle, demo, DEMO_COMPANY, m, number);
const stockOf = async (offerId: number) =>
  (await t.handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offerId]))[0]?.stock;

describe('POST /api/order', () => {
  it('creates the order: stock taken, snapshot, shares, coupon and voucher used, balance paid, cart emptied', async () => {
    const a = await put(plain, 3);
    const b = await put(promoted, 3);
    const other = await put(await createOffer(t.handle, { name: '留在购物车' }), 1);
    const coupon = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 5000, value: 500 });
    const voucher = await giveVoucher(t.handle, DEMO_COMPANY, { amount: 200 });
    await recharge(t.handle, DEMO_COMPANY, 1000);
    const [stockA, stockB] = [await stockOf(plain.offerId), await stockOf(promoted.offerId)];
    const preview = await demo.postForm<OrderAmounts>('/api/order/preview', {
      ids: [a, b],
      coupon_id: coupon,
      voucher_id: voucher,
    });
    const res = await demo.postForm<OrderCreated>('/api/order', {
      ids: [a, b],
      coupon_id: coupon,
      voucher_id: voucher,
      use_balance: 0,
      address_id: addressId,
      documents: ['药检报告'],
      remark: '工作日送货',
      idempotency_key: newKey(),
    });
    expect(res.body).toMatchObject({ code: 10000, msg: ORDER_MESSAGES.created });
    const created = res.body.data;
    expect(created.order_no).toMatch(/^DD\d{18}$/);
    expect(created.status).toBe(0);
    expect(created.payable_amount).toBe(preview.body.data.payable_amount);
    expect(created.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 60);

    expect(await stockOf(plain.offerId)).toBe((stockA ?? 0) - 3);
    expect(await stockOf(promoted.offerId)).toBe((stockB ?? 0) - 3);
    const left = await cartRows(t.handle, DEMO_COMPANY);
    expect(left.map((r) => r.id)).toEqual([other]);

    const [order] = await t.handle.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [
      created.id,
    ]);
    expect(order).toMatchObject({
      status: 0,
      goods_amount: 6000,
      activity_amount: 300,
      coupon_amount: 500,
      voucher_amount: 200,
      balance_amount: 0,
      coupon_id: coupon,
      documents: ['药检报告'],
      remark: '工作日送货',
      pay_method: null,
    });
    expect(order?.address).toMatchObject({ consignee: expect.any(String), detail: expect.any(String) });
    expect(order?.invoice).toHaveProperty('invoice_type_text');

    const lines = await t.handle.query<Record<string, unknown>>(
      'SELECT * FROM order_lines WHERE order_id = $1 ORDER BY offer_id',
      [created.id],
    );
    expect(lines).toHaveLength(2);
    const first = lines.find((l) => l.offer_id === plain.offerId);
    expect(first).toMatchObject({
      goods_id: plain.goodsId,
      name: '下单甲片',
      generic_name: '下单甲片',
      spec: '0.25g*24粒',
      dosage_form: '片剂',
      approval_number: '国药准字H20240001',
      batch_number: 'B2405',
      unit: '盒',
      image: '/media/goods-test.svg',
      quantity: 3,
      unit_price: 1000,
      raw_unit_price: 1000,
      amount: 3000,
      activity_share: 0,
    });
    expect(String(first?.manufacturer)).not.toBe('');
    expect(first?.expiry_date).toBeTruthy();
    const sum = (k: string) => lines.reduce((s, l) => s + Number(l[k]), 0);
    expect(sum('activity_share')).toBe(300);
    expect(sum('coupon_share')).toBe(500);

    const [usedCoupon] = await t.handle.query('SELECT status, order_id FROM member_coupons WHERE id = $1', [
      coupon,
    ]);
    expect(usedCoupon).toEqual({ status: 1, order_id: created.id });
    const [usedVoucher] = await t.handle.query('SELECT status, order_id FROM cash_vouchers WHERE id = $1', [
      voucher,
    ]);
    expect(usedVoucher).toEqual({ status: 1, order_id: created.id });
    const events = await t.handle.query<{ title: string; actor: string }>(
      'SELECT title, actor FROM order_events WHERE order_id = $1',
      [created.id],
    );
    expect(events).toEqual([{ title: '订单已提交', actor: 'buyer' }]);
    const jobs = await t.handle.query<{ kind: string; due: boolean }>(
      `SELECT kind, run_at = (SELECT expires_at FROM orders WHERE id = $1) AS due FROM jobs
       WHERE payload->>'order_id' = $1::text`,
      [created.id],
    );
    expect(jobs).toEqual([{ kind: 'order.auto_cancel', due: true }]);
    // A used coupon cannot be used again.
    const again = await demo.postForm('/api/order/preview', { ids: [other], coupon_id: coupon });
    expect(again.body.msg).toBe(ORDER_MESSAGES.couponUnusable);
    await expectLedgersBalanced(t.handle);
  });

  it('takes same-goods gifts from stock while it lasts and puts them back on cancel', async () => {
    const gifted = await createOffer(t.handle, { name: '买十赠一片', basePrice: 500, stock: 23 });
    await createActivity(t.handle, { kind: 'gift', goodsIds: [gifted.goodsId], gift: { buy: 10, give: 1 } });
    const order = async (quantity: number) => {
      await clearCart(t.handle, DEMO_COMPANY);
      const line = await put(gifted, quantity);
      const res = await demo.postForm<OrderCreated>('/api/order', {
        ids: [line],
        address_id: addressId,
        use_balance: 0,
        idempotency_key: newKey(),
      });
      expect(res.body.code).toBe(10000);
      const [row] = await t.handle.query<{ quantity: number; gift_quantity: number; gift_stock: number }>(
        'SELECT quantity, gift_quantity, gift_stock FROM order_lines WHERE order_id = $1',
        [res.body.data.id],
      );
      return { id: res.body.data.id, line: row };
    };

    // 20 paid and 2 given: 22 units leave the warehouse.
    const full = await order(20);
    expect(full.line).toEqual({ quantity: 20, gift_quantity: 2, gift_stock: 2 });
    expect(await stockOf(gifted.offerId)).toBe(1);
    // Cancelling puts all 22 back.
    await demo.postForm(`/api/order/${full.id}/cancel`, { reason: '不想买了' });
    expect(await stockOf(gifted.offerId)).toBe(23);

    // With stock 21 and 20 paid, one unit is left: one gift of two is given (送完即止).
    await t.handle.query('UPDATE offers SET stock = 21 WHERE id = $1', [gifted.offerId]);
    const short = await order(20);
    expect(short.line).toEqual({ quantity: 20, gift_quantity: 1, gift_stock: 1 });
    expect(await stockOf(gifted.offerId)).toBe(0);
    await demo.postForm(`/api/order/${short.id}/cancel`, { reason: '不想买了' });
    expect(await stockOf(gifted.offerId)).toBe(21);
  });

  it('counts past orders against a per-store limit, until they are cancelled', async () => {
    const limited = await createOffer(t.handle, { name: '限购五件片', limit: 5, stock: 100 });
    const first = await put(limited, 3);
    const res = await demo.postForm<OrderCreated>('/api/order', {
      ids: [first],
      address_id: addressId,
      use_balance: 0,
      idempotency_key: newKey(),
    });
    expect(res.body.code).toBe(10000);

    const add = (number: number) =>
      demo.postForm('/api/cart', {
        params: [{ goods_id: limited.goodsId, goods_price_id: limited.offerId, number }],
      });
    const over = await add(3);
    expect(over.body.msg).toBe('该商品每个门店限购5件，您已购买3件');
    expect((await add(2)).body.code).toBe(10000);
    // Cancelling the order gives the three back.
    await demo.postForm(`/api/order/${res.body.data.id}/cancel`, { reason: '不想买了' });
    await clearCart(t.handle, DEMO_COMPANY);
    expect((await add(5)).body.code).toBe(10000);
  });

  it('pays from the balance: in part (still unpaid) or in full (待发货, no auto-cancel)', async () => {
    const balance = async () =>
      Math.round(
        Number((await demo.get<{ balance: string }>('/api/user/user_money')).body.data.balance) * 100,
      );
    // Spend whatever demo holds down to a known 1000 fen.
    const start = await balance();
    if (start > 0) await recharge(t.handle, DEMO_COMPANY, -start);
    await recharge(t.handle, DEMO_COMPANY, 1000);
    const a = await put(plain, 5);
    const part = await demo.postForm<OrderCreated>('/api/order', {
      ids: [a],
      use_balance: 1,
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(part.body.data.status).toBe(0);
    const [partRow] = await t.handle.query<{ balance_amount: number; payable_amount: number }>(
      'SELECT balance_amount, payable_amount FROM orders WHERE id = $1',
      [part.body.data.id],
    );
    expect(partRow?.balance_amount).toBe(1000);
    expect(await balance()).toBe(0);

    await recharge(t.handle, DEMO_COMPANY, 1_000_000);
    const b = await put(plain, 2);
    const full = await demo.postForm<OrderCreated>('/api/order', {
      ids: [b],
      use_balance: 1,
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(full.body.data).toMatchObject({ status: 1, payable_amount: '0.00' });
    const [row] = await t.handle.query<{ pay_method: string; paid: boolean; balance_amount: number }>(
      'SELECT pay_method, paid_at IS NOT NULL AS paid, balance_amount FROM orders WHERE id = $1',
      [full.body.data.id],
    );
    expect(row).toMatchObject({ pay_method: 'balance', paid: true });
    expect(await balance()).toBe(1_000_000 - (row?.balance_amount ?? 0));
    const jobs = await t.handle.query(`SELECT id FROM jobs WHERE payload->>'order_id' = $1::text`, [
      full.body.data.id,
    ]);
    expect(jobs).toEqual([]);
    const ledger = await t.handle.query<{ kind: string; amount: number }>(
      `SELECT kind, amount FROM balance_ledger WHERE order_id = $1`,
      [full.body.data.id],
    );
    expect(ledger).toEqual([{ kind: 'order_pay', amount: -(row?.balance_amount ?? 0) }]);
    await expectLedgersBalanced(t.handle);
  });

  it('returns the same order for a repeated key, in sequence and in parallel', async () => {
    const a = await put(plain, 1);
    const key = newKey();
    const body = { ids: [a], address_id: addressId, idempotency_key: key };
    const stock = await stockOf(plain.offerId);
    const first = await demo.postForm<OrderCreated>('/api/order', body);
    const second = await demo.postForm<OrderCreated>('/api/order', body);
    expect(second.body).toEqual(first.body);
    expect(await stockOf(plain.offerId)).toBe((stock ?? 0) - 1);

    const b = await put(plain, 2);
    const parallelKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        demo.postForm<OrderCreated>('/api/order', {
          ids: [b],
          address_id: addressId,
          idempotency_key: parallelKey,
        }),
      ),
    );
    const ids = new Set(answers.map((r) => r.body.data?.id));
    expect(answers.every((r) => r.body.code === 10000)).toBe(true);
    expect(ids.size).toBe(1);
    const [count] = await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND idempotency_key = $2',
      [DEMO_COMPANY, parallelKey],
    );
    expect(count?.n).toBe(1);
    expect(await stockOf(plain.offerId)).toBe((stock ?? 0) - 3);
  });
});
