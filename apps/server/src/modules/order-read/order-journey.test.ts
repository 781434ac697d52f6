import type { AddToCartResult } from '@mall/shared/cart';
import type { OrderCreated, OrderDetail, OrderPage } from '@mall/shared/order';
import type { PayStart, SandboxPayment } from '@mall/shared/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cartRows, clearCart, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { confirmTransfer, deliver, ship } from '../fulfilment/fulfilment.service.ts';
import { ledgerProblems } from './order.fixtures.ts';

let t: TestApp;
let demo: TestClient;
let addressId: number;
type Made = Awaited<ReturnType<typeof createOffer>>;
let offer: Made;

beforeAll(async () => {
  t = await createTestApp({ paySandbox: true });
  offer = await createOffer(t.handle, { name: '流程测试片', basePrice: 2500, stock: 50 });
  demo = await t.loginAs('demo');
  const addresses = await demo.get<{ id: number }[]>('/api/user/address');
  addressId = addresses.body.data[0]?.id ?? 0;
});
afterAll(() => t.close());

let keys = 0;

/** Through the real checkout: cart line, then POST /api/order. */
async function checkout(number: number): Promise<OrderCreated> {
  await clearCart(t.handle, DEMO_COMPANY);
  const added = await demo.postForm<AddToCartResult>('/api/cart', {
    params: [{ goods_id: offer.goodsId, goods_price_id: offer.offerId, number }],
  });
  expect(added.body.code).toBe(10000);
  const ids = (await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.id);
  const res = await demo.postForm<OrderCreated>('/api/order', {
    ids,
    use_balance: 0,
    address_id: addressId,
    idempotency_key: `journey-${Date.now()}-${keys++}`,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const detail = async (id: number) => (await demo.get<OrderDetail>(`/api/order/${id}`)).body.data;

describe('an order from checkout to completion', () => {
  it('is paid online, shipped, delivered, received and invoiced, then bought again', async () => {
    const created = await checkout(2);
    const listed = (await demo.get<OrderPage>('/api/order', { status: 'unpaid' })).body.data;
    expect(listed.list.map((o) => o.id)).toContain(created.id);

    const start = (await demo.post<PayStart>(`/api/order/${created.id}/pay`, { method: 'online' })).body.data;
    expect(start.amount).toBe(created.payable_amount);
    const paid = await demo.post<SandboxPayment>(`/api/pay/sandbox/${start.payment_no}`, { result: 'paid' });
    expect(paid.body.data).toMatchObject({ payment_no: start.payment_no, status: 1 });

    await ship(
      t.handle.db,
      created.order_no,
      { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
      'operator:t',
    );
    await deliver(t.handle.db, created.order_no, 'operator:t');
    expect((await demo.post(`/api/order/${created.id}/receive`)).status).toBe(200);

    const done = await detail(created.id);
    expect(done.status).toBe(3);
    expect(done.amounts.paid_amount).toBe(created.payable_amount);
    expect(done.lines[0]).toMatchObject({ name: '流程测试片', number: 2 });
    expect(done.timeline.map((e) => e.title)).toEqual(
      expect.arrayContaining(['订单已支付', '已发货', '已确认收货']),
    );
    expect(done.logistics[0]?.title).toBe('已签收');
    expect(done.invoice_id).not.toBeNull();
    expect(done.actions).toMatchObject({ rebuy: 1, after_sale: 1, receive: 0, pay: 0 });

    const rebuy = await demo.post<AddToCartResult>(`/api/order/${created.id}/rebuy`);
    expect(rebuy.body.data.added).toEqual([
      expect.objectContaining({ goods_price_id: offer.offerId, number: 2 }),
    ]);
    expect(await ledgerProblems(t.handle)).toEqual([]);
  });

  it('waits for a bank transfer past the 30 minutes, until the operator confirms it', async () => {
    const created = await checkout(1);
    const start = (await demo.post<PayStart>(`/api/order/${created.id}/pay`, { method: 'transfer' })).body
      .data;
    expect(start.bank?.remark).toBe(created.order_no);
    expect((await detail(created.id)).expires_at).toBeGreaterThan(created.expires_at + 2 * 86_400);
    await confirmTransfer(t.handle.db, created.order_no, 'operator:t');
    const d = await detail(created.id);
    expect(d).toMatchObject({ status: 1, pay_method: 'transfer' });
    expect(d.amounts.paid_amount).toBe(created.payable_amount);
  });
});
