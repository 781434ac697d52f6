import { ORDER_MESSAGES } from '@mall/shared/order';
import type { PayOptions, PayStart, SandboxPayment } from '@mall/shared/payment';
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
import { notifySignature } from './gateway.ts';
import { newPaymentNo } from './payment.service.ts';

const UNKNOWN_NO = 'PAY20260101000000000000';

describe('payment numbers', () => {
  it('are 24 random digits: neither time nor sequence, nothing shared between neighbours', () => {
    const numbers = Array.from({ length: 200 }, () => newPaymentNo());
    for (const no of numbers) expect(no).toMatch(/^PAY\d{24}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    const digits = numbers.map((no) => no.slice(3));
    for (let i = 1; i < digits.length; i++) {
      const [a, b] = [digits[i - 1] ?? '', digits[i] ?? ''];
      // A time-based number shares its leading digits with the one made a moment before it.
      expect(a.slice(0, 6)).not.toBe(b.slice(0, 6));
      // A sequence differs from its neighbour by a little.
      const gap = BigInt(a) > BigInt(b) ? BigInt(a) - BigInt(b) : BigInt(b) - BigInt(a);
      expect(gap > 10n ** 12n).toBe(true);
    }
    // Every position takes every digit: no fixed stamp or counter anywhere in the number.
    for (let position = 0; position < 24; position++) {
      expect(new Set(digits.map((d) => d[position])).size).toBe(10);
    }
  });
});

describe('online payment through the sandbox cashier (PAY_SANDBOX on)', () => {
  let t: TestApp;
  let buyer: MemberFixture;
  let client: TestClient;
  let other: TestClient;
  let guest: TestClient;
  /** The provider's side of POST /api/pay/notify: no session, and the key the server holds. */
  let provider: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ paySandbox: true });
    buyer = await createMember(t.handle);
    client = await t.loginAs(buyer.username, buyer.password);
    const intruder = await createMember(t.handle);
    other = await t.loginAs(intruder.username, intruder.password);
    guest = t.client();
    await guest.get('/api/user/base');
    provider = t.client();
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

  async function cashier(paymentNo: string, who = client): Promise<SandboxPayment> {
    const res = await who.get<SandboxPayment>(`/api/pay/sandbox/${paymentNo}`);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  const choose = (paymentNo: string, result: 'paid' | 'cancelled', who = client) =>
    who.post<SandboxPayment>(`/api/pay/sandbox/${paymentNo}`, { result });

  /** What a provider holding the server's key would sign. */
  const signed = (paymentNo: string, result: 'paid' | 'cancelled', amount: number) =>
    notifySignature(t.config.paySigningSecret, paymentNo, result, amount);

  const notify = (payment_no: string, result: 'paid' | 'cancelled', sign: string) =>
    provider.post<{ status: number; order_status: number }>('/api/pay/notify', { payment_no, result, sign });

  it('offers all three methods, online through the sandbox', async () => {
    const res = await client.get<PayOptions>('/api/pay/methods');
    expect(res.body.data).toEqual({ methods: ['balance', 'online', 'transfer'], online_provider: 'sandbox' });
  });

  it('opens a pending payment with the cashier page, reused on a second click', async () => {
    const o = await order({ payable: 8_800 });
    const first = await startOnline(o.id);
    expect(first).toMatchObject({ method: 'online', status: 0, amount: '88.00', bank: null });
    expect(first.payment_no).toMatch(/^PAY\d{24}$/);
    expect(first.qr_url).toBe(`/pay/sandbox/${first.payment_no}`);
    const second = await startOnline(o.id);
    expect(second.payment_no).toBe(first.payment_no);
    expect(await paymentsOf(t.handle, o.id)).toEqual([
      expect.objectContaining({ method: 'online', status: 0, amount: 8_800 }),
    ]);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
  });

  it('numbers two payments in a row with nothing in common', async () => {
    const a = await startOnline((await order({ payable: 100 })).id);
    const b = await startOnline((await order({ payable: 100 })).id);
    const [x, y] = [a.payment_no.slice(3), b.payment_no.slice(3)];
    expect(x.slice(0, 6)).not.toBe(y.slice(0, 6));
    const gap = BigInt(x) > BigInt(y) ? BigInt(x) - BigInt(y) : BigInt(y) - BigInt(x);
    expect(gap > 10n ** 12n).toBe(true);
  });

  it('shows the cashier to the order’s own store, and never a signature', async () => {
    const o = await order({ payable: 1_000 });
    const start = await startOnline(o.id);
    const res = await client.get<SandboxPayment>(`/api/pay/sandbox/${start.payment_no}`);
    expect(res.body.data).toEqual({
      kind: 'order',
      payment_no: start.payment_no,
      order_no: o.orderNo,
      amount: '10.00',
      status: 0,
    });
    const raw = res.raw.body;
    for (const result of ['paid', 'cancelled'] as const)
      expect(raw).not.toContain(signed(start.payment_no, result, 1_000));
    expect(raw).not.toContain(t.config.paySigningSecret);
    expect((await client.get(`/api/pay/sandbox/${UNKNOWN_NO}`)).status).toBe(404);
    expect((await client.get('/api/pay/sandbox/abc')).status).toBe(422);
  });

  it('refuses a guest and another store, on the page and on confirm, and changes nothing', async () => {
    const o = await order({ payable: 1_200 });
    const start = await startOnline(o.id);
    const url = `/api/pay/sandbox/${start.payment_no}`;

    const guestPage = await guest.get(url);
    expect(guestPage.status).toBe(401);
    expect(guestPage.body.code).toBe(10001);
    const guestPay = await choose(start.payment_no, 'paid', guest);
    expect(guestPay.status).toBe(401);
    expect(guestPay.body.code).toBe(10001);

    const otherPage = await other.get(url);
    expect(otherPage.status).toBe(404);
    expect(otherPage.body.msg).toBe('支付单不存在');
    expect(JSON.stringify(otherPage.body)).not.toContain(o.orderNo);
    for (const result of ['paid', 'cancelled'] as const) {
      const res = await choose(start.payment_no, result, other);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('支付单不存在');
    }

    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0, paid_amount: 0 });
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 0 })]);
    expect((await eventsOf(t.handle, o.id)).filter((e) => e.title === '订单已支付')).toHaveLength(0);
  });

  it('needs the page’s CSRF token to confirm', async () => {
    const o = await order({ payable: 900 });
    const start = await startOnline(o.id);
    const res = await client.post(
      `/api/pay/sandbox/${start.payment_no}`,
      { result: 'paid' },
      { withoutXsrf: true },
    );
    expect(res.status).toBe(403);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
  });

  it('pays the order when its store confirms, once however often it is confirmed', async () => {
    const o = await order({ payable: 4_200 });
    const start = await startOnline(o.id);
    const res = await choose(start.payment_no, 'paid');
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(ORDER_MESSAGES.paid);
    expect(res.body.data).toMatchObject({ payment_no: start.payment_no, status: 1 });
    expect(await orderRow(t.handle, o.id)).toMatchObject({
      status: 1,
      paid_amount: 4_200,
      pay_method: 'online',
    });
    for (let i = 0; i < 2; i++) {
      const again = await choose(start.payment_no, 'paid');
      expect(again.status).toBe(200);
      expect(again.body.data.status).toBe(1);
    }
    const parallel = await Promise.all(Array.from({ length: 4 }, () => choose(start.payment_no, 'paid')));
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    const payments = await paymentsOf(t.handle, o.id);
    expect(payments).toEqual([expect.objectContaining({ status: 1, refunded_amount: 0 })]);
    expect(payments[0]?.gateway_ref).not.toBe('');
    expect((await eventsOf(t.handle, o.id)).filter((e) => e.title === '订单已支付')).toHaveLength(1);
    const messages = await messagesOf(t.handle, buyer.companyId);
    expect(messages.filter((m) => m.content.includes(o.orderNo))).toHaveLength(1);
    expect((await cashier(start.payment_no)).status).toBe(1);
  });

  it('pays once when the first confirms arrive together', async () => {
    const o = await order({ payable: 3_300 });
    const start = await startOnline(o.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => choose(start.payment_no, 'paid')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.msg === ORDER_MESSAGES.paid)).toHaveLength(1);
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 1 })]);
    expect((await eventsOf(t.handle, o.id)).filter((e) => e.title === '订单已支付')).toHaveLength(1);
  });

  it('closes the payment on 取消支付; a later payment of the order still works', async () => {
    const o = await order({ payable: 1_500 });
    const start = await startOnline(o.id);
    const res = await choose(start.payment_no, 'cancelled');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(2);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
    // A closed payment is not paid by a later confirm.
    expect((await choose(start.payment_no, 'paid')).body.data.status).toBe(2);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
    const again = await startOnline(o.id);
    expect(again.payment_no).not.toBe(start.payment_no);
    expect((await choose(again.payment_no, 'paid')).body.data.status).toBe(1);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 1 });
  });

  it('validates the cashier’s choice (422)', async () => {
    const o = await order({ payable: 700 });
    const start = await startOnline(o.id);
    for (const body of [{}, { result: 'maybe' }]) {
      const res = await client.post(`/api/pay/sandbox/${start.payment_no}`, body);
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('支付结果不正确');
    }
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 0 })]);
  });

  it('pays on a provider callback signed with the server’s key; a replay pays once', async () => {
    const o = await order({ payable: 2_400 });
    const start = await startOnline(o.id);
    const sign = signed(start.payment_no, 'paid', 2_400);
    const res = await notify(start.payment_no, 'paid', sign);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(ORDER_MESSAGES.paid);
    expect(res.body.data).toMatchObject({ status: 1, order_status: 1 });
    const replays = await Promise.all(
      Array.from({ length: 4 }, () => notify(start.payment_no, 'paid', sign)),
    );
    expect(replays.every((r) => r.status === 200 && r.body.data.status === 1)).toBe(true);
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 1 })]);
    expect((await eventsOf(t.handle, o.id)).filter((e) => e.title === '订单已支付')).toHaveLength(1);
  });

  it('refuses a forged, mismatched or absent signature and leaves the order unpaid', async () => {
    const o = await order({ payable: 2_000 });
    const start = await startOnline(o.id);
    const forged = [
      'f'.repeat(64),
      signed(start.payment_no, 'cancelled', 2_000),
      notifySignature('another-secret-of-at-least-thirty-two-chars', start.payment_no, 'paid', 2_000),
      signed(start.payment_no, 'paid', 1),
    ];
    for (const sign of forged) {
      const res = await notify(start.payment_no, 'paid', sign);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(ORDER_MESSAGES.badSignature);
    }
    const absent = await provider.post('/api/pay/notify', { payment_no: start.payment_no, result: 'paid' });
    expect(absent.status).toBe(422);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0, paid_amount: 0 });
    expect(await paymentsOf(t.handle, o.id)).toEqual([expect.objectContaining({ status: 0 })]);
  });

  it('validates the callback body (422) and refuses unknown payments (404)', async () => {
    const bad = [
      {},
      { payment_no: 'PAY1', result: 'paid', sign: 'x' },
      { payment_no: UNKNOWN_NO, result: 'maybe', sign: 'x' },
      { payment_no: UNKNOWN_NO, result: 'paid', sign: '' },
    ];
    for (const body of bad) expect((await provider.post('/api/pay/notify', body)).status).toBe(422);
    expect((await notify(UNKNOWN_NO, 'paid', 'x')).status).toBe(404);
  });

  it('sends back money a provider took for a payment the buyer had cancelled; the order stays payable', async () => {
    const o = await order({ payable: 1_800 });
    const start = await startOnline(o.id);
    expect((await choose(start.payment_no, 'cancelled')).body.data.status).toBe(2);
    const late = await notify(start.payment_no, 'paid', signed(start.payment_no, 'paid', 1_800));
    expect(late.status).toBe(200);
    expect(late.body.msg).toBe('该支付已取消，款项已原路退回');
    expect(await paymentsOf(t.handle, o.id)).toEqual([
      expect.objectContaining({ status: 2, refunded_amount: 1_800 }),
    ]);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0, paid_amount: 0 });
    const again = await startOnline(o.id);
    expect((await choose(again.payment_no, 'paid')).body.data.status).toBe(1);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 1, paid_amount: 1_800 });
  });

  it('refunds a confirm for an order already paid another way, and records it', async () => {
    const o = await order({ payable: 2_500 });
    const start = await startOnline(o.id);
    await recharge(t.handle, buyer.companyId, 2_500);
    expect((await client.post(`/api/order/${o.id}/pay`, { method: 'balance' })).status).toBe(200);
    const res = await notify(start.payment_no, 'paid', signed(start.payment_no, 'paid', 2_500));
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

describe('with the sandbox off (the default)', () => {
  let t: TestApp;
  let buyer: MemberFixture;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createMember(t.handle);
    client = await t.loginAs(buyer.username, buyer.password);
  });

  afterAll(() => t.close());

  /** An online payment opened while the sandbox was still on. */
  async function pendingOnline(amount: number) {
    const o = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: amount,
    });
    const paymentNo = newPaymentNo();
    await t.handle.query(
      `INSERT INTO payments (payment_no, order_id, method, amount, status) VALUES ($1, $2, 'online', $3, 0)`,
      [paymentNo, o.id, amount],
    );
    return { order: o, paymentNo };
  }

  it('is off without PAY_SANDBOX', () => {
    expect(t.config.paySandbox).toBe(false);
  });

  it('offers balance and bank transfer only, and refuses to open an online payment', async () => {
    const methods = await client.get<PayOptions>('/api/pay/methods');
    expect(methods.body.data).toEqual({ methods: ['balance', 'transfer'], online_provider: null });
    const o = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: 500,
    });
    const res = await client.post(`/api/order/${o.id}/pay`, { method: 'online' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(ORDER_MESSAGES.onlineUnavailable);
    expect(await paymentsOf(t.handle, o.id)).toEqual([]);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
    const transfer = await client.post<PayStart>(`/api/order/${o.id}/pay`, { method: 'transfer' });
    expect(transfer.body.data).toMatchObject({ method: 'transfer', status: 0 });
  });

  it('answers 404 on the cashier, even to the order’s own store, and changes nothing', async () => {
    const { order, paymentNo } = await pendingOnline(800);
    const page = await client.get(`/api/pay/sandbox/${paymentNo}`);
    expect(page.status).toBe(404);
    const confirm = await client.post(`/api/pay/sandbox/${paymentNo}`, { result: 'paid' });
    expect(confirm.status).toBe(404);
    expect(await orderRow(t.handle, order.id)).toMatchObject({ status: 0, paid_amount: 0 });
    expect(await paymentsOf(t.handle, order.id)).toEqual([expect.objectContaining({ status: 0 })]);
  });

  it('still settles a provider’s callback only with the server’s signature', async () => {
    const { order, paymentNo } = await pendingOnline(600);
    const provider = t.client();
    const forged = await provider.post('/api/pay/notify', {
      payment_no: paymentNo,
      result: 'paid',
      sign: 'a'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(await orderRow(t.handle, order.id)).toMatchObject({ status: 0 });
    const sign = notifySignature(t.config.paySigningSecret, paymentNo, 'paid', 600);
    const paid = await provider.post('/api/pay/notify', { payment_no: paymentNo, result: 'paid', sign });
    expect(paid.body.data).toMatchObject({ status: 1, order_status: 1 });
    expect(await ledgerProblems(t.handle)).toEqual([]);
  });
});
