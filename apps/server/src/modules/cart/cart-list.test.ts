import type { AddToCartLine, CartState } from '@mall/shared/cart';
import { formatFen } from '@mall/shared/money';
import { priceCart } from '@mall/shared/pricing/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished as onCleanup } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { storeOf } from '../store/store.service.ts';
import {
  clearCart,
  createActivity,
  createOffer,
  DEMO_COMPANY,
  setNegotiatedPrice,
  setShippingRule,
} from './cart.fixtures.ts';
import { listLines, listOffers, readerOf } from './cart.repository.ts';
import { loadSnapshot } from './cart-snapshot.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
const made: Record<string, Made> = {};
let manjianId: number;
let discountId: number;
let globalId: number;

beforeAll(async () => {
  t = await createTestApp();
  // This copy only: the seeded global activities would cover the test goods too.
  await t.handle.query('UPDATE activities SET is_enabled = false WHERE is_global');
  await setShippingRule(t.handle, 1000, 50_000);
  made.a = await createOffer(t.handle, { name: '满减甲片', basePrice: 2000 });
  made.b = await createOffer(t.handle, { name: '满减乙片', basePrice: 1000 });
  made.c = await createOffer(t.handle, { name: '满折丙片', basePrice: 1000 });
  made.gift = await createOffer(t.handle, { name: '买赠丁片', basePrice: 500 });
  made.free = await createOffer(t.handle, {
    name: '包邮戊片',
    basePrice: 100,
    freeShipping: true,
    freeShippingNumber: 3,
  });
  made.near = await createOffer(t.handle, { name: '近效己片', basePrice: 1000, nearExpiryPrice: 600 });
  made.ladder = await createOffer(t.handle, {
    name: '阶梯庚片',
    basePrice: 1000,
    ladder: [
      { quantity: 10, price: 900 },
      { quantity: 20, price: 800 },
    ],
  });
  made.flash = await createOffer(t.handle, {
    name: '秒杀辛片',
    type: 1,
    basePrice: 700,
    originalPrice: 1200,
    limit: 9,
  });
  made.unbuyable = await createOffer(t.handle, { name: '停售壬片' });
  made.empty = await createOffer(t.handle, { name: '缺货癸片' });
  made.scope = await createOffer(t.handle, { name: '范围外片' });
  made.yj = await createOffer(t.handle, { name: '议价片', basePrice: 3000 });
  made.global = await createOffer(t.handle, { name: '全场活动片', basePrice: 100 });
  manjianId = await createActivity(t.handle, {
    kind: 'manjian',
    title: '满100减10',
    goodsIds: [made.a.goodsId, made.b.goodsId],
    tiers: [
      [10_000, 1000],
      [20_000, 3000],
    ],
  });
  // A later (higher sort) activity over the same goods must not win.
  await createActivity(t.handle, {
    kind: 'manjian',
    sort: 9,
    goodsIds: [made.a.goodsId],
    tiers: [[100, 50]],
  });
  await createActivity(t.handle, {
    kind: 'manjian',
    sort: -1,
    enabled: false,
    goodsIds: [made.a.goodsId],
    tiers: [[100, 50]],
  });
  discountId = await createActivity(t.handle, {
    kind: 'discount',
    title: '满50享95折',
    goodsIds: [made.c.goodsId],
    tiers: [[5000, 95]],
  });
  await createActivity(t.handle, {
    kind: 'gift',
    goodsIds: [made.gift.goodsId],
    gift: { buy: 5, give: 1, type: 2, name: '维C含片' },
  });
  globalId = await createActivity(t.handle, {
    kind: 'discount',
    title: '全场满1000享99折',
    isGlobal: true,
    // Enabled only by the test about it: it covers every goods without an activity of its own.
    enabled: false,
    tiers: [[100_000, 99]],
  });
  await setNegotiatedPrice(t.handle, DEMO_COMPANY, made.yj.offerId, 2500);
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t.handle, DEMO_COMPANY));

const line = (m: Made, number: number, extra: Partial<AddToCartLine> = {}): AddToCartLine => ({
  goods_id: m.goodsId,
  goods_price_id: m.offerId,
  number,
  ...extra,
});
async function fill(lines: AddToCartLine[]) {
  // One call per line, so "newest first" has an order to show.
  for (const l of lines) expect((await demo.postForm('/api/cart', { params: [l] })).body.code).toBe(10000);
}
const list = async (filters?: number) =>
  (await demo.get<CartState>('/api/cart/list', filters === undefined ? { new: 1 } : { filters, new: 1 })).body
    .data;
const lineOf = (state: CartState, m: Made) => state.data.find((l) => l.goods_price_id === m.offerId);

describe('GET /api/cart/list', () => {
  it('prices every kind of line and matches priceCart over the lines it returns', async () => {
    await t.handle.query('UPDATE activities SET is_enabled = true WHERE id = $1', [globalId]);
    onCleanup(async () => {
      await t.handle.query('UPDATE activities SET is_enabled = false WHERE id = $1', [globalId]);
    });
    await fill([
      line(made.a as Made, 4),
      line(made.b as Made, 1),
      line(made.c as Made, 5),
      line(made.gift as Made, 11),
      line(made.free as Made, 3),
      line(made.near as Made, 2),
      line(made.ladder as Made, 10),
      line(made.flash as Made, 2),
      line(made.yj as Made, 1, { is_yj: 1 }),
      line(made.global as Made, 1),
    ]);
    const state = await list();
    expect(state.data.map((l) => l.goods?.name)).toEqual([
      '全场活动片',
      '议价片',
      '秒杀辛片',
      '阶梯庚片',
      '近效己片',
      '包邮戊片',
      '买赠丁片',
      '满折丙片',
      '满减乙片',
      '满减甲片',
    ]);
    const at = (m: Made) => lineOf(state, m);
    expect(at(made.a as Made)).toMatchObject({
      price: '20.00',
      amount: '80.00',
      goods_manjian_id: manjianId,
    });
    expect(at(made.c as Made)).toMatchObject({ goods_manjian_id: discountId, goods_manjian_amount: '2.50' });
    expect(at(made.gift as Made)?.gift_data).toEqual({ total: 2, type: 2, name: '维C含片' });
    expect(at(made.free as Made)).toMatchObject({ ships_free: 1 });
    expect(at(made.near as Made)).toMatchObject({ price: '6.00', raw_price: '10.00', with_coupon: 0 });
    const ladder = at(made.ladder as Made);
    expect(ladder).toMatchObject({ price: '9.00', with_coupon: 1 });
    expect(ladder?.ladder_price_id).toBeGreaterThan(0);
    expect(at(made.flash as Made)).toMatchObject({
      type: 1,
      price: '7.00',
      raw_price: '12.00',
      with_coupon: 0,
    });
    expect(at(made.flash as Made)?.rules).toEqual({ min: 1, step: 1, limit: 9, stock: 500, bought: 0 });
    expect(at(made.yj as Made)).toMatchObject({ is_yj: 1, price: '25.00', key: `o${made.yj?.offerId}y` });
    expect(at(made.global as Made)).toMatchObject({ goods_manjian_id: globalId });

    const input = { lines: state.data.map((l) => l.pricing_input), ...state.pricing };
    const priced = priceCart(input);
    expect(state.totals).toEqual({
      raw_amount: formatFen(priced.totals.raw),
      goods_amount: formatFen(priced.totals.goods),
      saving_amount: formatFen(priced.totals.saving),
      shipping_amount: formatFen(priced.totals.shipping),
      payable_amount: formatFen(priced.totals.payable),
      count: 10,
      number: 40,
    });
    state.data.forEach((l, i) => {
      expect(l.amount).toBe(formatFen(priced.lines[i]?.amount ?? -1));
      expect(l.goods_manjian_amount).toBe(formatFen(priced.lines[i]?.activityShare ?? -1));
    });
    expect(state.shipping_data).toMatchObject({ fee: '10.00', free_threshold: '500.00' });
    expect(state.pricing.shipping).toEqual({ fee: 1000, freeThreshold: 50_000 });
    expect(state.pricing.activities.map((a) => a.id).sort()).toEqual(
      [manjianId, discountId, globalId].sort(),
    );
  });

  it('flips a tier to achieved as the quantity crosses its threshold, achieved tiers first', async () => {
    await fill([line(made.a as Made, 4)]);
    let state = await list();
    expect(state.activity_data.manjians.map((x) => [x.amount, x.status, x.missing])).toEqual([
      ['100.00', 0, '20.00'],
      ['200.00', 0, '120.00'],
    ]);
    const id = state.data[0]?.id;
    expect((await demo.postForm(`/api/cart/${id}/edit`, { params: { number: 5 }, new: 1 })).body.code).toBe(
      10000,
    );
    state = await list();
    expect(state.activity_data.manjians.map((x) => [x.amount, x.status, x.reduce])).toEqual([
      ['100.00', 1, '10.00'],
      ['200.00', 0, '30.00'],
    ]);
    expect(state.totals).toMatchObject({ goods_amount: '100.00', saving_amount: '10.00' });
    await demo.postForm(`/api/cart/${id}/edit`, { params: { number: 10 }, new: 1 });
    state = await list();
    expect(state.activity_data.manjians.map((x) => [x.amount, x.status])).toEqual([
      ['200.00', 1],
      ['100.00', 1],
    ]);
    expect(state.totals.saving_amount).toBe('30.00');
  });

  it('marks invalid lines with the reason, unselected, and filters while keeping whole-cart totals', async () => {
    await fill([
      line(made.a as Made, 1),
      line(made.unbuyable as Made, 1),
      line(made.empty as Made, 1),
      line(made.scope as Made, 1),
      line(made.free as Made, 1),
      line(made.c as Made, 1),
    ]);
    await t.handle.query('UPDATE offers SET is_buy = false WHERE id = $1', [made.unbuyable?.offerId]);
    await t.handle.query('UPDATE offers SET stock = 0 WHERE id = $1', [made.empty?.offerId]);
    await t.handle.query(
      `UPDATE goods SET scope_id = (SELECT id FROM business_scopes WHERE code = 'special_compound') WHERE id = $1`,
      [made.scope?.goodsId],
    );
    try {
      const all = await list();
      expect(lineOf(all, made.unbuyable as Made)).toMatchObject({
        invalid_reason: '该商品暂不可购买',
        is_selected: 0,
      });
      expect(lineOf(all, made.empty as Made)).toMatchObject({
        invalid_reason: '该商品库存不足',
        is_selected: 0,
      });
      expect(lineOf(all, made.scope as Made)?.invalid_reason).toMatch(/^您的经营范围不含/);
      expect(lineOf(all, made.a as Made)).toMatchObject({ invalid_reason: '', is_selected: 1 });
      expect(all.totals.count).toBe(3);
      expect(all.filter_data).toEqual([
        { value: 99_999, label: '全部商品', count: 6 },
        { value: 1, label: '活动商品', count: 2 },
        { value: 2, label: '包邮商品', count: 1 },
        { value: 3, label: '失效商品', count: 3 },
      ]);
      const invalid = await list(3);
      expect(invalid.data.map((l) => l.goods?.name).sort()).toEqual(
        ['停售壬片', '缺货癸片', '范围外片'].sort(),
      );
      expect(invalid.totals).toEqual(all.totals);
      expect(invalid.activity_data).toEqual(all.activity_data);
      expect((await list(1)).data.map((l) => l.goods?.name).sort()).toEqual(['满减甲片', '满折丙片'].sort());
      expect((await list(2)).data.map((l) => l.goods?.name)).toEqual(['包邮戊片']);
    } finally {
      await t.handle.query('UPDATE offers SET is_buy = true WHERE id = $1', [made.unbuyable?.offerId]);
      await t.handle.query('UPDATE offers SET stock = 500 WHERE id = $1', [made.empty?.offerId]);
      await t.handle.query(
        `UPDATE goods SET scope_id = (SELECT id FROM business_scopes WHERE code = 'otc') WHERE id = $1`,
        [made.scope?.goodsId],
      );
    }
  });

  it('reads a controlled goods as its rule reads the store: allowed stays valid, refused is gone', async () => {
    const allowed = await createOffer(t.handle, { name: '管控许可片' });
    const refused = await createOffer(t.handle, { name: '管控拒绝片' });
    await fill([line(allowed, 1), line(refused, 1)]);
    const [store] = await t.handle.query<{ province: string; customer_type: string }>(
      'SELECT province, customer_type FROM companies WHERE id = $1',
      [DEMO_COMPANY],
    );
    const rule =
      'INSERT INTO control_rules (goods_id, zone_id, allowed_provinces, allowed_customer_types) VALUES ($1, 1, $2, $3)';
    await t.handle.query(rule, [allowed.goodsId, [store?.province], [store?.customer_type]]);
    await t.handle.query(rule, [refused.goodsId, ['西藏自治区'], []]);
    const state = await list();
    expect(lineOf(state, allowed)).toMatchObject({ invalid_reason: '', is_selected: 1 });
    expect(lineOf(state, refused)).toMatchObject({ invalid_reason: '商品不存在或已下架', is_selected: 0 });
    await t.handle.query('DELETE FROM control_rules WHERE goods_id = $1', [refused.goodsId]);
    expect(lineOf(await list(), refused)).toMatchObject({ invalid_reason: '', is_selected: 1 });
  });

  it('reads on its own the offer of a line that the offers read begun beside the lines missed', async () => {
    await fill([line(made.a as Made, 1), line(made.b as Made, 2)]);
    const reader = readerOf(await storeOf(t.handle.db, DEMO_COMPANY));
    const lines = await listLines(t.handle.db, DEMO_COMPANY);
    // As if the line of b were added after that read began.
    const early = listOffers(t.handle.db, reader, [made.a?.offerId as number]);
    const sources = { ex: t.handle.db, readEx: t.handle.db };
    const snapshot = await loadSnapshot(sources, reader, lines, null, { offers: early });
    expect(snapshot.entries.map((e) => e.line.offer_id).sort()).toEqual(
      [made.a?.offerId, made.b?.offerId].sort(),
    );
  });

  it('charges the shipping rule and tells what is missing for free shipping', async () => {
    await fill([line(made.b as Made, 3)]);
    const state = await list();
    expect(state.shipping_data).toEqual({
      shipping_amount: '10.00',
      no_trans_order_amount: '470.00',
      fee: '10.00',
      free_threshold: '500.00',
    });
    expect(state.totals.payable_amount).toBe('40.00');
  });

  it('answers 422 to an unknown filter and 10001 to a guest', async () => {
    expect((await demo.get('/api/cart/list', { filters: 5 })).status).toBe(422);
    const guest = t.client();
    for (const res of [await guest.get('/api/cart/list'), await guest.get('/api/cart/total')]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });
});
