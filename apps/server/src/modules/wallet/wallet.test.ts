import type { Page } from '@mall/shared/codes';
import type { CashVoucher, InvoiceProfile, MemberCoupon } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createActivity, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { balanceOf, giveCoupon, giveVoucher, recharge } from '../order/order.fixtures.ts';
import type { MoneyLogEntry } from './wallet.service.ts';

let t: TestApp;
let demo: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.loginAs('demo');
  await t.handle.query('UPDATE orders SET coupon_id = NULL WHERE company_id = $1', [DEMO_COMPANY]);
  await t.handle.query('DELETE FROM member_coupons WHERE company_id = $1', [DEMO_COMPANY]);
  await t.handle.query('DELETE FROM cash_vouchers WHERE company_id = $1', [DEMO_COMPANY]);
});

afterAll(() => t.close());

describe('balance', () => {
  it('reads the balance as the sum of the ledger and lists the rows, newest first, filtered', async () => {
    const start = await balanceOf(t.handle, DEMO_COMPANY);
    await recharge(t.handle, DEMO_COMPANY, 12_345);
    await recharge(t.handle, DEMO_COMPANY, -2_345);
    const money = await demo.get<{ balance: string }>('/api/user/user_money');
    expect(money.body.data.balance).toBe(((start + 10_000) / 100).toFixed(2));

    const log = await demo.get<Page<MoneyLogEntry>>('/api/user/user_money_log', { page: 1, page_size: 2 });
    expect(log.body.data.list).toHaveLength(2);
    expect(log.body.data.list[0]).toMatchObject({
      amount: '-23.45',
      balance_after: ((start + 10_000) / 100).toFixed(2),
      kind: 'recharge',
      kind_text: '余额充值',
    });
    expect(log.body.data.list[1]?.amount).toBe('123.45');
    const income = await demo.get<Page<MoneyLogEntry>>('/api/user/user_money_log', {
      use_type: 1,
      page_size: 50,
    });
    expect(income.body.data.list.every((r) => !r.amount.startsWith('-'))).toBe(true);
    const spending = await demo.get<Page<MoneyLogEntry>>('/api/user/user_money_log', {
      use_type: 2,
      page_size: 50,
    });
    expect(spending.body.data.list.every((r) => r.amount.startsWith('-'))).toBe(true);
    expect(spending.body.data.total + income.body.data.total).toBe(log.body.data.total);
    const future = await demo.get<Page<MoneyLogEntry>>('/api/user/user_money_log', {
      start_time: '2099-01-01',
      end_time: '2099-12-31',
    });
    expect(future.body.data).toMatchObject({ list: [], total: 0 });
    const bad = await demo.get('/api/user/user_money_log', { start_time: '2026/1/1' });
    expect(bad.status).toBe(422);
    const reversed = await demo.get('/api/user/user_money_log', {
      start_time: '2026-02-01',
      end_time: '2026-01-01',
    });
    expect(reversed.status).toBe(422);
  });

  it('keeps one store’s balance from another', async () => {
    await recharge(t.handle, 3, 777);
    const demo2 = await t.loginAs('demo2');
    const theirs = await demo2.get<{ balance: string }>('/api/user/user_money');
    expect(theirs.body.data.balance).toBe(((await balanceOf(t.handle, 3)) / 100).toFixed(2));
    const log = await demo2.get<Page<MoneyLogEntry>>('/api/user/user_money_log', { page_size: 50 });
    const mine = await t.handle.query<{ id: number }>('SELECT id FROM balance_ledger WHERE company_id = $1', [
      DEMO_COMPANY,
    ]);
    const ids = new Set(log.body.data.list.map((r) => r.id));
    expect(mine.some((r) => ids.has(r.id))).toBe(false);
  });
});

describe('invoice profile', () => {
  it('is null without a profile and the profile with its type text', async () => {
    await t.handle.query('DELETE FROM invoice_profiles WHERE company_id = $1', [DEMO_COMPANY]);
    expect((await demo.get('/api/user/invoice_profile')).body.data).toBeNull();
    await t.handle.query(
      `INSERT INTO invoice_profiles (company_id, invoice_type, title, tax_number) VALUES ($1, 2, '康源大药房', '91330100MA2TEST01')`,
      [DEMO_COMPANY],
    );
    const res = await demo.get<InvoiceProfile>('/api/user/invoice_profile');
    expect(res.body.data).toMatchObject({
      invoice_type: 2,
      invoice_type_text: '增值税专用发票',
      title: '康源大药房',
      tax_number: '91330100MA2TEST01',
    });
  });
});

describe('coupons and vouchers', () => {
  it('lists coupons usable on a selection, biggest saving first, with the saving', async () => {
    await clearCart(t.handle, DEMO_COMPANY);
    const a = await createOffer(t.handle, { name: '用券甲片', basePrice: 1000 });
    const b = await createOffer(t.handle, { name: '用券乙片', basePrice: 1000 });
    await createActivity(t.handle, { kind: 'manjian', goodsIds: [b.goodsId], tiers: [[2000, 200]] });
    await demo.postForm('/api/cart', {
      params: [
        { goods_id: a.goodsId, goods_price_id: a.offerId, number: 3 },
        { goods_id: b.goodsId, goods_price_id: b.offerId, number: 2 },
      ],
    });
    const ids = (await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.id);
    // eligible: 3000 + (2000 - 200) = 4800
    const small = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 1000, value: 100 });
    const big = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 4800, value: 400 });
    const rate = await giveCoupon(t.handle, DEMO_COMPANY, { kind: 'discount', threshold: 0, value: 95 });
    await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 4801, value: 1000 });
    await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 0, value: 900, status: 1 });
    await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 0, value: 900, from: 3600, to: 7200 });
    await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 0, value: 900, from: -7200, to: -3600 });
    await giveCoupon(t.handle, 3, { threshold: 0, value: 900 });

    const res = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', { 'ids[]': ids.join(',') });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.list.map((c) => [c.id, c.saving])).toEqual([
      [big, '4.00'],
      [rate, '2.40'],
      [small, '1.00'],
    ]);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.list[1]).toMatchObject({ kind: 'discount', rate: 95, value: null, status: 0 });
    const reduceOnly = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', {
      ids: ids.join(','),
      type: 1,
    });
    expect(reduceOnly.body.data.list.map((c) => c.id)).toEqual([big, small]);
    const paged = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', {
      ids: ids.join(','),
      page: 2,
      page_size: 2,
    });
    expect(paged.body.data.list.map((c) => c.id)).toEqual([small]);

    const [foreign] = await t.handle.query<{ id: number }>(
      'SELECT id FROM cart_lines WHERE company_id = 3 LIMIT 1',
    );
    const theirs = await demo.get('/api/user/availableCoupon', { ids: `${ids[0]},${foreign?.id}` });
    expect(theirs.status).toBe(404);
    expect((await demo.get('/api/user/availableCoupon', { ids: '0' })).status).toBe(422);
  });

  it('lists held coupons by status, counts unused ones, lists vouchers', async () => {
    const all = await demo.get<Page<MemberCoupon>>('/api/user/coupon', { page_size: 50 });
    const unused = await demo.get<Page<MemberCoupon>>('/api/user/coupon', { status: 0, page_size: 50 });
    const used = await demo.get<Page<MemberCoupon>>('/api/user/coupon', { status: 1, page_size: 50 });
    const expired = await demo.get<Page<MemberCoupon>>('/api/user/coupon', { status: 2, page_size: 50 });
    expect(unused.body.data.list.every((c) => c.status === 0)).toBe(true);
    expect(used.body.data.list.every((c) => c.status === 1)).toBe(true);
    expect(expired.body.data.list.every((c) => c.status === 2)).toBe(true);
    expect(used.body.data.total).toBe(1);
    expect(expired.body.data.total).toBe(1);
    expect(unused.body.data.total + used.body.data.total + expired.body.data.total).toBe(all.body.data.total);
    const count = await demo.get<{ count: number }>('/api/user/couponNum');
    expect(count.body.data.count).toBe(unused.body.data.total);
    expect((await demo.get('/api/user/coupon', { status: 7 })).status).toBe(422);

    const v1 = await giveVoucher(t.handle, DEMO_COMPANY, { amount: 500, min: 10_000 });
    await giveVoucher(t.handle, DEMO_COMPANY, { amount: 300, to: -60 });
    await giveVoucher(t.handle, 3, { amount: 900 });
    const vouchers = await demo.get<Page<CashVoucher>>('/api/user/cash_voucher', { status: 0 });
    expect(vouchers.body.data.list).toEqual([
      expect.objectContaining({ id: v1, amount: '5.00', min_amount: '100.00', status: 0 }),
    ]);
    const gone = await demo.get<Page<CashVoucher>>('/api/user/cash_voucher', { status: 2 });
    expect(gone.body.data.list.map((v) => v.amount)).toEqual(['3.00']);
    const every = await demo.get<Page<CashVoucher>>('/api/user/cash_voucher');
    expect(every.body.data.total).toBe(2);
  });

  it('with only the spec’s type and page, judges the cart’s current selection', async () => {
    await t.handle.query('DELETE FROM member_coupons WHERE company_id = $1', [DEMO_COMPANY]);
    await clearCart(t.handle, DEMO_COMPANY);
    const a = await createOffer(t.handle, { name: '选中甲片', basePrice: 1000 });
    const b = await createOffer(t.handle, { name: '选中乙片', basePrice: 2000 });
    await demo.postForm('/api/cart', {
      params: [
        { goods_id: a.goodsId, goods_price_id: a.offerId, number: 3 },
        { goods_id: b.goodsId, goods_price_id: b.offerId, number: 2 },
      ],
    });
    const rows = await t.handle.query<{ id: number; offer_id: number }>(
      'SELECT id, offer_id FROM cart_lines WHERE company_id = $1',
      [DEMO_COMPANY],
    );
    const lineOf = (offerId: number) => rows.find((r) => r.offer_id === offerId)?.id;
    // Selected: 3 × 10.00 + 2 × 20.00 = 70.00.
    const low = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 3000, value: 300 });
    const high = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 7000, value: 800 });
    const rate = await giveCoupon(t.handle, DEMO_COMPANY, { kind: 'discount', threshold: 0, value: 90 });

    const all = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', { page: 1 });
    expect(all.status).toBe(200);
    expect(all.body.data.list.map((c) => [c.id, c.saving])).toEqual([
      [high, '8.00'],
      [rate, '7.00'],
      [low, '3.00'],
    ]);
    const reduce = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', { type: 1, page: 1 });
    expect(reduce.body.data.list.map((c) => c.id)).toEqual([high, low]);

    // Only 乙 stays selected: 40.00 reaches the 30.00 threshold, not the 70.00 one.
    await demo.postForm('/api/cart/batch_select', { ids: [lineOf(a.offerId)], is_selected: 0 });
    const some = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', { type: 1, page: 1 });
    expect(some.body.data.list.map((c) => [c.id, c.saving])).toEqual([[low, '3.00']]);

    await demo.postForm('/api/cart/batch_select', { ids: [lineOf(b.offerId)], is_selected: 0 });
    const none = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', { page: 1 });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('answers 401 to a guest', async () => {
    const guest = t.client();
    for (const path of [
      '/api/user/user_money',
      '/api/user/user_money_log',
      '/api/user/invoice_profile',
      '/api/user/availableCoupon',
      '/api/user/coupon',
      '/api/user/couponNum',
      '/api/user/cash_voucher',
    ])
      expect((await guest.get(path)).status, path).toBe(401);
  });
});
