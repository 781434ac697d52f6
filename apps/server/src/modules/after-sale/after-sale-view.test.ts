/**
 * GET /api/after_sale/{id} says where a refund went: all to the balance, all back online, or split
 * (an order paid partly from the balance gets that part back first), with the amount each way.
 */
import type { AfterSaleDetail } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { applyFor, createOrder, type OrderSpec, watchedGateway } from './after-sale.fixtures.ts';
import { approveAfterSale } from './after-sale-review.service.ts';

let t: TestApp;
let alice: MemberFixture;
let client: TestClient;
let gateway: PaymentGateway;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createMember(t.handle);
  client = await t.loginAs(alice.username, alice.password);
  gateway = watchedGateway(t.config.paySigningSecret, []);
});
afterAll(async () => {
  await t.close();
});

/** 36.00 of goods: line 0 three at 10.00 less 3.00 activity and 1.00 coupon, line 1 two at 5.00. */
const refundedOnce = async (spec: Pick<OrderSpec, 'balanceAmount' | 'payMethod'>) => {
  const o = await createOrder(t.handle, {
    companyId: alice.companyId,
    memberId: alice.memberId,
    lines: [
      { quantity: 3, unitPrice: 1000, activityShare: 300, couponShare: 100 },
      { quantity: 2, unitPrice: 500 },
    ],
    ...spec,
  });
  const a = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 2 }]);
  await approveAfterSale(t.handle.db, gateway, { afterSaleNo: a.after_sale_no, operator: 'operator:test' });
  const res = await client.get<AfterSaleDetail>(`/api/after_sale/${a.id}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /api/after_sale/{id}: where the refund went', () => {
  it('reads balance for an order paid from the balance', async () => {
    const d = await refundedOnce({ balanceAmount: 3600, payMethod: 'balance' });
    expect(d).toMatchObject({
      refund_amount: '17.33',
      refund_to: 'balance',
      to_balance: '17.33',
      to_online: '0.00',
    });
  });

  it('reads online for an order paid online', async () => {
    const d = await refundedOnce({ payMethod: 'online' });
    expect(d).toMatchObject({
      refund_amount: '17.33',
      refund_to: 'online',
      to_balance: '0.00',
      to_online: '17.33',
    });
  });

  it('reads mixed, with each part, for an order paid partly from the balance', async () => {
    // 10.00 from the balance at submit, the rest online: the balance part goes back first.
    const d = await refundedOnce({ balanceAmount: 1000, payMethod: 'online' });
    expect(d).toMatchObject({
      refund_amount: '17.33',
      refund_to: 'mixed',
      to_balance: '10.00',
      to_online: '7.33',
    });
  });

  it('reads nothing before the refund', async () => {
    const o = await createOrder(t.handle, {
      companyId: alice.companyId,
      memberId: alice.memberId,
      lines: [{ quantity: 1, unitPrice: 1000 }],
      balanceAmount: 1000,
      payMethod: 'balance',
    });
    const a = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 1 }]);
    const d = (await client.get<AfterSaleDetail>(`/api/after_sale/${a.id}`)).body.data;
    expect(d).toMatchObject({ status: 0, refund_to: null, to_balance: '0.00', to_online: '0.00' });
  });
});
