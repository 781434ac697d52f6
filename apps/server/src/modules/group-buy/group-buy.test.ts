import type { Paged } from '@mall/shared/admin';
import type { AdminOrderItem } from '@mall/shared/admin-orders';
import { GROUP_BUY_MESSAGES, type GroupBuyCard, type GroupBuyDetail } from '@mall/shared/group-buy';
import { ORDER_MESSAGES, type OrderPage } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator } from '../admin-auth/admin.fixtures.ts';
import { createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { FulfilmentError, ship } from '../fulfilment/fulfilment.service.ts';
import {
  expectLedgersBalanced,
  insertTradingBuyers,
  recharge,
  storeAddress,
} from '../order/order.fixtures.ts';
import { createGroupBuy, join, joined, statusOf, stockOf } from './group-buy.fixtures.ts';

let t: TestApp;
let demo: TestClient;
let other: TestClient;
let otherAddress: number;
let guest: TestClient;
let pending: TestClient;
let offer: Awaited<ReturnType<typeof createOffer>>;
let running: number;
let coming: number;
let ended: number;
let address: number;

beforeAll(async () => {
  t = await createTestApp({ paySandbox: true });
  offer = await createOffer(t.handle, { name: '拼团测试片', basePrice: 2000, stock: 100 });
  running = await createGroupBuy(t.handle, { offerId: offer.offerId, price: 1500, target: 10, limit: 6 });
  coming = await createGroupBuy(t.handle, { offerId: offer.offerId, startsIn: 3600, endsIn: 7200 });
  ended = await createGroupBuy(t.handle, { offerId: offer.offerId, startsIn: -7200, endsIn: -3600 });
  demo = await t.loginAs('demo');
  address = await storeAddress(t.handle, DEMO_COMPANY);
  const [buyer] = await insertTradingBuyers(t.handle, 'grouper', 1, DEMO_PASSWORD);
  if (!buyer) throw new Error('no buyer');
  other = await t.loginAs(buyer.username);
  otherAddress = await storeAddress(t.handle, buyer.companyId);
  pending = await t.loginAs('demo3');
  guest = t.client();
  await guest.get('/api/user/base');
});
afterAll(() => t.close());

const card = (list: GroupBuyCard[], id: number) => list.find((c) => c.id === id);

describe('GET /api/group_buy and /api/group_buy/{id}', () => {
  it('lists running and coming groups with progress, deadline and goods; prices for approved members only', async () => {
    const asDemo = await demo.get<GroupBuyCard[]>('/api/group_buy');
    expect(asDemo.body.code).toBe(10000);
    expect(card(asDemo.body.data, ended)).toBeUndefined();
    expect(card(asDemo.body.data, coming)).toMatchObject({ phase: 'coming', phase_text: '即将开团' });
    expect(card(asDemo.body.data, running)).toMatchObject({
      phase: 'running',
      group_price: '15.00',
      base_price: '20.00',
      price_tip: '',
      target_quantity: 10,
      store_limit: 6,
      goods: { goods_id: offer.goodsId, offer_id: offer.offerId, name: '拼团测试片' },
    });
    for (const reader of [guest, pending]) {
      const res = await reader.get<GroupBuyCard[]>('/api/group_buy');
      const seen = card(res.body.data, running);
      expect(seen).toMatchObject({ group_price: null, base_price: null });
      expect(seen?.price_tip).not.toBe('');
    }
    const detail = await guest.get<GroupBuyDetail>(`/api/group_buy/${running}`);
    expect(detail.body.data).toMatchObject({ id: running, group_price: null, joined_quantity: 0 });
    expect((await demo.get(`/api/group_buy/${ended}`)).body.data).toMatchObject({ phase: 'closed' });
  });

  it('answers 404 for a group that does not exist and 422 for an id that is not one', async () => {
    expect((await demo.get('/api/group_buy/99999999')).body).toMatchObject({
      code: 404,
      msg: GROUP_BUY_MESSAGES.notFound,
    });
    expect((await demo.get('/api/group_buy/abc')).status).toBe(422);
  });
});

describe('POST /api/group_buy/{id}/order', () => {
  it('keeps the group’s deadline when the buyer chooses bank transfer', async () => {
    const closing = await createGroupBuy(t.handle, { offerId: offer.offerId, endsIn: 7200 });
    const created = await joined(demo, closing, { quantity: 1, address });
    const deadline = async () =>
      (
        await t.handle.query<{ left: number }>(
          'SELECT extract(epoch FROM expires_at - now())::int AS left FROM orders WHERE id = $1',
          [created.id],
        )
      )[0]?.left ?? 0;
    for (let i = 0; i < 2; i++) {
      const transfer = await demo.post(`/api/order/${created.id}/pay`, { method: 'transfer' });
      expect(transfer.body.code, transfer.body.msg).toBe(10000);
      // The group settles its unpaid orders at its end: three days would promise what it cannot keep.
      expect(await deadline()).toBeGreaterThan(7200 - 120);
      expect(await deadline()).toBeLessThanOrEqual(7200);
    }
  });

  it('orders at the group price, takes the stock, counts toward the limit and pays through the usual flow', async () => {
    const before = await stockOf(t.handle, offer.offerId);
    const created = await joined(demo, running, { quantity: 2, address });
    expect(created.status).toBe(0);
    const [amounts] = await t.handle.query(
      'SELECT goods_amount, activity_amount, payable_amount - shipping_amount AS goods_payable FROM orders WHERE id = $1',
      [created.id],
    );
    expect(amounts).toEqual({ goods_amount: 3000, activity_amount: 0, goods_payable: 3000 });
    expect(await stockOf(t.handle, offer.offerId)).toBe(before - 2);
    const [line] = await t.handle.query(
      'SELECT unit_price, amount, quantity FROM order_lines WHERE order_id = $1',
      [created.id],
    );
    expect(line).toEqual({ unit_price: 1500, amount: 3000, quantity: 2 });
    let detail = (await demo.get<GroupBuyDetail>(`/api/group_buy/${running}`)).body.data;
    expect(detail).toMatchObject({ joined_quantity: 2, paid_quantity: 0, progress: 0, can_join_quantity: 4 });

    await recharge(t.handle, DEMO_COMPANY, 10_000);
    const paid = await demo.post(`/api/order/${created.id}/pay`, { method: 'balance' });
    expect(paid.body).toMatchObject({ code: 10000, msg: ORDER_MESSAGES.paid });
    detail = (await demo.get<GroupBuyDetail>(`/api/group_buy/${running}`)).body.data;
    expect(detail).toMatchObject({ joined_quantity: 2, paid_quantity: 2, progress: 20 });
    const mine = await demo.get<OrderPage>('/api/order?status=to_ship');
    expect(mine.body.data.list.find((o) => o.id === created.id)).toMatchObject({
      status: 1,
      status_text: '拼团中',
      group_buy_state: 'running',
    });
    // The console's order list reads it as the buyer and its own detail do.
    const operator = await loginOperator(t, 'admin');
    const listed = await operator.get<Paged<AdminOrderItem>>(
      `/api/admin/orders?order_no=${created.order_no}`,
    );
    expect(listed.body.data.list.find((o) => o.id === created.id)).toMatchObject({
      status: 1,
      status_text: '拼团中',
    });

    // Held: the operator cannot ship it before the group succeeds.
    await expect(
      ship(
        t.handle.db,
        created.order_no,
        { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
        'operator:test',
      ),
    ).rejects.toThrow(FulfilmentError);
    expect(await statusOf(t.handle, created.id)).toBe(1);

    const over = await join(demo, running, { quantity: 5, address });
    expect(over.body).toMatchObject({ code: 400, msg: GROUP_BUY_MESSAGES.overLimit(6, 2) });
    await joined(demo, running, { quantity: 4, address });
    const full = await join(demo, running, { quantity: 1, address });
    expect(full.body).toMatchObject({ code: 400, msg: GROUP_BUY_MESSAGES.overLimit(6, 6) });
    await expectLedgersBalanced(t.handle);
  });

  it('returns the first order for a repeated submission', async () => {
    const body = { quantity: 1, address_id: otherAddress, idempotency_key: `group-repeat-${Date.now()}` };
    const first = await other.postForm(`/api/group_buy/${running}/order`, body);
    const again = await other.postForm(`/api/group_buy/${running}/order`, body);
    expect(first.body.code).toBe(10000);
    expect(again.body.data).toEqual(first.body.data);
  });

  it('refuses outside the window', async () => {
    expect((await join(demo, coming, { quantity: 1, address })).body).toMatchObject({
      code: 400,
      msg: GROUP_BUY_MESSAGES.notStarted,
    });
    expect((await join(demo, ended, { quantity: 1, address })).body).toMatchObject({
      code: 400,
      msg: GROUP_BUY_MESSAGES.ended,
    });
    expect((await join(demo, 99999999, { quantity: 1, address })).body).toMatchObject({ code: 404 });
  });

  it('answers 422 for bad input and 401 to guests', async () => {
    for (const body of [
      { quantity: 0, address_id: address, idempotency_key: 'group-bad-000001' },
      { quantity: 'abc', address_id: address, idempotency_key: 'group-bad-000002' },
      { quantity: 1.5, address_id: address, idempotency_key: 'group-bad-000003' },
      { quantity: 1, idempotency_key: 'group-bad-000004' },
      { quantity: 1, address_id: address },
      { quantity: 1, address_id: address, idempotency_key: 'group-bad-000005', use_balance: 7 },
    ]) {
      const res = await demo.postForm(`/api/group_buy/${running}/order`, body);
      expect(res.status).toBe(422);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const res = await guest.postForm(`/api/group_buy/${running}/order`, {
      quantity: 1,
      address_id: address,
      idempotency_key: 'group-guest-00001',
    });
    expect(res.status).toBe(401);
  });

  it('keeps one member out of another’s group order and joined quantity', async () => {
    const mine = await joined(other, running, { quantity: 1, address: otherAddress });
    const [demoOrder] = await t.handle.query<{ id: number }>(
      `SELECT j.order_id AS id FROM group_buy_orders j WHERE j.company_id = $1 ORDER BY j.order_id LIMIT 1`,
      [DEMO_COMPANY],
    );
    const theirs = demoOrder?.id ?? 0;
    expect((await other.get(`/api/order/${theirs}`)).status).toBe(404);
    expect((await other.post(`/api/order/${theirs}/pay`, { method: 'balance' })).status).toBe(404);
    expect((await other.postForm(`/api/order/${theirs}/cancel`, { reason: '不想买了' })).status).toBe(404);
    const seen = (await other.get<GroupBuyDetail>(`/api/group_buy/${running}`)).body.data;
    expect(seen.joined_quantity).toBe(2);
    // demo's own address is not the other store's to order with.
    const foreign = await join(other, running, { quantity: 1, address });
    expect(foreign.body.code).toBe(400);
    expect((await demo.get(`/api/order/${mine.id}`)).status).toBe(404);
  });
});
