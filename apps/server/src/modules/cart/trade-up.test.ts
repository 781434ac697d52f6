import type { CartState, CombinationRead } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import type { GoodsDetail } from '@mall/shared/goods';
import type { OrderCreated } from '@mall/shared/order';
import { TRADE_UP_HIDDEN_TITLE, type TradeUpState } from '@mall/shared/trade-up';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { newKey, storeAddress } from '../order/order.fixtures.ts';
import { cartRows, clearCart, createCombination, createOffer, DEMO_COMPANY } from './cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let main: Made;
let side: Made;
let prize: Made;
let gifted: number;
let plainPackage: number;
let tradeUp: number;
let addressId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Only this test's trade-ups and packages are on offer.
  await t.handle.query('UPDATE trade_up_offers SET is_enabled = false');
  await t.handle.query('UPDATE combinations SET is_enabled = false');
  main = await createOffer(t.handle, { name: '换购主药', basePrice: 5000, stock: 100 });
  side = await createOffer(t.handle, { name: '换购辅药', basePrice: 2000, stock: 100 });
  prize = await createOffer(t.handle, { name: '换购赠品药', basePrice: 3000, stock: 50 });
  gifted = await createCombination(t.handle, {
    title: '满赠组合装',
    price: 6000,
    limit: 2,
    items: [
      { offerId: main.offerId, quantity: 1 },
      { offerId: side.offerId, quantity: 1 },
    ],
  });
  await t.handle.query(
    `INSERT INTO combination_gifts (combination_id, goods_id, gift_name, quantity) VALUES ($1, $2, '便携药盒', 2)`,
    [gifted, side.goodsId],
  );
  plainPackage = await createCombination(t.handle, {
    title: '无赠组合装',
    price: 3500,
    items: [{ offerId: side.offerId, quantity: 2 }],
  });
  const [row] = await t.handle.query<{ id: number }>(
    `INSERT INTO trade_up_offers (title, offer_id, threshold, price, max_quantity)
     VALUES ('满100元加10元换购', $1, 10000, 1000, 2) RETURNING id`,
    [prize.offerId],
  );
  tradeUp = row?.id ?? 0;
  demo = await t.loginAs('demo');
  addressId = await storeAddress(t.handle, DEMO_COMPANY);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t.handle, DEMO_COMPANY);
});

const list = (client: TestClient, query: Record<string, string | number> = {}) =>
  client.get<Page<CombinationRead>>('/api/combinationMzhg', query);
const offers = (client: TestClient = demo) =>
  client.get<TradeUpState>('/api/combinationMzhg', { scene: 'cart' });
const addOffer = (m: Made, number: number, client = demo) =>
  client.postForm('/api/cart', { params: [{ goods_id: m.goodsId, goods_price_id: m.offerId, number }] });
const addTradeUp = (number: number, client = demo, id = tradeUp) =>
  client.postForm('/api/cart', { params: [{ goods_id: id, goods_price_id: 0, number, type: 4 }] });
const addPackage = (id: number, number: number, client = demo) =>
  client.postForm('/api/cart', { params: [{ goods_id: id, goods_price_id: 0, number, type: 3 }] });
const lineOf = async (key: string) =>
  (await cartRows(t.handle, DEMO_COMPANY)).find((r) => r.line_key === key);

describe('GET /api/combinationMzhg (组合购 and 组合满赠)', () => {
  it('lists every package on sale without goods_id, with its gift; scene=gift only those with one', async () => {
    const all = await list(demo);
    expect(all.body.code).toBe(10000);
    expect(all.body.data.list.map((c) => c.id).sort()).toEqual([gifted, plainPackage].sort());
    const withGift = all.body.data.list.find((c) => c.id === gifted);
    expect(withGift).toMatchObject({ price: '60.00', raw_price: '70.00', member_limit: 2 });
    expect(withGift?.gift).toMatchObject({ name: '便携药盒', quantity: 2, goods_id: side.goodsId });
    expect(all.body.data.list.find((c) => c.id === plainPackage)?.gift).toBeNull();
    const gifts = await list(demo, { scene: 'gift' });
    expect(gifts.body.data.list.map((c) => c.id)).toEqual([gifted]);
    expect(gifts.body.data.total).toBe(1);
  });

  it('hides prices from guests and stores under review', async () => {
    for (const client of [t.client(), await t.loginAs('demo3')]) {
      const res = await list(client, { scene: 'gift' });
      expect(res.body.data.list[0]?.price).toBeNull();
      expect(res.body.data.list[0]?.gift?.name).toBe('便携药盒');
    }
  });

  it('answers 422 to a bad scene, page or type', async () => {
    expect((await list(demo, { scene: 'nope' })).status).toBe(422);
    expect((await list(demo, { page_size: 0 })).status).toBe(422);
    const bad = await demo.postForm('/api/cart', {
      params: [{ goods_id: tradeUp, goods_price_id: 0, number: 1, type: 5 }],
    });
    expect(bad.status).toBe(422);
    expect((await addTradeUp(0)).status).toBe(422);
  });

  it('asks a guest to log in for the cart scene', async () => {
    expect((await offers(t.client())).status).toBe(401);
  });

  it('keeps the per-member package limit, also for parallel adds', async () => {
    const results = await Promise.all([1, 2, 3].map(() => addPackage(gifted, 1)));
    expect(results.filter((r) => r.body.code === 10000)).toHaveLength(2);
    expect((await lineOf(`c${gifted}`))?.quantity).toBe(2);
    const refused = results.find((r) => r.body.code !== 10000);
    expect(refused?.status).toBe(400);
  });

  it('counts the packages the store has ordered against its limit, until that order is cancelled', async () => {
    const limited = await createCombination(t.handle, {
      title: '限购组合装',
      price: 3000,
      limit: 3,
      items: [{ offerId: side.offerId, quantity: 2 }],
    });
    expect((await addPackage(limited, 3)).body.code).toBe(10000);
    const line = await lineOf(`c${limited}`);
    const order = await demo.postForm<OrderCreated>('/api/order', {
      ids: [line?.id],
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(order.body.code, order.body.msg).toBe(10000);
    const more = await addPackage(limited, 1);
    expect(more.status).toBe(400);
    expect(more.body.msg).toBe('该商品每个门店限购3件，您已购满');
    expect(await lineOf(`c${limited}`)).toBeUndefined();
    // A line already in the cart is refused at checkout too.
    await t.handle.query(
      `INSERT INTO cart_lines (company_id, combination_id, quantity, type, line_key) VALUES ($1, $2, 1, 3, $3)`,
      [DEMO_COMPANY, limited, `c${limited}`],
    );
    const stale = await lineOf(`c${limited}`);
    const again = await demo.postForm('/api/order', {
      ids: [stale?.id],
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(again.body.code).toBe(400);
    const cancelled = await demo.postForm(`/api/order/${order.body.data.id}/cancel`, { reason: '重复下单' });
    expect(cancelled.body.code, cancelled.body.msg).toBe(10000);
    expect((await addPackage(limited, 2)).body.code).toBe(10000);
  });

  it('shows the package gift on the cart line and the order line', async () => {
    expect((await addPackage(gifted, 2)).body.code).toBe(10000);
    const line = await lineOf(`c${gifted}`);
    const cart = await demo.get<CartState>('/api/cart/list');
    const read = cart.body.data.data.find((l) => l.id === line?.id);
    expect(read?.gift_data).toEqual({ total: 4, type: 2, name: '便携药盒' });
    const stock = await t.handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [
      side.offerId,
    ]);
    const order = await demo.postForm<OrderCreated>('/api/order', {
      ids: [line?.id],
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(order.body.code).toBe(10000);
    const rows = await t.handle.query<{
      offer_id: number;
      gift_quantity: number;
      gift_name: string;
      gift_stock: number;
    }>(
      'SELECT offer_id, gift_quantity, gift_name, gift_stock FROM order_lines WHERE order_id = $1 ORDER BY id',
      [order.body.data.id],
    );
    expect(rows.filter((r) => r.gift_quantity > 0)).toEqual([
      expect.objectContaining({ gift_quantity: 4, gift_name: '便携药盒', gift_stock: 0 }),
    ]);
    // A named gift leaves outside stock: only the paid units went.
    const after = await t.handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [
      side.offerId,
    ]);
    expect(after[0]?.stock).toBe((stock[0]?.stock ?? 0) - 2);
    const detail = await demo.get<{ lines: { gift_number: number; gift_name?: string }[] }>(
      `/api/order/${order.body.data.id}`,
    );
    expect(detail.body.data.lines.some((l) => l.gift_number === 4 && l.gift_name === '便携药盒')).toBe(true);
  });
});

describe('换购 in the cart', () => {
  it('tells how much more the selection needs, then that it is reached', async () => {
    await addOffer(main, 1);
    const before = await offers();
    expect(before.body.code).toBe(10000);
    expect(before.body.data.selected_amount).toBe('50.00');
    expect(before.body.data.list).toHaveLength(1);
    expect(before.body.data.list[0]).toMatchObject({
      id: tradeUp,
      threshold: '100.00',
      price: '10.00',
      max_quantity: 2,
      reached: 0,
      missing: '50.00',
      in_cart: 0,
    });
    expect(before.body.data.list[0]?.goods.name).toBe('换购赠品药');
    expect((await addTradeUp(1)).body).toMatchObject({ code: 400, msg: '还差¥50.00可换购' });
    await addOffer(main, 1);
    const after = await offers();
    expect(after.body.data.list[0]).toMatchObject({ reached: 1, missing: '0.00' });
  });

  it('keeps its title, which states the price, from a store under review and from guests', async () => {
    const pending = await offers(await t.loginAs('demo3'));
    expect(pending.body.data.list.map((o) => [o.title, o.price, o.threshold])).toEqual([
      [TRADE_UP_HIDDEN_TITLE, null, null],
    ]);
    expect((await offers()).body.data.list[0]?.title).toBe('满100元加10元换购');
    // The prize goods' activity tag says 换购 to everyone, its title only to those who see prices.
    const tagTitles = async (client: TestClient) => {
      const detail = await client.get<GoodsDetail>(`/api/goods/detail/${prize.goodsId}`);
      return (detail.body.data.activity_tags ?? []).filter((a) => a.kind === 'trade_up').map((a) => a.title);
    };
    expect(await tagTitles(demo)).toEqual(['满100元加10元换购']);
    expect(await tagTitles(t.client())).toEqual([TRADE_UP_HIDDEN_TITLE]);
    expect(await tagTitles(await t.loginAs('demo3'))).toEqual([TRADE_UP_HIDDEN_TITLE]);
  });

  it('adds the trade-up at its price, outside 满减 and coupons, up to its quantity per order', async () => {
    await addOffer(main, 2);
    expect((await addTradeUp(2)).body.code).toBe(10000);
    expect((await addTradeUp(1)).status).toBe(400);
    const cart = await demo.get<CartState>('/api/cart/list');
    const line = cart.body.data.data.find((l) => l.type === 4);
    expect(line).toMatchObject({ price: '10.00', amount: '20.00', with_coupon: 0, invalid_reason: '' });
    expect(line?.trade_up).toMatchObject({ id: tradeUp, missing: '0.00' });
    expect(cart.body.data.totals.goods_amount).toBe('120.00');
    const state = await offers();
    expect(state.body.data.list[0]).toMatchObject({ in_cart: 2, line_id: line?.id });
  });

  it('counts the goods added in the same call towards the threshold, wherever the trade-up stands in it', async () => {
    const res = await demo.postForm('/api/cart', {
      params: [
        { goods_id: tradeUp, goods_price_id: 0, number: 1, type: 4 },
        { goods_id: main.goodsId, goods_price_id: main.offerId, number: 2 },
      ],
    });
    expect(res.body.code).toBe(10000);
    expect((await lineOf(`t${tradeUp}`))?.quantity).toBe(1);
    expect((await lineOf(`o${main.offerId}`))?.quantity).toBe(2);
  });

  it('parallel adds never pass the quantity per order', async () => {
    await addOffer(main, 2);
    await Promise.all([1, 2, 3, 4].map(() => addTradeUp(1)));
    expect((await lineOf(`t${tradeUp}`))?.quantity).toBe(2);
  });

  it('drops the trade-up when the threshold is no longer met, and refuses it at checkout', async () => {
    await addOffer(main, 2);
    await addTradeUp(1);
    const mainLine = await lineOf(`o${main.offerId}`);
    const tradeLine = await lineOf(`t${tradeUp}`);
    await demo.postForm(`/api/cart/${mainLine?.id}/edit`, { params: { number: 1 } });
    const cart = await demo.get<CartState>('/api/cart/list');
    const line = cart.body.data.data.find((l) => l.id === tradeLine?.id);
    expect(line).toMatchObject({ is_selected: 0, invalid_reason: '还差¥50.00可换购' });
    expect(cart.body.data.totals.goods_amount).toBe('50.00');
    const checkout = await demo.postForm('/api/cart/checkout', { ids: [mainLine?.id, tradeLine?.id] });
    expect(checkout.body).toMatchObject({ code: 400, msg: '换购赠品药：换购条件未满足，还差¥50.00' });
    const order = await demo.postForm('/api/order', {
      ids: [mainLine?.id, tradeLine?.id],
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(order.body.code).toBe(400);
    // the trade-up alone never reaches anything
    const alone = await demo.postForm('/api/cart/checkout', { ids: [tradeLine?.id] });
    expect(alone.body.code).toBe(400);
  });

  it('places an order with the trade-up line at its price', async () => {
    await addOffer(main, 2);
    await addTradeUp(2);
    const ids = (await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.id);
    const order = await demo.postForm<OrderCreated>('/api/order', {
      ids,
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(order.body.code).toBe(10000);
    const rows = await t.handle.query<{
      type: number;
      trade_up_id: number | null;
      unit_price: number;
      amount: number;
    }>('SELECT type, trade_up_id, unit_price, amount FROM order_lines WHERE order_id = $1 AND type = 4', [
      order.body.data.id,
    ]);
    expect(rows).toEqual([{ type: 4, trade_up_id: tradeUp, unit_price: 1000, amount: 2000 }]);
    const [head] = await t.handle.query<{ goods_amount: number }>(
      'SELECT goods_amount FROM orders WHERE id = $1',
      [order.body.data.id],
    );
    expect(head?.goods_amount).toBe(12_000);
  });

  it('keeps another member away from the store cart line of a trade-up', async () => {
    await addOffer(main, 2);
    await addTradeUp(1);
    const line = await lineOf(`t${tradeUp}`);
    const other = await t.loginAs('demo2');
    expect((await other.postForm(`/api/cart/${line?.id}/edit`, { params: { number: 2 } })).status).toBe(404);
    expect((await other.postForm('/api/cart/batch_delete', { ids: [line?.id] })).status).toBe(404);
    expect((await other.postForm('/api/cart/checkout', { ids: [line?.id] })).status).toBe(404);
    const theirs = await offers(other);
    expect(theirs.body.data.list[0]).toMatchObject({ in_cart: 0, line_id: 0 });
    expect((await lineOf(`t${tradeUp}`))?.quantity).toBe(1);
  });

  it('refuses a trade-up that ended', async () => {
    await addOffer(main, 2);
    await t.handle.query("UPDATE trade_up_offers SET ends_at = now() - interval '1 minute' WHERE id = $1", [
      tradeUp,
    ]);
    try {
      expect((await addTradeUp(1)).body).toMatchObject({ code: 400, msg: '换购活动已结束' });
      expect((await offers()).body.data.list).toHaveLength(0);
    } finally {
      await t.handle.query('UPDATE trade_up_offers SET ends_at = NULL WHERE id = $1', [tradeUp]);
    }
  });
});

describe('the reach of a trade-up (customer types and provinces)', () => {
  const reachOnly = (province: string) =>
    t.handle.query('UPDATE trade_up_offers SET allowed_provinces = $2 WHERE id = $1', [tradeUp, [province]]);
  const reachAll = () =>
    t.handle.query(
      "UPDATE trade_up_offers SET allowed_provinces = '{}', allowed_customer_types = '{}' WHERE id = $1",
      [tradeUp],
    );

  it('is offered only to the stores it reaches', async () => {
    const elsewhere = await t.loginAs('demo2');
    try {
      await reachOnly('浙江省');
      expect((await offers()).body.data.list.map((o) => o.id)).toEqual([tradeUp]);
      expect((await offers(elsewhere)).body.data.list).toHaveLength(0);
      await reachOnly('湖北省');
      expect((await offers()).body.data.list).toHaveLength(0);
      expect((await offers(elsewhere)).body.data.list.map((o) => o.id)).toEqual([tradeUp]);
      await reachAll();
      await t.handle.query("UPDATE trade_up_offers SET allowed_customer_types = '{远方类型}' WHERE id = $1", [
        tradeUp,
      ]);
      expect((await offers()).body.data.list).toHaveLength(0);
    } finally {
      await reachAll();
    }
  });

  it('cannot be added or checked out by a store outside it', async () => {
    await addOffer(main, 2);
    try {
      await reachOnly('湖北省');
      expect((await addTradeUp(1)).body).toMatchObject({ code: 400, msg: '该换购活动不适用于您的门店' });
      expect(await lineOf(`t${tradeUp}`)).toBeUndefined();
      // a line added while it reached the store is refused once it no longer does
      await reachAll();
      expect((await addTradeUp(1)).body.code).toBe(10000);
      await reachOnly('湖北省');
      const mainLine = await lineOf(`o${main.offerId}`);
      const tradeLine = await lineOf(`t${tradeUp}`);
      const cart = await demo.get<CartState>('/api/cart/list');
      expect(cart.body.data.data.find((l) => l.id === tradeLine?.id)).toMatchObject({
        invalid_reason: '该换购活动不适用于您的门店',
      });
      const checkout = await demo.postForm('/api/cart/checkout', { ids: [mainLine?.id, tradeLine?.id] });
      expect(checkout.body).toMatchObject({ code: 400, msg: '换购赠品药：该换购活动不适用于您的门店' });
      const order = await demo.postForm('/api/order', {
        ids: [mainLine?.id, tradeLine?.id],
        address_id: addressId,
        idempotency_key: newKey(),
      });
      expect(order.body.code).toBe(400);
      await reachOnly('浙江省');
      expect(
        (await demo.postForm('/api/cart/checkout', { ids: [mainLine?.id, tradeLine?.id] })).body.code,
      ).toBe(10000);
    } finally {
      await reachAll();
    }
  });
});
