import { ORDER_MESSAGES, type PayStart, type SandboxPayment } from '@mall/shared/order';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import {
  createOrder,
  eventsOf,
  ledgerProblems,
  messagesOf,
  orderRow,
  paymentsOf,
  recharge,
} from '../order-read/order.fixtures.ts';
import { gatewayFor } from './gateway.ts';

let t: TestApp;
let buyer: MemberFixture;
let client: TestClient;
/** The gateway's side: no member session, only the guest CSRF cookie a browser page has. */
let gateway: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
  gateway = t.client();
  await gateway.get('/api/user/base');
});

afterAll(() => t.close());

afterEach(async () => {
  expect(await ledgerProblems(t.handle)).toEqual([]);
});

const order = (options: Partial<Parameters<typeof createOrder>[1]> = {}) =>
  createOrder(t.handle, { companyId: buyer.companyId, memberId: buyer.memberId, ...options });

async function startOnline(orderId: number): Promise<PayStart> {
  const res = await client.post<PayStart>(`/api/order/${orderId}/pay`, { method: 'online' });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function page(paymentNo: string): Promise<SandboxPayment> {
  const res = await gateway.get<SandboxPayment>(`/api/pay/sandbox/${paymentNo}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

const notify = (payment_no: string, result: 'paid' | 'cancelled', sign: string) =>
  gateway.post<{ status: number; order_status: number }>('/api/pay/notify', { payment_no, result, sign });

describe('online payment through the sandbox gateway', () => {
  it('opens a pending payment with the QR page, reused on a second click', async () => {
    const o = await order({ payable: 8_800 });
    const first = await startOnline(o.id);
    expect(first).toMatchObject({ method: 'online', status: 0, amount: '88.00', bank: null });
    expect(first.qr_url).toBe(`/pay/sandbox/${first.payment_no}`);
    const second = await startOnline(o.id);
    expect(second.payment_no).toBe(first.payment_no);
    expect(await paymentsOf(t.handle, o.id)).toEqual([
      expect.objectContaining({ method: 'online', status: 0, amount: 8_800 }),
    ]);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
  });

  it('shows the gateway page without a login, with a signature per outcome', async () => {
    const o = await order({ payable: 1_000 });
    const start = await startOnline(o.id);
    const data = await page(start.payment_no);
    const signer = gatewayFor(t.config.paySigningSecret);
    expect(data).toEqual({
      payment_no: start.payment_no,
      order_no: o.orderNo,
      amount: '10.00',
      status: 0,
      signatures: {
        paid: signer.sign(start.payment_no, 'paid', 1_000),
        cancelled: signer.sign(start.payment_no, 'cancelled', 1_000),
      },
    });
    expect(data.signatures.paid).not.toBe(data.signatures.cancelled);
    const missing = await gateway.get('/api/pay/sandbox/PAY20260101000000000000');
    expect(missing.status).toBe(404);
    const malformed = await gateway.get('/api/pay/sandbox/abc');
    expect(malformed.status).toBe(422);
  });

  it('pays the order on the signed callback, and a replayed callback pays once', async () => {
    const o = await order({ payable: 4_200 });
    const start = await startOnline(o.id);
    const { signatures } = await page(start.payment_no);
    const res = await notify(start.payment_no, 'paid', signatures.paid);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(ORDER_MESSAGES.paid);
    expect(res.body.data).toMatchObject({ status: 1, order_status: 1 });
    expect(await orderRow(t.handle, o.id)).toMatchObject({
      status: 1,
      paid_amount: 4_200,
      pay_method: 'online',
    });
    for (let i = 0; i < 3; i++) {
      const again = await notify(start.payment_no, 'paid', signatures.paid);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ status: 1, order_status: 1 });
    }
    const payments = await paymentsOf(t.handle, o.id);
    expect(payments).toEqual([expect.objectContaining({ status: 1, refunded_amount: 0 })]);
    expect(payments[0]?.gateway_ref).not.toBe('');
    expect((await eventsOf(t.handle, o.id)).filter((e) => e.title === '订单已支付')).toHaveLength(1);
    const messages = await messagesOf(t.handle, buyer.companyId);
    expect(messages.filter((m) => m.content.includes(o.orderNo))).toHaveLength(1);
    expect((await page(start.payment_no)).status).toBe(1);
  });

  it('pays once when the callback arrives many times in parallel', async () => {
    const o = await order({ payable: 3_300 });
    const start = await startOnline(o.id);
    const { signatures } = await page(start.payment_no);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => notify(start.payment_no, 'paid', signatures.paid)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.msg === ORDER_MESSAGES.paid)).toHaveLength(1);
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 1 })]);
    expect((await eventsOf(t.handle, o.id)).filter((e) => e.title === '订单已支付')).toHaveLength(1);
  });

  it('refuses a forged or mismatched signature with 400 and changes nothing', async () => {
    const o = await order({ payable: 2_000 });
    const start = await startOnline(o.id);
    const { signatures } = await page(start.payment_no);
    const forged = [
      'f'.repeat(64),
      signatures.cancelled,
      gatewayFor('another-secret-of-at-least-thirty-two-chars').sign(start.payment_no, 'paid', 2_000),
      gatewayFor(t.config.paySigningSecret).sign(start.payment_no, 'paid', 1),
    ];
    for (const sign of forged) {
      const res = await notify(start.payment_no, 'paid', sign);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(ORDER_MESSAGES.badSignature);
    }
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0, paid_amount: 0 });
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 0 })]);
  });

  it('validates the callback body (422) and refuses unknown payments (404)', async () => {
    const bad = [
      {},
      { payment_no: 'PAY1', result: 'paid', sign: 'x' },
      { payment_no: 'PAY20260101000000000000', result: 'maybe', sign: 'x' },
      { payment_no: 'PAY20260101000000000000', result: 'paid', sign: '' },
    ];
    for (const body of bad) expect((await gateway.post('/api/pay/notify', body)).status).toBe(422);
    const unknown = await notify('PAY20260101000000000000', 'paid', 'x');
    expect(unknown.status).toBe(404);
  });

  it("closes the payment on 'cancelled'; a later payment of the order still works", async () => {
    const o = await order({ payable: 1_500 });
    const start = await startOnline(o.id);
    const { signatures } = await page(start.payment_no);
    const res = await notify(start.payment_no, 'cancelled', signatures.cancelled);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 2, order_status: 0 });
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
    const again = await startOnline(o.id);
    expect(again.payment_no).not.toBe(start.payment_no);
    const next = await page(again.payment_no);
    expect((await notify(again.payment_no, 'paid', next.signatures.paid)).body.data).toMatchObject({
      status: 1,
      order_status: 1,
    });
  });

  it('refunds a paid callback for an order already paid another way, and records it', async () => {
    const o = await order({ payable: 2_500 });
    const start = await startOnline(o.id);
    const { signatures } = await page(start.payment_no);
    await recharge(t.handle, buyer.companyId, 2_500);
    expect((await client.post(`/api/order/${o.id}/pay`, { method: 'balance' })).status).toBe(200);
    const res = await notify(start.payment_no, 'paid', signatures.paid);
    expect(res.status).toBe(200);
    expect(res.body.msg).toContain('原路退回');
    const online = (await paymentsOf(t.handle, o.id)).find((p) => p.method === 'online');
    expect(online).toMatchObject({ status: 2, refunded_amount: 2_500 });
    expect(online?.gateway_ref).toMatch(/^SBR/);
    expect(await orderRow(t.handle, o.id)).toMatchObject({
      status: 1,
      pay_method: 'balance',
      paid_amount: 2_500,
    });
  });
});
