import type { PayStart } from '@mall/shared/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { cancelOrder } from '../order/order-cancel.service.ts';
import { createOrder, ledgerProblems, orderRow, paymentsOf } from '../order-read/order.fixtures.ts';
import { notifySignature } from './gateway.ts';

let t: TestApp;
let buyer: MemberFixture;
let client: TestClient;
/** The provider's side: no session, and the key the server holds. */
let gateway: TestClient;

beforeAll(async () => {
  t = await createTestApp({ paySandbox: true });
  buyer = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
  gateway = t.client();
});

afterAll(() => t.close());

/** An unpaid order that took part of its amount from the balance, with a pending online payment. */
async function pendingOnline() {
  const o = await createOrder(t.handle, {
    companyId: buyer.companyId,
    memberId: buyer.memberId,
    payable: 2_000,
    balanceAmount: 1_000,
  });
  const start = (await client.post<PayStart>(`/api/order/${o.id}/pay`, { method: 'online' })).body.data;
  const sign = notifySignature(t.config.paySigningSecret, start.payment_no, 'paid', 2_000);
  return { order: o, paymentNo: start.payment_no, sign };
}

const cancel = (orderId: number) =>
  t.handle.db
    .transaction((tx) => cancelOrder(tx, orderId, '不想买了', 'buyer'))
    .then(
      () => 'cancelled' as const,
      (error: Error) => error.message,
    );

async function ledgerNetOf(orderId: number): Promise<number> {
  const [row] = await t.handle.query<{ net: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS net FROM balance_ledger WHERE order_id = $1',
    [orderId],
  );
  return row?.net ?? 0;
}

describe('a cancel racing a payment', () => {
  it('ends paid, or cancelled with the money refunded: never both, ledgers balanced', async () => {
    const outcomes = { paid: 0, refunded: 0 };
    for (let round = 0; round < 16; round++) {
      const { order, paymentNo, sign } = await pendingOnline();
      const pay = () => gateway.post('/api/pay/notify', { payment_no: paymentNo, result: 'paid', sign });
      // The cancel starts a little later in some rounds, so both orders of arrival are exercised.
      const delay = (round % 4) * 4;
      const [notified, cancelled] = await Promise.all([
        pay(),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => cancel(order.id)),
      ]);
      expect(notified.status).toBe(200);
      const row = await orderRow(t.handle, order.id);
      const [payment] = await paymentsOf(t.handle, order.id);
      if (row.status === 1) {
        outcomes.paid++;
        expect(cancelled).toBe('该订单当前不能取消');
        expect(payment).toMatchObject({ status: 1, refunded_amount: 0 });
        expect(row.paid_amount).toBe(2_000);
        expect(await ledgerNetOf(order.id)).toBe(-1_000);
      } else {
        outcomes.refunded++;
        expect(row.status).toBe(4);
        expect(cancelled).toBe('cancelled');
        expect(payment).toMatchObject({ status: 3, refunded_amount: 2_000 });
        expect(payment?.gateway_ref).toMatch(/^SBR/);
        expect(row.paid_amount).toBe(0);
        // the balance part came back with the cancel
        expect(await ledgerNetOf(order.id)).toBe(0);
      }
      expect(await ledgerProblems(t.handle)).toEqual([]);
    }
    expect(outcomes.paid + outcomes.refunded).toBe(16);
  });

  it('refunds a payment confirmed after the order was cancelled', async () => {
    const { order, paymentNo, sign } = await pendingOnline();
    expect(await cancel(order.id)).toBe('cancelled');
    const res = await gateway.post('/api/pay/notify', { payment_no: paymentNo, result: 'paid', sign });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('订单已取消，款项已原路退回');
    expect(await paymentsOf(t.handle, order.id)).toEqual([
      expect.objectContaining({ status: 3, refunded_amount: 2_000 }),
    ]);
    const replay = await gateway.post('/api/pay/notify', { payment_no: paymentNo, result: 'paid', sign });
    expect(replay.status).toBe(200);
    expect(await paymentsOf(t.handle, order.id)).toEqual([
      expect.objectContaining({ status: 3, refunded_amount: 2_000 }),
    ]);
    expect(await orderRow(t.handle, order.id)).toMatchObject({ status: 4, paid_amount: 0 });
    expect(await ledgerProblems(t.handle)).toEqual([]);
  });
});
