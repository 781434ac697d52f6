import { ORDER_MESSAGES } from '@mall/shared/order';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { giveCoupon, newKey, putLine } from './order.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let plain: Made;
let addressId: number;

beforeAll(async () => {
  t = await createTestApp();
  plain = await createOffer(t.handle, { name: '下单甲片', basePrice: 1000, stock: 100 });
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

describe('POST /api/order refusals', () => {
  it('refuses a short stock by name and changes nothing', async () => {
    const scarce = await createOffer(t.handle, { name: '紧俏丙片', stock: 5 });
    const a = await put(scarce, 3);
    const coupon = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 0, value: 100 });
    await t.handle.query('UPDATE offers SET stock = 2 WHERE id = $1', [scarce.offerId]);
    const res = await demo.postForm('/api/order', {
      ids: [a],
      coupon_id: coupon,
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(res.body).toMatchObject({ code: 400, msg: '紧俏丙片库存不足' });
    expect(await stockOf(scarce.offerId)).toBe(2);
    expect((await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.id)).toEqual([a]);
    const [held] = await t.handle.query('SELECT status FROM member_coupons WHERE id = $1', [coupon]);
    expect(held).toEqual({ status: 0 });
  });

  it('refuses another store’s lines (404), address (400), coupon, and out-of-scope goods (403)', async () => {
    const [foreign] = await t.handle.query<{ id: number }>(
      'SELECT id FROM cart_lines WHERE company_id = 3 LIMIT 1',
    );
    const a = await put(plain, 1);
    const base = { address_id: addressId, idempotency_key: newKey() };
    const lines = await demo.postForm('/api/order', { ...base, ids: [a, foreign?.id] });
    expect(lines.status).toBe(404);
    const [otherAddress] = await t.handle.query<{ id: number }>(
      `INSERT INTO addresses (company_id, consignee, phone, province_code, province, city_code, city, district_code,
         district, detail)
       SELECT 3, consignee, phone, province_code, province, city_code, city, district_code, district, detail
       FROM addresses WHERE id = $1 RETURNING id`,
      [addressId],
    );
    const address = await demo.postForm('/api/order', { ...base, ids: [a], address_id: otherAddress?.id });
    expect(address.body).toMatchObject({ code: 400, msg: ORDER_MESSAGES.addressMissing });
    const coupon = await giveCoupon(t.handle, 3, { threshold: 0, value: 100 });
    const theirs = await demo.postForm('/api/order', { ...base, ids: [a], coupon_id: coupon });
    expect(theirs.body).toMatchObject({ code: 400, msg: ORDER_MESSAGES.couponUnusable });

    const special = await createOffer(t.handle, { name: '范围外丁片' });
    const s = await put(special, 1);
    await t.handle.query(
      `UPDATE goods SET scope_id = (SELECT id FROM business_scopes WHERE code = 'special_compound') WHERE id = $1`,
      [special.goodsId],
    );
    const scope = await demo.postForm('/api/order', { ...base, ids: [s] });
    expect(scope.status).toBe(403);
    expect(scope.body.msg).toMatch(/^您的经营范围不含/);
    const [n] = await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1',
      [base.idempotency_key],
    );
    expect(n?.n).toBe(0);
  });

  it('answers 459 to demo2, whose contract is unsigned', async () => {
    const demo2 = await t.loginAs('demo2');
    const [line] = await t.handle.query<{ id: number }>(
      'SELECT id FROM cart_lines WHERE company_id = 3 LIMIT 1',
    );
    const res = await demo2.postForm('/api/order', {
      ids: [line?.id],
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(res.body.code).toBe(459);
    const preview = await demo2.postForm('/api/order/preview', { ids: [line?.id] });
    expect(preview.body.code).toBe(459);
  });

  it('answers 422 to bad inputs and 401 to a guest', async () => {
    const a = await put(plain, 1);
    const good = { ids: [a], address_id: addressId, idempotency_key: newKey() };
    const bad: [object, string][] = [
      [{ ...good, ids: [] }, 'ids'],
      [{ ...good, idempotency_key: 'short' }, 'idempotency_key'],
      [{ ids: [a], idempotency_key: newKey() }, 'address_id'],
      [{ ...good, documents: ['发票'] }, 'documents.0'],
      [{ ...good, remark: '长'.repeat(201) }, 'remark'],
      [{ ...good, use_balance: 5 }, 'use_balance'],
      [{ ...good, coupon_id: 'abc' }, 'coupon_id'],
    ];
    for (const [body, field] of bad) {
      const res = await demo.postForm('/api/order', body);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    const missing = await demo.postForm('/api/order', { ids: [a], idempotency_key: newKey() });
    expect(missing.body.msg).toBe(ORDER_MESSAGES.addressMissing);
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.postForm('/api/order', good)).status).toBe(401);
    expect((await guest.postForm('/api/order/preview', { ids: [a] })).status).toBe(401);
    expect((await cartRows(t.handle, DEMO_COMPANY)).length).toBe(1);
  });
});
