import type { Paged } from '@mall/shared/admin';
import type {
  AdminAfterSaleDetail,
  AdminAfterSaleItem,
  AdminInvoiceRequest,
  AdminOrderDetail,
  AdminOrderItem,
} from '@mall/shared/admin-orders';
import type { OrderDetail } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, OPERATOR_OF_ROLE, opPost } from '../admin-auth/admin.fixtures.ts';
import { applyFor, createOrder as createPaidOrder } from '../after-sale/after-sale.fixtures.ts';
import { createOrder, eventsOf, orderRow, paymentsOf } from '../order-read/order.fixtures.ts';

let t: TestApp;
let buyer: MemberFixture;
let member: TestClient;
let admin: TestClient;
let service: TestClient;
let finance: TestClient;
let reviewer: TestClient;
let ops: TestClient;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  buyer = await createMember(t.handle);
  member = await t.loginAs(buyer.username, buyer.password);
  admin = await loginOperator(t, OPERATOR_OF_ROLE.admin);
  service = await loginOperator(t, OPERATOR_OF_ROLE.service);
  finance = await loginOperator(t, OPERATOR_OF_ROLE.finance);
  reviewer = await loginOperator(t, OPERATOR_OF_ROLE.reviewer);
  ops = await loginOperator(t, OPERATOR_OF_ROLE.ops);
});
afterAll(() => t.close());

interface AuditRow {
  action: string;
  target_id: string;
  username: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const auditOf = (targetId: string) =>
  t.handle.query<AuditRow>(
    `SELECT a.action, a.target_id, o.username, a.before, a.after FROM operator_audit_log a
     JOIN operators o ON o.id = a.operator_id WHERE a.target_id = $1 ORDER BY a.id`,
    [targetId],
  );

const parcelsOf = (orderId: number) =>
  t.handle.query<{ carrier: string; tracking_no: string }>(
    'SELECT carrier, tracking_no FROM order_parcels WHERE order_id = $1 ORDER BY id',
    [orderId],
  );

const order = (options: Partial<Parameters<typeof createOrder>[1]> = {}) =>
  createOrder(t.handle, { companyId: buyer.companyId, memberId: buyer.memberId, ...options });

async function transferOrder() {
  const o = await order({ payable: 30_000 });
  const res = await member.post(`/api/order/${o.id}/pay`, { method: 'transfer' });
  expect(res.status).toBe(200);
  return o;
}

describe('who may reach the orders section', () => {
  it('lets orders roles list and refuses the others, a member and no session', async () => {
    for (const c of [admin, service, finance])
      expect((await c.get('/api/admin/orders')).body.code).toBe(10000);
    for (const c of [reviewer, ops]) {
      const res = await c.get('/api/admin/orders');
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您没有该操作的权限');
    }
    expect((await member.get('/api/admin/orders')).status).toBe(401);
    expect((await t.client().get('/api/admin/orders')).status).toBe(401);
    expect((await member.get('/api/admin/after-sales')).status).toBe(401);
    expect((await reviewer.get('/api/admin/after-sales')).status).toBe(403);
    expect((await service.get('/api/admin/invoices')).status).toBe(403);
    expect((await finance.get('/api/admin/invoices')).status).toBe(200);
  });

  it('refuses a write from a member session or without the CSRF header', async () => {
    const o = await order({ status: 1 });
    expect(
      (
        await member.post(`/api/admin/orders/${o.id}/ship`, {
          parcels: [{ carrier: '顺丰', tracking_no: 'SF123456' }],
        })
      ).status,
    ).toBe(401);
    const noCsrf = await service.post(`/api/admin/orders/${o.id}/ship`, {
      parcels: [{ carrier: '顺丰', tracking_no: 'SF123456' }],
    });
    expect(noCsrf.status).toBe(403);
    expect((await orderRow(t.handle, o.id)).status).toBe(1);
  });
});

describe('order list and detail', () => {
  it('filters by status, number, store, pay method and China dates, and pages', async () => {
    const a = await order({ status: 1 });
    const b = await order({ status: 0 });
    const list = async (query: string) =>
      (await admin.get<Paged<AdminOrderItem>>(`/api/admin/orders?${query}`)).body.data;
    const byNo = await list(`order_no=${a.orderNo}`);
    expect(byNo.total).toBe(1);
    expect(byNo.list[0]).toMatchObject({
      id: a.id,
      status: 1,
      status_text: '待发货',
      member: buyer.username,
    });
    expect((await list(`order_no=${a.orderNo}&status=0`)).total).toBe(0);
    expect((await list(`order_no=${b.orderNo}&status=0`)).total).toBe(1);
    const store = await list(`store=${encodeURIComponent(buyer.username)}&page_size=1`);
    expect(store.list).toHaveLength(1);
    expect(store.total).toBeGreaterThanOrEqual(2);
    expect((await list(`order_no=${a.orderNo}&from=2000-01-01&to=2000-01-02`)).total).toBe(0);
    expect((await list(`order_no=${a.orderNo}&from=2000-01-01`)).total).toBe(1);
    const t1 = await transferOrder();
    const awaiting = await list('awaiting_transfer=1&pay_method=transfer');
    expect(awaiting.list.map((r) => r.id)).toContain(t1.id);
    expect(awaiting.list.every((r) => r.awaiting_transfer)).toBe(true);
  });

  it('refuses bad filters with 422', async () => {
    for (const q of ['status=9', 'from=2024-13-01', 'pay_method=cash', 'page=0', 'page_size=1000']) {
      const res = await admin.get(`/api/admin/orders?${q}`);
      expect(res.status, q).toBe(422);
    }
  });

  it('shows the buyer view with payments, and 404 for an unknown order', async () => {
    const o = await transferOrder();
    const detail = (await finance.get<AdminOrderDetail>(`/api/admin/orders/${o.id}`)).body.data;
    expect(detail).toMatchObject({
      order_no: o.orderNo,
      company_id: buyer.companyId,
      awaiting_transfer: true,
      can: { confirm_transfer: true, ship: false, trace: false, deliver: false },
    });
    expect(detail.payments).toEqual([
      expect.objectContaining({ method: 'transfer', status: 0, amount: '300.00' }),
    ]);
    expect(detail.lines.length).toBeGreaterThan(0);
    expect((await finance.get('/api/admin/orders/999999')).status).toBe(404);
    expect((await finance.get('/api/admin/orders/abc')).status).toBe(422);
  });
});

describe('confirm a bank transfer', () => {
  it('is finance only, goes through the fulfilment service and is audited', async () => {
    const o = await transferOrder();
    const refused = await opPost(service, `/api/admin/orders/${o.id}/confirm-transfer`);
    expect(refused.status).toBe(403);
    expect((await orderRow(t.handle, o.id)).status).toBe(0);
    const res = await opPost<{ summary: string }>(finance, `/api/admin/orders/${o.id}/confirm-transfer`);
    expect(res.body.code).toBe(10000);
    expect(res.body.data.summary).toContain('已确认');
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 1, pay_method: 'transfer' });
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 1 })]);
    const audit = await auditOf(o.orderNo);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.confirm_transfer',
        username: 'caiwu',
        before: expect.objectContaining({ status: 0 }),
        after: expect.objectContaining({ status: 1, pay_method: 'transfer' }),
      }),
    ]);
    // A second confirmation is the service's refusal: nothing changes, nothing is audited.
    const again = await opPost(finance, `/api/admin/orders/${o.id}/confirm-transfer`);
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('不能确认转账');
    expect(await auditOf(o.orderNo)).toHaveLength(1);
  });
});

describe('ship, trace and deliver', () => {
  it('ships with carrier and tracking; the buyer sees it; audited', async () => {
    const o = await order({ status: 1 });
    for (const c of [reviewer, ops]) {
      expect(
        (
          await opPost(c, `/api/admin/orders/${o.id}/ship`, {
            parcels: [{ carrier: '顺丰速运', tracking_no: 'SF1234567890' }],
          })
        ).status,
      ).toBe(403);
    }
    const one = (parcel: object) => ({ parcels: [parcel] });
    for (const body of [
      {},
      { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
      { parcels: [] },
      one({ carrier: '', tracking_no: 'SF1234567890' }),
      one({ carrier: '顺丰速运', tracking_no: '12' }),
      one({ carrier: 'x'.repeat(31), tracking_no: 'SF1234567890' }),
      {
        parcels: [
          { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
          { carrier: '中通快递', tracking_no: 'SF1234567890' },
        ],
      },
      {
        parcels: Array.from({ length: 11 }, (_, i) => ({
          carrier: '顺丰速运',
          tracking_no: `SF00000${i + 10}`,
        })),
      },
    ]) {
      const bad = await opPost(service, `/api/admin/orders/${o.id}/ship`, body);
      expect(bad.status).toBe(422);
    }
    expect((await orderRow(t.handle, o.id)).status).toBe(1);
    expect(await auditOf(o.orderNo)).toEqual([]);
    const res = await opPost(service, `/api/admin/orders/${o.id}/ship`, {
      parcels: [{ carrier: '顺丰速运', tracking_no: 'SF1234567890' }],
    });
    expect(res.body.code).toBe(10000);
    const seen = (await member.get<OrderDetail>(`/api/order/${o.id}`)).body.data;
    expect(seen).toMatchObject({ status: 2, carrier: '顺丰速运', tracking_no: 'SF1234567890' });
    const events = await eventsOf(t.handle, o.id);
    expect(events.find((e) => e.title === '已发货')).toMatchObject({ actor: 'operator:kefu01' });
    expect(await auditOf(o.orderNo)).toEqual([
      expect.objectContaining({
        action: 'order.ship',
        username: 'kefu01',
        before: expect.objectContaining({ status: 1, tracking_no: '' }),
        after: expect.objectContaining({ status: 2, carrier: '顺丰速运', tracking_no: 'SF1234567890' }),
      }),
    ]);
    const twice = await opPost(service, `/api/admin/orders/${o.id}/ship`, {
      parcels: [{ carrier: '顺丰速运', tracking_no: 'SF1234567891' }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('不能发货');
  });

  it('ships in several parcels and adds one later; the buyer sees each; audited', async () => {
    const o = await order({ status: 1 });
    const res = await opPost(service, `/api/admin/orders/${o.id}/ship`, {
      parcels: [
        { carrier: '顺丰速运', tracking_no: 'SF2000000001' },
        { carrier: '京东物流', tracking_no: 'JD2000000002' },
      ],
    });
    expect(res.body.code).toBe(10000);
    expect(await parcelsOf(o.id)).toEqual([
      { carrier: '顺丰速运', tracking_no: 'SF2000000001' },
      { carrier: '京东物流', tracking_no: 'JD2000000002' },
    ]);
    const bad = await opPost(service, `/api/admin/orders/${o.id}/parcel`, {
      carrier: '中通快递',
      tracking_no: '1',
    });
    expect(bad.status).toBe(422);
    const dup = await opPost(service, `/api/admin/orders/${o.id}/parcel`, {
      carrier: '中通快递',
      tracking_no: 'JD2000000002',
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('运单号重复');
    const more = await opPost(service, `/api/admin/orders/${o.id}/parcel`, {
      carrier: '中通快递',
      tracking_no: 'ZT2000000003',
    });
    expect(more.body.code).toBe(10000);
    const seen = (await member.get<OrderDetail>(`/api/order/${o.id}`)).body.data;
    expect(seen).toMatchObject({ carrier: '顺丰速运', tracking_no: 'SF2000000001' });
    expect(seen.parcels?.map((p) => p.tracking_no)).toEqual(['SF2000000001', 'JD2000000002', 'ZT2000000003']);
    expect(seen.logistics.map((e) => e.title)).toEqual(
      expect.arrayContaining(['【顺丰速运】已揽收', '【京东物流】已揽收', '【中通快递】已揽收']),
    );
    const audit = await auditOf(o.orderNo);
    expect(audit.map((a) => a.action)).toEqual(['order.ship', 'order.parcel']);
    expect(audit[1]?.after?.parcels).toHaveLength(3);
    await opPost(service, `/api/admin/orders/${o.id}/deliver`);
    const late = await opPost(service, `/api/admin/orders/${o.id}/parcel`, {
      carrier: '中通快递',
      tracking_no: 'ZT2000000004',
    });
    expect(late.status).toBe(400);
    expect(await parcelsOf(o.id)).toHaveLength(3);
  });

  it('adds a logistics event and delivers, each audited; bad text is a 422', async () => {
    const o = await order({ status: 1 });
    expect((await opPost(admin, `/api/admin/orders/${o.id}/trace`, { text: '【杭州】已发出' })).status).toBe(
      400,
    );
    await opPost(admin, `/api/admin/orders/${o.id}/ship`, {
      parcels: [{ carrier: '中通快递', tracking_no: 'ZT998877' }],
    });
    expect((await opPost(admin, `/api/admin/orders/${o.id}/trace`, { text: ' ' })).status).toBe(422);
    expect((await opPost(admin, `/api/admin/orders/${o.id}/trace`, { text: 'x'.repeat(201) })).status).toBe(
      422,
    );
    const trace = await opPost(admin, `/api/admin/orders/${o.id}/trace`, { text: '【杭州转运中心】已发出' });
    expect(trace.body.code).toBe(10000);
    const deliver = await opPost(finance, `/api/admin/orders/${o.id}/deliver`);
    expect(deliver.body.code).toBe(10000);
    const detail = (await admin.get<AdminOrderDetail>(`/api/admin/orders/${o.id}`)).body.data;
    expect(detail.logistics.map((e) => e.title)).toEqual(
      expect.arrayContaining(['【杭州转运中心】已发出', '已签收']),
    );
    expect(detail.can).toMatchObject({ deliver: false, trace: true });
    expect((await auditOf(o.orderNo)).map((a) => a.action)).toEqual([
      'order.ship',
      'order.trace',
      'order.deliver',
    ]);
    expect((await opPost(finance, `/api/admin/orders/${o.id}/deliver`)).status).toBe(400);
    expect((await opPost(admin, '/api/admin/orders/999999/deliver')).status).toBe(404);
  });
});

describe('after-sales review', () => {
  const paid = (payMethod: 'balance' | 'online' | 'transfer' = 'online') =>
    createPaidOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 3,
      payMethod,
      lines: [{ quantity: 2, unitPrice: 1500 }],
    });

  it('lists with filters and shows the detail with operator photo URLs', async () => {
    const o = await paid();
    const applied = await applyFor(member, o.orderId, 'refund_only', [
      { order_line_id: o.line(0), number: 1 },
    ]);
    const list = (
      await service.get<Paged<AdminAfterSaleItem>>(
        `/api/admin/after-sales?no=${applied.after_sale_no}&status=0`,
      )
    ).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: applied.id, kind: 'refund_only', refund_amount: '15.00' });
    expect((await service.get(`/api/admin/after-sales?kind=bogus`)).status).toBe(422);
    const detail = (await service.get<AdminAfterSaleDetail>(`/api/admin/after-sales/${applied.id}`)).body
      .data;
    expect(detail).toMatchObject({ order_no: o.orderNo, pay_method_text: '在线支付', images: [] });
    expect((await service.get(`/api/admin/after-sales/${applied.id}/images/0`)).status).toBe(404);
    expect((await service.get('/api/admin/after-sales/999999')).status).toBe(404);
  });

  it('approves a refund only with finance; the money goes back the way it was paid; audited', async () => {
    const o = await paid('balance');
    const applied = await applyFor(member, o.orderId, 'refund_only', [
      { order_line_id: o.line(0), number: 1 },
    ]);
    const refused = await opPost(service, `/api/admin/after-sales/${applied.id}/approve`, { note: '' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('退款须由财务审核通过');
    expect((await opPost(reviewer, `/api/admin/after-sales/${applied.id}/approve`, {})).status).toBe(403);
    expect(
      (await opPost(finance, `/api/admin/after-sales/${applied.id}/approve`, { note: 'x'.repeat(201) }))
        .status,
    ).toBe(422);
    expect(await auditOf(applied.after_sale_no)).toEqual([]);
    const res = await opPost<{ refund: { to_balance: string } }>(
      finance,
      `/api/admin/after-sales/${applied.id}/approve`,
      {
        note: '核实无误',
      },
    );
    expect(res.body.code).toBe(10000);
    expect(res.body.data.refund.to_balance).toBe('15.00');
    const audit = await auditOf(applied.after_sale_no);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'after_sale.approve',
        username: 'caiwu',
        before: expect.objectContaining({ status: 0, order_refunded: 0 }),
        after: expect.objectContaining({ status: 2, order_refunded: 1500, refund_to_balance: 1500 }),
      }),
    ]);
    expect(Number(audit[0]?.after?.balance) - Number(audit[0]?.before?.balance)).toBe(1500);
    const again = await opPost(finance, `/api/admin/after-sales/${applied.id}/approve`, {});
    expect(again.status).toBe(409);
  });

  it('offers no 发货 while a refund of a 待发货 order waits for review, and ships once it is decided', async () => {
    const o = await createPaidOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      lines: [{ quantity: 2, unitPrice: 1500 }],
    });
    const can = async () =>
      (await service.get<AdminOrderDetail>(`/api/admin/orders/${o.orderId}`)).body.data.can.ship;
    expect(await can()).toBe(true);
    const applied = await applyFor(member, o.orderId, 'refund_only', [
      { order_line_id: o.line(0), number: 1 },
    ]);
    expect(await can()).toBe(false);
    const parcels = [{ carrier: '顺丰速运', tracking_no: 'SF3000000001' }];
    const held = await opPost(service, `/api/admin/orders/${o.orderId}/ship`, { parcels });
    expect(held.body.msg).toContain('有待审核的退款申请');
    await opPost(service, `/api/admin/after-sales/${applied.id}/reject`, { reason: '已与买家协商发货' });
    expect(await can()).toBe(true);
    expect((await opPost(service, `/api/admin/orders/${o.orderId}/ship`, { parcels })).body.code).toBe(10000);
  });

  it('rejects with a reason (after_sales role) and refuses an empty one', async () => {
    const o = await paid();
    const applied = await applyFor(member, o.orderId, 'return_refund', [
      { order_line_id: o.line(0), number: 1 },
    ]);
    expect(
      (await opPost(service, `/api/admin/after-sales/${applied.id}/reject`, { reason: '  ' })).status,
    ).toBe(422);
    const res = await opPost(service, `/api/admin/after-sales/${applied.id}/reject`, {
      reason: '已超过退货期限',
    });
    expect(res.body.code).toBe(10000);
    const detail = (await service.get<AdminAfterSaleDetail>(`/api/admin/after-sales/${applied.id}`)).body
      .data;
    expect(detail).toMatchObject({ status: 3, review_note: '已超过退货期限', reviewer: 'operator:kefu01' });
    expect((await auditOf(applied.after_sale_no)).map((a) => a.action)).toEqual(['after_sale.reject']);
  });
});

describe('invoices', () => {
  it('issues for a completed order, refuses twice, reissues; finance only; audited', async () => {
    const o = await createPaidOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 3,
      lines: [{ quantity: 1, unitPrice: 2000 }],
      invoice: { invoice_type: 1, title: '测试药房', tax_number: '91330100MA0000000X' },
    });
    const list = async () =>
      (await finance.get<Paged<AdminInvoiceRequest>>(`/api/admin/invoices?order_no=${o.orderNo}`)).body.data
        .list[0];
    expect(await list()).toMatchObject({
      title: '测试药房',
      invoice: null,
      can: { issue: true, reissue: false },
    });
    expect((await opPost(service, `/api/admin/invoices/${o.orderId}/issue`)).status).toBe(403);
    expect((await opPost(finance, `/api/admin/invoices/${o.orderId}/reissue`)).status).toBe(400);
    const issued = await opPost(finance, `/api/admin/invoices/${o.orderId}/issue`);
    expect(issued.body.code).toBe(10000);
    expect(await list()).toMatchObject({
      invoice: { status: 1, amount: '20.00' },
      can: { issue: false, reissue: true },
    });
    expect((await opPost(finance, `/api/admin/invoices/${o.orderId}/issue`)).status).toBe(409);
    const reissued = await opPost(finance, `/api/admin/invoices/${o.orderId}/reissue`);
    expect(reissued.body.code).toBe(10000);
    const after = await list();
    expect(after?.history.map((i) => i.status)).toEqual([1, 2]);
    expect((await auditOf(o.orderNo)).map((a) => a.action)).toEqual(['invoice.issue', 'invoice.reissue']);
    const unpaid = await order({ status: 1 });
    const notDone = await opPost(finance, `/api/admin/invoices/${unpaid.id}/issue`);
    expect(notDone.body).toMatchObject({ code: 400, msg: '订单尚未完成，不能开具发票' });
    const cancelled = await order({ status: 4 });
    const refused = await opPost(finance, `/api/admin/invoices/${cancelled.id}/issue`);
    expect(refused.body).toMatchObject({ code: 400, msg: '订单已取消，不能开具发票' });
    expect((await finance.get('/api/admin/invoices?state=bogus')).status).toBe(422);
  });
});
