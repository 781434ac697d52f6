/** The operator's command for after-sales, and decisions racing each other. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
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
import { AfterSaleCommandError, afterSaleCommand, parseAfterSaleArgs } from './after-sale-command.ts';
import { approveAfterSale, REVIEW_MESSAGES } from './after-sale-review.service.ts';

let t: TestApp;
let alice: MemberFixture;
let client: TestClient;
let gateway: PaymentGateway;
const refunds: { paymentNo: string; amount: number }[] = [];

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

const orderRow = async (id: number) =>
  (
    await t.handle.query<{ refunded_amount: number }>('SELECT refunded_amount FROM orders WHERE id = $1', [
      id,
    ])
  )[0];
const approve = (no: string) =>
  approveAfterSale(t.handle.db, gateway, { afterSaleNo: no, operator: 'operator:test', note: '同意' });

describe('the review-after-sale command', () => {
  it('parses its arguments and refuses anything else', () => {
    expect(parseAfterSaleArgs(['list'])).toEqual({ action: 'list' });
    expect(parseAfterSaleArgs(['approve', 'SH1', '--note', '已', '核实'])).toEqual({
      action: 'approve',
      afterSaleNo: 'SH1',
      text: '已 核实',
    });
    expect(parseAfterSaleArgs(['reject', 'SH1', '--reason', '不符', '--operator', 'li'])).toEqual({
      action: 'reject',
      afterSaleNo: 'SH1',
      text: '不符',
      operator: 'li',
    });
    for (const bad of [
      [],
      ['approve'],
      ['reject', 'SH1'],
      ['approve', '12'],
      ['approve', 'SH1', 'extra'],
      ['list', 'x'],
    ])
      expect(() => parseAfterSaleArgs(bad), bad.join(' ')).toThrow(AfterSaleCommandError);
  });

  it('lists pending applications and decides them', async () => {
    const o = await order({ balanceAmount: 3600, payMethod: 'balance' });
    const a = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 1 }]);
    expect(await afterSaleCommand(t.handle, ['list'], gateway, 'operator:test')).toContain(a.after_sale_no);
    const out = await afterSaleCommand(
      t.handle,
      ['approve', a.after_sale_no, '--note', '同意', '--operator', 'op:li'],
      gateway,
      'operator:test',
    );
    expect(out).toContain('refunded 5.00');
    expect(await afterSaleCommand(t.handle, ['list'], gateway, 'operator:test')).not.toContain(
      a.after_sale_no,
    );
    await expect(
      afterSaleCommand(t.handle, ['reject', a.after_sale_no, '--reason', '重复'], gateway, 'operator:test'),
    ).rejects.toThrow(REVIEW_MESSAGES.decided);
    await expect(afterSaleCommand(t.handle, ['approve', 'SH000'], gateway, 'operator:test')).rejects.toThrow(
      AFTER_SALE_MESSAGES.notFound,
    );
  });
});

describe('races', () => {
  it('two applications for the same units at once: one is accepted', async () => {
    const o = await order({ payMethod: 'online' });
    const body = { kind: 'refund_only', reason: '并发', lines: [{ order_line_id: o.line(0), number: 2 }] };
    const results = await Promise.all([
      client.post(`/api/order/${o.orderId}/after_sale`, body),
      client.post(`/api/order/${o.orderId}/after_sale`, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('the same approval twice at once refunds once', async () => {
    const o = await order({ balanceAmount: 3600, payMethod: 'balance' });
    const a = await apply(o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 3 }]);
    const outcomes = await Promise.allSettled([approve(a.after_sale_no), approve(a.after_sale_no)]);
    expect(outcomes.map((x) => x.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await afterSaleLedger(t.handle, o.orderId)).toHaveLength(1);
    expect(await orderRow(o.orderId)).toEqual({ refunded_amount: 2600 });
    expect(await ledgerSum(t.handle, alice.companyId)).toBe(await balanceOf(t.handle, alice.companyId));
  });
});
