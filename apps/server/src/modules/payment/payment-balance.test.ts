import { ORDER_MESSAGES } from '@mall/shared/order';
import type { PayStart } from '@mall/shared/payment';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import {
  balanceOf,
  createOrder,
  eventsOf,
  ledgerProblems,
  orderRow,
  paymentsOf,
  recharge,
} from '../order-read/order.fixtures.ts';

let t: TestApp;
let buyer: MemberFixture;
let client: TestClient;
let other: MemberFixture;
let otherClient: TestClient;

beforeAll(async () => {
  t = await createTestApp({ paySandbox: true });
  buyer = await createMember(t.handle);
  other = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
  otherClient = await t.loginAs(other.username, other.password);
});

afterAll(() => t.close());

afterEach(async () => {
  expect(await ledgerProblems(t.handle)).toEqual([]);
});

const order = (options: Partial<Parameters<typeof createOrder>[1]> = {}) =>
  createOrder(t.handle, { companyId: buyer.companyId, memberId: buyer.memberId, ...options });

describe('POST /api/order/{id}/pay by balance', () => {
  it('pays at once: ledger row, payment row, order paid and its event, in one go', async () => {
    await recharge(t.handle, buyer.companyId, 50_000);
    const o = await order({ payable: 12_345 });
    const res = await client.post<PayStart>(`/api/order/${o.id}/pay`, { method: 'balance' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(ORDER_MESSAGES.paid);
    expect(res.body.data).toMatchObject({
      order_id: o.id,
      order_no: o.orderNo,
      method: 'balance',
      amount: '123.45',
      status: 1,
      qr_url: null,
      bank: null,
    });
    expect(res.body.data.payment_no).toMatch(/^PAY\d{24}$/);
    expect(await orderRow(t.handle, o.id)).toMatchObject({
      status: 1,
      paid_amount: 12_345,
      pay_method: 'balance',
      paid: true,
    });
    expect(await paymentsOf(t.handle, o.id)).toEqual([
      expect.objectContaining({
        method: 'balance',
        amount: 12_345,
        status: 1,
        payment_no: res.body.data.payment_no,
      }),
    ]);
    expect(await balanceOf(t.handle, buyer.companyId)).toBe(50_000 - 12_345);
    const ledger = await t.handle.query<{ amount: number; kind: string; order_id: number }>(
      'SELECT amount, kind, order_id FROM balance_ledger WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
      [buyer.companyId],
    );
    expect(ledger).toEqual([{ amount: -12_345, kind: 'order_pay', order_id: o.id }]);
    expect((await eventsOf(t.handle, o.id)).map((e) => e.title)).toContain('订单已支付');
  });

  it('refuses 余额不足 and changes nothing', async () => {
    const before = await balanceOf(t.handle, buyer.companyId);
    const o = await order({ payable: before + 1 });
    const res = await client.post(`/api/order/${o.id}/pay`, { method: 'balance' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(ORDER_MESSAGES.balanceShort);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0, paid_amount: 0, pay_method: null });
    expect(await paymentsOf(t.handle, o.id)).toEqual([]);
    expect(await balanceOf(t.handle, buyer.companyId)).toBe(before);
  });

  it('takes the money once when the same order is paid twice in parallel', async () => {
    await recharge(t.handle, buyer.companyId, 30_000);
    const before = await balanceOf(t.handle, buyer.companyId);
    const o = await order({ payable: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.post(`/api/order/${o.id}/pay`, { method: 'balance' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r.body.msg).toBe(ORDER_MESSAGES.notPayable);
    expect(await balanceOf(t.handle, buyer.companyId)).toBe(before - 10_000);
    expect((await paymentsOf(t.handle, o.id)).filter((p) => p.status === 1)).toHaveLength(1);
  });

  it('closes a pending online payment when the balance pays instead', async () => {
    await recharge(t.handle, buyer.companyId, 20_000);
    const o = await order({ payable: 5_000 });
    await client.post(`/api/order/${o.id}/pay`, { method: 'online' });
    const res = await client.post(`/api/order/${o.id}/pay`, { method: 'balance' });
    expect(res.status).toBe(200);
    expect((await paymentsOf(t.handle, o.id)).map((p) => [p.method, p.status])).toEqual([
      ['online', 2],
      ['balance', 1],
    ]);
  });

  it('refuses orders that are not payable: paid, shipped, cancelled, expired', async () => {
    await recharge(t.handle, buyer.companyId, 100_000);
    const before = await balanceOf(t.handle, buyer.companyId);
    for (const status of [1, 2, 3, 4] as const) {
      const o = await order({ status });
      const res = await client.post(`/api/order/${o.id}/pay`, { method: 'balance' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(ORDER_MESSAGES.notPayable);
    }
    const expired = await order({ expiresIn: -60 });
    for (const method of ['balance', 'online', 'transfer']) {
      const res = await client.post(`/api/order/${expired.id}/pay`, { method });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(ORDER_MESSAGES.expired);
    }
    expect(await paymentsOf(t.handle, expired.id)).toEqual([]);
    expect(await balanceOf(t.handle, buyer.companyId)).toBe(before);
  });

  it("refuses another member's order, unknown ids and bad ids with 404, changing nothing", async () => {
    await recharge(t.handle, other.companyId, 100_000);
    const theirs = await createOrder(t.handle, { companyId: other.companyId, memberId: other.memberId });
    for (const path of [`/api/order/${theirs.id}/pay`, '/api/order/99999999/pay', '/api/order/abc/pay']) {
      const res = await client.post(path, { method: 'balance' });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe(ORDER_MESSAGES.notFound);
    }
    expect(await orderRow(t.handle, theirs.id)).toMatchObject({ status: 0 });
    const own = await otherClient.post(`/api/order/${theirs.id}/pay`, { method: 'balance' });
    expect(own.status).toBe(200);
  });

  it('asks for a valid method (422) and a login (401)', async () => {
    const o = await order();
    for (const body of [{}, { method: 'cash' }]) {
      const res = await client.post(`/api/order/${o.id}/pay`, body);
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('请选择支付方式');
    }
    const guest = t.client();
    await guest.get('/api/user/base');
    const res = await guest.post(`/api/order/${o.id}/pay`, { method: 'balance' });
    expect(res.status).toBe(401);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
  });
});
