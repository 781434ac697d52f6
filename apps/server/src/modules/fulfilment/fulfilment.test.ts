import type { OrderDetail } from '@mall/shared/order';
import type { PayStart } from '@mall/shared/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture, upsertSetting } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import {
  createOrder,
  eventsOf,
  ledgerProblems,
  messagesOf,
  orderRow,
  paymentsOf,
} from '../order-read/order.fixtures.ts';
import { addParcel, addTrace, confirmTransfer, deliver, listOrders, ship } from './fulfilment.service.ts';

let t: TestApp;
let buyer: MemberFixture;
let client: TestClient;
const OPERATOR = 'operator:tester';

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
});

afterAll(() => t.close());

const order = (options: Partial<Parameters<typeof createOrder>[1]> = {}) =>
  createOrder(t.handle, { companyId: buyer.companyId, memberId: buyer.memberId, ...options });

async function payByTransfer(orderId: number): Promise<PayStart> {
  const res = await client.post<PayStart>(`/api/order/${orderId}/pay`, { method: 'transfer' });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('bank transfer', () => {
  it('shows where to send the money and holds the order for three days', async () => {
    const o = await order({ payable: 66_600 });
    const start = await payByTransfer(o.id);
    expect(start).toMatchObject({
      method: 'transfer',
      status: 0,
      amount: '666.00',
      qr_url: null,
      bank: { account_name: '杭州康源医药有限公司', remark: o.orderNo },
    });
    expect(start.bank?.bank_name).toContain('中国工商银行');
    expect(start.bank?.account).not.toBe('');
    const row = await orderRow(t.handle, o.id);
    expect(row.status).toBe(0);
    expect(row.expires_in).toBeGreaterThan(3 * 86_400 - 120);
    expect(row.expires_in).toBeLessThanOrEqual(3 * 86_400);
    // a second click reuses the pending transfer
    expect((await payByTransfer(o.id)).payment_no).toBe(start.payment_no);
    expect(await paymentsOf(t.handle, o.id)).toEqual([
      expect.objectContaining({ method: 'transfer', status: 0 }),
    ]);
  });

  it('counts the three days from the order: choosing transfer again never moves the deadline', async () => {
    // Placed 71 hours ago and switched to transfer then: one hour is left.
    const o = await order({ createdAgo: 71 * 3600, expiresIn: 3600 });
    await payByTransfer(o.id);
    const once = await orderRow(t.handle, o.id);
    expect(once.expires_in).toBeGreaterThan(3600 - 120);
    expect(once.expires_in).toBeLessThanOrEqual(3600);
    await payByTransfer(o.id);
    expect((await orderRow(t.handle, o.id)).expires_in).toBeLessThanOrEqual(3600);
    // An order chosen for transfer late in its half hour still gets three days from its creation.
    const late = await order({ createdAgo: 25 * 60, expiresIn: 5 * 60 });
    await payByTransfer(late.id);
    const held = await orderRow(t.handle, late.id);
    expect(held.expires_in).toBeGreaterThan(3 * 86_400 - 25 * 60 - 120);
    expect(held.expires_in).toBeLessThanOrEqual(3 * 86_400 - 25 * 60);
    const [event] = await t.handle.query<{ note: string }>(
      "SELECT note FROM order_events WHERE order_id = $1 AND title = '等待银行转账'",
      [late.id],
    );
    expect(event?.note).toMatch(/^请在\d{4}-\d{2}-\d{2} \d{2}:\d{2}前完成转账，备注订单号$/);
  });

  it("reads the bank from the 'bank_transfer' setting", async () => {
    await upsertSetting(t.handle, 'bank_transfer', {
      bank_name: '招商银行杭州分行',
      account: '5719 0000 1111',
    });
    const o = await order();
    const start = await payByTransfer(o.id);
    expect(start.bank).toEqual({
      account_name: '杭州康源医药有限公司',
      bank_name: '招商银行杭州分行',
      account: '5719 0000 1111',
      remark: o.orderNo,
    });
    await t.handle.query("DELETE FROM settings WHERE key = 'bank_transfer'");
  });

  it('is confirmed by the operator: payment and order paid, event, buyer message', async () => {
    const o = await order({ payable: 30_000 });
    await payByTransfer(o.id);
    const summary = await confirmTransfer(t.handle.db, o.orderNo, OPERATOR);
    expect(summary).toContain(o.orderNo);
    expect(await orderRow(t.handle, o.id)).toMatchObject({
      status: 1,
      paid_amount: 30_000,
      pay_method: 'transfer',
    });
    expect(await paymentsOf(t.handle, o.id)).toEqual([
      expect.objectContaining({ method: 'transfer', status: 1, gateway_ref: OPERATOR }),
    ]);
    expect(await eventsOf(t.handle, o.id)).toContainEqual(
      expect.objectContaining({ title: '订单已支付', actor: OPERATOR }),
    );
    const messages = await messagesOf(t.handle, buyer.companyId);
    expect(messages).toContainEqual(expect.objectContaining({ title: '转账已确认' }));
    await expect(confirmTransfer(t.handle.db, o.orderNo, OPERATOR)).rejects.toThrow(
      '当前状态为待发货，不能确认转账',
    );
    expect(await ledgerProblems(t.handle)).toEqual([]);
  });

  it('refuses without a pending transfer, for a cancelled order, or an unknown number', async () => {
    const unpaid = await order();
    await expect(confirmTransfer(t.handle.db, unpaid.orderNo, OPERATOR)).rejects.toThrow(
      '没有待确认的银行转账',
    );
    const cancelled = await order({ status: 4 });
    await expect(confirmTransfer(t.handle.db, cancelled.orderNo, OPERATOR)).rejects.toThrow('已取消');
    await expect(confirmTransfer(t.handle.db, 'NOPE', OPERATOR)).rejects.toThrow('订单 NOPE 不存在');
    expect(await orderRow(t.handle, unpaid.id)).toMatchObject({ status: 0 });
  });
});

describe('shipping and delivery', () => {
  it('ships a paid order, traces it, delivers it; the buyer then confirms receipt', async () => {
    const o = await order({ status: 1 });
    const summary = await ship(
      t.handle.db,
      o.orderNo,
      { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
      OPERATOR,
    );
    expect(summary).toContain('SF1234567890');
    const shipped = (await client.get<OrderDetail>(`/api/order/${o.id}`)).body.data;
    expect(shipped).toMatchObject({ status: 2, carrier: '顺丰速运', tracking_no: 'SF1234567890' });
    expect(shipped.shipped_at).toBeGreaterThan(0);
    expect(shipped.timeline.map((e) => e.title)).toContain('已发货');
    expect(shipped.logistics[shipped.logistics.length - 1]?.title).toMatch(/^【.+】已出库$/);
    expect(await messagesOf(t.handle, buyer.companyId)).toContainEqual(
      expect.objectContaining({ title: '订单已发货' }),
    );

    await addTrace(t.handle.db, o.orderNo, '【杭州转运中心】已发出', OPERATOR);
    await deliver(t.handle.db, o.orderNo, OPERATOR);
    const delivered = (await client.get<OrderDetail>(`/api/order/${o.id}`)).body.data;
    expect(delivered.status).toBe(2);
    expect(delivered.delivered_at).toBeGreaterThan(0);
    expect(delivered.logistics.map((e) => e.title).slice(0, 2)).toEqual(['已签收', '【杭州转运中心】已发出']);
    expect(delivered.actions.receive).toBe(1);
    await expect(deliver(t.handle.db, o.orderNo, OPERATOR)).rejects.toThrow('已签收');
  });

  it('ships several parcels at once and one more later, each traced; refuses repeats', async () => {
    const o = await order({ status: 1 });
    await expect(
      ship(
        t.handle.db,
        o.orderNo,
        [
          { carrier: '顺丰速运', trackingNo: 'SF3000000001' },
          { carrier: '圆通速递', trackingNo: 'SF3000000001' },
        ],
        OPERATOR,
      ),
    ).rejects.toThrow('运单号重复');
    await expect(ship(t.handle.db, o.orderNo, [], OPERATOR)).rejects.toThrow('请至少填写一个包裹');
    await expect(
      addParcel(t.handle.db, o.orderNo, { carrier: '中通快递', trackingNo: 'ZT3000000003' }, OPERATOR),
    ).rejects.toThrow('不能添加包裹');
    const summary = await ship(
      t.handle.db,
      o.orderNo,
      [
        { carrier: '顺丰速运', trackingNo: 'SF3000000001' },
        { carrier: '圆通速递', trackingNo: 'YT3000000002' },
      ],
      OPERATOR,
    );
    expect(summary).toContain('顺丰速运 SF3000000001、圆通速递 YT3000000002');
    await expect(
      addParcel(t.handle.db, o.orderNo, { carrier: '中通快递', trackingNo: 'YT3000000002' }, OPERATOR),
    ).rejects.toThrow('运单号重复');
    await addParcel(t.handle.db, o.orderNo, { carrier: '中通快递', trackingNo: 'ZT3000000003' }, OPERATOR);
    const shipped = (await client.get<OrderDetail>(`/api/order/${o.id}`)).body.data;
    expect(shipped).toMatchObject({ status: 2, carrier: '顺丰速运', tracking_no: 'SF3000000001' });
    expect(shipped.parcels).toEqual([
      { carrier: '顺丰速运', tracking_no: 'SF3000000001' },
      { carrier: '圆通速递', tracking_no: 'YT3000000002' },
      { carrier: '中通快递', tracking_no: 'ZT3000000003' },
    ]);
    expect(shipped.timeline.find((e) => e.title === '已发货')?.note).toContain('共2个包裹');
    expect(shipped.logistics.filter((e) => e.title.endsWith('已揽收'))).toHaveLength(3);
    const messages = await messagesOf(t.handle, buyer.companyId);
    expect(messages.map((m) => m.title)).toContain('订单新包裹已发出');
  });

  it('refuses each act in a wrong state, with a Chinese message, changing nothing', async () => {
    const unpaid = await order();
    await expect(
      ship(t.handle.db, unpaid.orderNo, { carrier: '顺丰速运', trackingNo: 'SF1000000000' }, OPERATOR),
    ).rejects.toThrow('当前状态为待付款，不能发货');
    await expect(addTrace(t.handle.db, unpaid.orderNo, '到达', OPERATOR)).rejects.toThrow('不能添加物流信息');
    await expect(deliver(t.handle.db, unpaid.orderNo, OPERATOR)).rejects.toThrow('不能签收');
    const paid = await order({ status: 1 });
    await expect(
      ship(t.handle.db, paid.orderNo, { carrier: '', trackingNo: 'SF1234567890' }, OPERATOR),
    ).rejects.toThrow('请填写承运商');
    await expect(
      ship(t.handle.db, paid.orderNo, { carrier: '顺丰速运', trackingNo: '单号' }, OPERATOR),
    ).rejects.toThrow('运单号');
    await expect(addTrace(t.handle.db, paid.orderNo, '  ', OPERATOR)).rejects.toThrow('物流信息不能为空');
    expect(await orderRow(t.handle, paid.id)).toMatchObject({ status: 1 });
    expect(await eventsOf(t.handle, paid.id)).toEqual([]);
  });

  it('lists orders for the operator, newest first, by status', async () => {
    const o = await order({ payable: 4_321 });
    await payByTransfer(o.id);
    const all = await listOrders(t.handle.db);
    expect(all[0]).toContain(o.orderNo);
    expect(all[0]).toContain('¥43.21');
    expect(all[0]).toContain('待确认转账');
    const unpaid = await listOrders(t.handle.db, 0);
    expect(unpaid.every((line) => line.includes('待付款'))).toBe(true);
    const cancelled = await listOrders(t.handle.db, 4);
    expect(cancelled.some((line) => line.includes(o.orderNo))).toBe(false);
  });
});
