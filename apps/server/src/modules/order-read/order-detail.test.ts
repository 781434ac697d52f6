import { ORDER_MESSAGES, type OrderDetail } from '@mall/shared/order';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOrder, eventsOf, ledgerProblems, orderRow } from './order.fixtures.ts';

let t: TestApp;
let buyer: MemberFixture;
let client: TestClient;
let other: MemberFixture;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createMember(t.handle);
  other = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
});

afterAll(() => t.close());

afterEach(async () => {
  expect(await ledgerProblems(t.handle)).toEqual([]);
});

const order = (options: Partial<Parameters<typeof createOrder>[1]> = {}) =>
  createOrder(t.handle, { companyId: buyer.companyId, memberId: buyer.memberId, ...options });
const detail = async (id: number) => (await client.get<OrderDetail>(`/api/order/${id}`)).body.data;

async function event(orderId: number, kind: 'status' | 'logistics', title: string, secondsAgo: number) {
  await t.handle.query(
    `INSERT INTO order_events (order_id, kind, title, created_at) VALUES ($1, $2, $3, now() - make_interval(secs => $4))`,
    [orderId, kind, title, secondsAgo],
  );
}

describe('GET /api/order/{id}', () => {
  it('shows amounts, address, invoice, lines, timeline oldest first and logistics newest first', async () => {
    const o = await order({ status: 2, payable: 9_000, balanceAmount: 1_000 });
    await event(o.id, 'status', '订单已提交', 300);
    await event(o.id, 'status', '订单已支付', 200);
    await event(o.id, 'logistics', '【杭州仓】已出库', 100);
    await event(o.id, 'status', '已发货', 100);
    await event(o.id, 'logistics', '【杭州转运中心】已发出', 50);
    const d = await detail(o.id);
    expect(d).toMatchObject({
      id: o.id,
      order_no: o.orderNo,
      status: 2,
      status_text: '待收货',
      total_amount: '100.00',
      amounts: {
        goods_amount: '100.00',
        balance_amount: '10.00',
        payable_amount: '90.00',
        paid_amount: '90.00',
        paid_total: '100.00',
      },
      address: { consignee: '李四', province: '浙江省', detail: '文三路1号' },
      invoice: { invoice_type: 3, invoice_type_text: '电子发票', title: '测试大药房' },
      invoice_id: null,
      after_sales: [],
    });
    expect(d.lines).toHaveLength(1);
    // Cancelled unpaid, its balance part given back: nothing was paid.
    const cancelled = await order({ status: 4, payable: 9_000, balanceAmount: 1_000 });
    expect((await detail(cancelled.id)).amounts).toMatchObject({
      balance_amount: '10.00',
      paid_total: '0.00',
    });
    expect(d.lines[0]).toMatchObject({
      batch_number: 'B2026001',
      expiry_date: '2028-06-30',
      approval_number: '国药准字H00000000',
    });
    expect(d.timeline.map((e) => e.title)).toEqual(['订单已提交', '订单已支付', '已发货']);
    expect(d.logistics.map((e) => e.title)).toEqual(['【杭州转运中心】已发出', '【杭州仓】已出库']);
  });

  it('offers the actions of each state', async () => {
    const cases: [Parameters<typeof order>[0], OrderDetail['actions']][] = [
      [{ status: 0 }, { pay: 1, cancel: 1, receive: 0, rebuy: 0, after_sale: 0 }],
      [
        { status: 0, expiresIn: -5 },
        { pay: 0, cancel: 1, receive: 0, rebuy: 0, after_sale: 0 },
      ],
      [{ status: 1 }, { pay: 0, cancel: 0, receive: 0, rebuy: 0, after_sale: 1 }],
      [{ status: 2 }, { pay: 0, cancel: 0, receive: 1, rebuy: 0, after_sale: 1 }],
      [
        { status: 3, completedAgo: 86_400 },
        { pay: 0, cancel: 0, receive: 0, rebuy: 1, after_sale: 1 },
      ],
      [
        { status: 3, completedAgo: 16 * 86_400 },
        { pay: 0, cancel: 0, receive: 0, rebuy: 1, after_sale: 0 },
      ],
      [{ status: 4 }, { pay: 0, cancel: 0, receive: 0, rebuy: 1, after_sale: 0 }],
    ];
    for (const [options, actions] of cases) {
      const o = await order(options);
      expect((await detail(o.id)).actions, JSON.stringify(options)).toEqual(actions);
    }
  });

  it('lists the order’s after-sales and its invoice', async () => {
    const o = await order({ status: 3 });
    await t.handle.query(
      `INSERT INTO after_sales (after_sale_no, order_id, company_id, kind, status, reason, refund_amount)
       VALUES ('AS-D-1', $1, $2, 'return_refund', 2, '破损', 1280), ('AS-D-2', $1, $2, 'documents', 0, '缺药检报告', 0)`,
      [o.id, buyer.companyId],
    );
    const [invoice] = await t.handle.query<{ id: number }>(
      `INSERT INTO invoices (order_id, company_id, invoice_no, invoice_type, title, tax_number, amount, tax_amount)
       VALUES ($1, $2, $3, 3, '测试大药房', '91330100MA2B7C3L0X', 12800, 1473) RETURNING id`,
      [o.id, buyer.companyId, `INV${o.orderNo}`],
    );
    const d = await detail(o.id);
    expect(d.invoice_id).toBe(invoice?.id);
    // Reversed (红冲) and replaced: the order links the invoice in force, not the reversed one.
    await t.handle.query('UPDATE invoices SET status = 2 WHERE id = $1', [invoice?.id]);
    const [reissued] = await t.handle.query<{ id: number }>(
      `INSERT INTO invoices (order_id, company_id, invoice_no, invoice_type, title, tax_number, amount, tax_amount)
       VALUES ($1, $2, $3, 3, '测试大药房', '91330100MA2B7C3L0X', 11520, 1325) RETURNING id`,
      [o.id, buyer.companyId, `INV${o.orderNo}R`],
    );
    // Its id below the reversed one's: the choice goes by status, not by age.
    await t.handle.query('UPDATE invoices SET id = $1 - 1000000 WHERE id = $1', [reissued?.id]);
    expect((await detail(o.id)).invoice_id).toBe((reissued?.id as number) - 1_000_000);
    expect(d.has_after_sale).toBe(1);
    expect(d.after_sales).toEqual([
      expect.objectContaining({
        after_sale_no: 'AS-D-2',
        kind: 'documents',
        kind_text: '资料补寄',
        status: 0,
        status_text: '申请中',
        refund_amount: '0.00',
      }),
      expect.objectContaining({
        after_sale_no: 'AS-D-1',
        kind: 'return_refund',
        kind_text: '退货退款',
        status: 2,
        refund_amount: '12.80',
      }),
    ]);
  });

  it("refuses another member's order and ids that cannot be orders with 404", async () => {
    const theirs = await createOrder(t.handle, { companyId: other.companyId, memberId: other.memberId });
    for (const id of [theirs.id, 99_999_999, 'x', 0, '99999999999']) {
      const res = await client.get(`/api/order/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.msg).toBe(ORDER_MESSAGES.notFound);
    }
    expect((await t.client().get(`/api/order/${theirs.id}`)).status).toBe(401);
  });
});

describe('POST /api/order/{id}/receive', () => {
  it('completes a delivered order, records the event and issues the invoice in the same step', async () => {
    const o = await order({ status: 2, payable: 11_300 });
    const res = await client.post(`/api/order/${o.id}/receive`);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(ORDER_MESSAGES.received);
    const d = await detail(o.id);
    expect(d.status).toBe(3);
    expect(d.completed_at).toBeGreaterThan(0);
    expect(d.delivered_at).toBeGreaterThan(0);
    expect(d.timeline.map((e) => e.title)).toContain('已确认收货');
    expect(d.invoice_id).not.toBeNull();
    const invoices = await t.handle.query<{ amount: number; company_id: number }>(
      'SELECT amount, company_id FROM invoices WHERE order_id = $1',
      [o.id],
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.company_id).toBe(buyer.companyId);
    expect(d.actions).toMatchObject({ receive: 0, rebuy: 1, after_sale: 1 });
  });

  it('refuses orders not awaiting receipt, changing nothing', async () => {
    for (const status of [0, 1, 3, 4] as const) {
      const o = await order({ status });
      const res = await client.post(`/api/order/${o.id}/receive`);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(ORDER_MESSAGES.notReceivable);
      expect((await orderRow(t.handle, o.id)).status).toBe(status);
      expect(await eventsOf(t.handle, o.id)).toEqual([]);
    }
  });

  it("refuses another member's order (404) and a guest (401)", async () => {
    const theirs = await createOrder(t.handle, {
      companyId: other.companyId,
      memberId: other.memberId,
      status: 2,
    });
    const res = await client.post(`/api/order/${theirs.id}/receive`);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(ORDER_MESSAGES.notFound);
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.post(`/api/order/${theirs.id}/receive`)).status).toBe(401);
    expect((await orderRow(t.handle, theirs.id)).status).toBe(2);
  });
});
