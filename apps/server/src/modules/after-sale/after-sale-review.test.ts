import type { AfterSaleDetail } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { issueInvoice } from '../invoice/invoice.service.ts';
import { gatewayFor, type PaymentGateway, type SandboxGateway } from '../payment/gateway.ts';
import {
  afterSaleLedger,
  applyFor,
  balanceOf,
  createOrder,
  ledgerSum,
  type OrderSpec,
  watchedGateway,
} from './after-sale.fixtures.ts';
import { AFTER_SALE_MESSAGES } from './after-sale.service.ts';
import { approveAfterSale, REVIEW_MESSAGES, rejectAfterSale } from './after-sale-review.service.ts';

let t: TestApp;
let alice: MemberFixture;
let client: TestClient;
let gateway: PaymentGateway;
const refunds: { paymentNo: string; amount: number; refundNo?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  alice = await createMember(t.handle);
  client = await t.loginAs(alice.username, alice.password);
  gateway = watchedGateway(t.config.paySigningSecret, refunds);
});
afterAll(async () => {
  await t.close();
});

const order = (spec: Partial<OrderSpec>) =>
  createOrder(t.handle, {
    companyId: alice.companyId,
    memberId: alice.memberId,
    lines: [
      { quantity: 3, unitPrice: 1000, activityShare: 300, couponShare: 100 },
      { quantity: 2, unitPrice: 500 },
    ],
    ...spec,
  });

const apply = (orderId: number, kind: string, lines: { order_line_id: number; number: number }[]) =>
  applyFor(client, orderId, kind, lines);

const detail = async (id: number) => (await client.get<AfterSaleDetail>(`/api/after_sale/${id}`)).body.data;
const orderRow = async (id: number) =>
  (
    await t.handle.query<{ refunded_amount: number }>('SELECT refunded_amount FROM orders WHERE id = $1', [
      id,
    ])
  )[0];
const lineRows = async (orderId: number) =>
  (
    await t.handle.query<{ refunded_quantity: number }>(
      'SELECT refunded_quantity FROM order_lines WHERE order_id = $1 ORDER BY id',
      [orderId],
    )
  ).map((r) => r.refunded_quantity);
const paymentRow = async (orderId: number) =>
  (
    await t.handle.query<{ status: number; refunded_amount: number }>(
      'SELECT status, refunded_amount FROM payments WHERE order_id = $1',
      [orderId],
    )
  )[0];
const approve = (no: string) =>
  approveAfterSale(t.handle.db, gateway, { afterSaleNo: no, operator: 'operator:test', note: '同意' });

describe('approving a refund', () => {
  it('returns a balance-paid order to the balance: ledger row, refunded units and amounts, message', async () => {
    const o = await order({ balanceAmount: 3600, payMethod: 'balance' });
    const before = await balanceOf(t.handle, alice.companyId);
    const a = await apply(o.orderId, 'return_refund', [
      { order_line_id: o.line(0), number: 3 },
      { order_line_id: o.line(1), number: 2 },
    ]);
    // a full return: exactly what was paid, 26.00 + 10.00
    expect(a.refund_amount).toBe('36.00');
    const outcome = await approve(a.after_sale_no);
    expect(outcome.refund).toEqual({ toBalance: 3600, online: 0 });
    expect(await afterSaleLedger(t.handle, o.orderId)).toEqual([
      { amount: 3600, note: `售后退款 ${a.after_sale_no}` },
    ]);
    expect(await balanceOf(t.handle, alice.companyId)).toBe(before + 3600);
    expect(await ledgerSum(t.handle, alice.companyId)).toBe(await balanceOf(t.handle, alice.companyId));
    expect(await lineRows(o.orderId)).toEqual([3, 2]);
    expect(await orderRow(o.orderId)).toEqual({ refunded_amount: 3600 });
    const d = await detail(a.id);
    expect(d).toMatchObject({ status: 2, status_text: '已完成', refund_to: 'balance', review_note: '同意' });
    expect(d.refunded_at).toBeGreaterThan(0);
    expect(d.lines.map((l) => l.order_line.refunded_number)).toEqual([3, 2]);
    const [message] = await t.handle.query<{ title: string; content: string }>(
      'SELECT title, content FROM messages WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
      [alice.companyId],
    );
    expect(message?.title).toBe('售后申请已通过');
    expect(message?.content).toContain('¥36.00 已退回账户余额');
    expect(refunds.filter((r) => r.amount === 3600)).toEqual([]);
    // nothing is left to return
    const again = await client.post(`/api/order/${o.orderId}/after_sale`, {
      kind: 'refund_only',
      reason: '再退',
      lines: [{ order_line_id: o.line(1), number: 1 }],
    });
    expect(again.status).toBe(400);
  });

  it('reverses the invoice of a completed order (红冲) and invoices what the buyer kept', async () => {
    const o = await order({ status: 3, balanceAmount: 3600, payMethod: 'balance' });
    await issueInvoice(t.handle.db, o.orderId);
    const invoices = () =>
      t.handle.query<{ id: number; amount: number; status: number; replaces_id: number | null }>(
        'SELECT id, amount, status, replaces_id FROM invoices WHERE order_id = $1 ORDER BY id',
        [o.orderId],
      );
    const [first] = await invoices();
    expect(first).toMatchObject({ amount: 3600, status: 1, replaces_id: null });

    const part = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 2 }]);
    await approve(part.after_sale_no);
    const [reversed, second] = await invoices();
    expect(reversed).toMatchObject({ id: first?.id, status: 2 });
    expect(second).toMatchObject({ amount: 2600, status: 1, replaces_id: first?.id });
    const listed = await client.get<{ list: { status_text: string; amount: string }[] }>('/api/user/invoice');
    expect(listed.body.data.list.map((i) => [i.status_text, i.amount])).toEqual(
      expect.arrayContaining([
        ['已红冲', '36.00'],
        ['已开具', '26.00'],
      ]),
    );

    // Refunding the rest leaves nothing to invoice: the last one is reversed and none replaces it.
    const rest = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 3 }]);
    await approve(rest.after_sale_no);
    expect((await invoices()).map((i) => i.status)).toEqual([2, 2]);
  });

  it('refunds an online payment through the gateway, fully after the last part', async () => {
    const o = await order({ payMethod: 'online' });
    const before = await balanceOf(t.handle, alice.companyId);
    const first = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 1 }]);
    expect(first.refund_amount).toBe('8.66');
    await approve(first.after_sale_no);
    expect(refunds.at(-1)).toEqual({ paymentNo: o.paymentNo, amount: 866, refundNo: first.after_sale_no });
    expect(await paymentRow(o.orderId)).toEqual({ status: 1, refunded_amount: 866 });
    expect(await afterSaleLedger(t.handle, o.orderId)).toEqual([]);
    expect((await detail(first.id)).refund_to).toBe('online');

    const rest = await apply(o.orderId, 'return_refund', [
      { order_line_id: o.line(0), number: 2 },
      { order_line_id: o.line(1), number: 2 },
    ]);
    expect(rest.refund_amount).toBe('27.34');
    await approve(rest.after_sale_no);
    expect(refunds.at(-1)).toEqual({ paymentNo: o.paymentNo, amount: 2734, refundNo: rest.after_sale_no });
    // 866 + 2734 = 3600: every fen paid, none more
    expect(await paymentRow(o.orderId)).toEqual({ status: 3, refunded_amount: 3600 });
    expect(await orderRow(o.orderId)).toEqual({ refunded_amount: 3600 });
    expect(await balanceOf(t.handle, alice.companyId)).toBe(before);
  });

  it('sends an online refund once when its approval is rolled back after the gateway and approved again', async () => {
    const o = await order({ payMethod: 'online' });
    const a = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 1 }]);
    // The approval fails after the gateway answered: its order event cannot be written.
    await t.handle.query(`CREATE FUNCTION refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'event refused'; END $$`);
    await t.handle.query(`CREATE TRIGGER refuse_event BEFORE INSERT ON order_events FOR EACH ROW
      WHEN (NEW.order_id = ${o.orderId} AND NEW.title = '售后已完成') EXECUTE FUNCTION refuse_event()`);
    const sandbox = gatewayFor(t.config.paySigningSecret) as SandboxGateway;
    const sent = sandbox.refundsSent;
    try {
      await expect(approve(a.after_sale_no)).rejects.toThrow(/order_events/);
    } finally {
      await t.handle.query('DROP TRIGGER refuse_event ON order_events');
      await t.handle.query('DROP FUNCTION refuse_event()');
    }
    expect(await paymentRow(o.orderId)).toEqual({ status: 1, refunded_amount: 0 });
    expect((await detail(a.id)).status).toBe(0);
    await approve(a.after_sale_no);
    // Asked twice under the after-sale's number; the provider sent the money once.
    expect(refunds.slice(-2)).toEqual([
      { paymentNo: o.paymentNo, amount: 500, refundNo: a.after_sale_no },
      { paymentNo: o.paymentNo, amount: 500, refundNo: a.after_sale_no },
    ]);
    expect(sandbox.refundsSent).toBe(sent + 1);
    expect(await paymentRow(o.orderId)).toEqual({ status: 1, refunded_amount: 500 });
  });

  it('gives back the balance part of a mixed payment first, then the online part', async () => {
    const o = await order({ balanceAmount: 1000, payMethod: 'online' });
    const before = await balanceOf(t.handle, alice.companyId);
    const a = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 2 }]);
    const outcome = await approve(a.after_sale_no);
    expect(outcome.refund).toEqual({ toBalance: 1000, online: 733 });
    expect(await balanceOf(t.handle, alice.companyId)).toBe(before + 1000);
    expect(await paymentRow(o.orderId)).toEqual({ status: 1, refunded_amount: 733 });
    const b = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 1 }]);
    expect((await approve(b.after_sale_no)).refund).toEqual({ toBalance: 0, online: 500 });
    expect(await ledgerSum(t.handle, alice.companyId)).toBe(await balanceOf(t.handle, alice.companyId));
  });

  it('credits a bank-transfer payment to the balance', async () => {
    const o = await order({ payMethod: 'transfer' });
    const a = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 2 }]);
    expect((await approve(a.after_sale_no)).refund).toEqual({ toBalance: 1000, online: 0 });
    expect(await paymentRow(o.orderId)).toEqual({ status: 1, refunded_amount: 1000 });
  });

  it('finishes a non-refund kind at once, moving no money', async () => {
    const o = await order({ payMethod: 'online', status: 2 });
    const a = await apply(o.orderId, 'resend', [{ order_line_id: o.line(0), number: 1 }]);
    const count = refunds.length;
    expect((await approve(a.after_sale_no)).status).toBe(2);
    expect(refunds.length).toBe(count);
    expect(await lineRows(o.orderId)).toEqual([0, 0]);
    expect(await detail(a.id)).toMatchObject({ status: 2, refund_to: null, refund_amount: '0.00' });
  });

  it('never refunds more than the order took', async () => {
    // 36.00 of goods less a 20.00 voucher: the order took 16.00. The voucher takes 14.45 of line 1's
    // 26.00 and 5.55 of line 2's 10.00, so the lines paid 11.55 and 4.45.
    const o = await order({ balanceAmount: 1600, payMethod: 'balance', voucherAmount: 2000 });
    const part = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 2 }]);
    expect(part.refund_amount).toBe('4.45');
    // Something else gave back 12.00 meanwhile: 4.45 more would pass 16.00; refused, nothing changed.
    await t.handle.query('UPDATE orders SET refunded_amount = 1200 WHERE id = $1', [o.orderId]);
    const all = await client.post(`/api/order/${o.orderId}/after_sale`, {
      kind: 'refund_only',
      reason: '全退',
      lines: [{ order_line_id: o.line(0), number: 3 }],
    });
    expect(all.status).toBe(400);
    expect(all.body.msg).toBe(AFTER_SALE_MESSAGES.overPaid);
    const before = await balanceOf(t.handle, alice.companyId);
    await expect(approve(part.after_sale_no)).rejects.toThrow(AFTER_SALE_MESSAGES.overPaid);
    expect(await balanceOf(t.handle, alice.companyId)).toBe(before);
    expect(await lineRows(o.orderId)).toEqual([0, 0]);
    expect((await detail(part.id)).status).toBe(0);
  });

  it('refunds a voucher order in full for exactly what it took', async () => {
    const o = await order({ balanceAmount: 1600, payMethod: 'balance', voucherAmount: 2000 });
    const before = await balanceOf(t.handle, alice.companyId);
    const all = await apply(o.orderId, 'refund_only', [
      { order_line_id: o.line(0), number: 3 },
      { order_line_id: o.line(1), number: 2 },
    ]);
    expect(all.refund_amount).toBe('16.00');
    await approve(all.after_sale_no);
    expect(await balanceOf(t.handle, alice.companyId)).toBe(before + 1600);
  });
});

describe('rejecting', () => {
  it('records the reason, tells the store, and frees the units', async () => {
    const o = await order({ payMethod: 'online' });
    const a = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 2 }]);
    await expect(
      rejectAfterSale(t.handle.db, { afterSaleNo: a.after_sale_no, operator: 'op', reason: ' ' }),
    ).rejects.toThrow(REVIEW_MESSAGES.reasonMissing);
    const outcome = await rejectAfterSale(t.handle.db, {
      afterSaleNo: a.after_sale_no,
      operator: 'op',
      reason: '已过退货期',
    });
    expect(outcome.status).toBe(3);
    expect(await detail(a.id)).toMatchObject({
      status: 3,
      status_text: '已驳回',
      review_note: '已过退货期',
      refund_to: null,
    });
    const [message] = await t.handle.query<{ title: string; content: string }>(
      'SELECT title, content FROM messages WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
      [alice.companyId],
    );
    expect(message).toMatchObject({ title: '售后申请已驳回' });
    expect(message?.content).toContain('已过退货期');
    await expect(approve(a.after_sale_no)).rejects.toThrow(REVIEW_MESSAGES.decided);
    const again = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 2 }]);
    expect(again.refund_amount).toBe('10.00');
  });
});
