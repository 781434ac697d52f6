/** The operator API: who may call it, and the commands it carries out with the store's services. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderDetail } from '@mall/shared/order';
import type { PayStart } from '@mall/shared/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createOrder, eventsOf, orderRow, recharge } from '../order-read/order.fixtures.ts';
import { OPERATOR_MESSAGES } from './operator.routes.ts';

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

const bearer = () => ({ authorization: `Bearer ${t.config.operatorToken}` });

/** A caller with no cookies at all, as the command line is. */
function operatorCall(tool: 'orders' | 'review', args: string[], headers: Record<string, string> = bearer()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/operator/${tool}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ args, operator: OPERATOR }),
  });
}

async function paidOrder() {
  const o = await createOrder(t.handle, {
    companyId: buyer.companyId,
    memberId: buyer.memberId,
    payable: 5_000,
  });
  await recharge(t.handle, buyer.companyId, 5_000);
  const res = await client.post<PayStart>(`/api/order/${o.id}/pay`, { method: 'balance' });
  expect(res.body.code, res.body.msg).toBe(10000);
  return o;
}

describe('who may call it', () => {
  it('refuses a call without the token, with a wrong one, and from a member session', async () => {
    const o = await paidOrder();
    const ship = ['ship', o.orderNo, '--carrier', '顺丰速运', '--tracking', 'SF1234567890'];

    const missing = await operatorCall('orders', ship, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().msg).toBe(OPERATOR_MESSAGES.tokenMissing);

    for (const authorization of [
      'Bearer wrong-token',
      `Bearer ${t.config.operatorToken}x`,
      `Basic ${t.config.operatorToken}`,
      t.config.operatorToken,
    ]) {
      const wrong = await operatorCall('orders', ship, { authorization });
      expect(wrong.statusCode, authorization).toBe(401);
    }
    expect((await operatorCall('orders', ship, { authorization: 'Bearer nope' })).json().msg).toBe(
      OPERATOR_MESSAGES.tokenWrong,
    );

    // A logged-in browser is refused even if the token leaked into it, with or without CSRF.
    const asMember = await client.post(
      '/api/operator/orders',
      { args: ship, operator: OPERATOR },
      { headers: bearer() },
    );
    expect(asMember.status).toBe(403);
    expect(asMember.body.msg).toBe(OPERATOR_MESSAGES.browserSession);
    const withoutToken = await client.post('/api/operator/orders', { args: ship, operator: OPERATOR });
    expect(withoutToken.status).toBe(403);
    const review = await client.post(
      '/api/operator/review',
      { args: ['list'], operator: OPERATOR },
      { headers: bearer() },
    );
    expect(review.status).toBe(403);

    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 1 });
    expect((await eventsOf(t.handle, o.id)).filter((e) => e.actor === OPERATOR)).toEqual([]);
  });

  it('never hands the token to a browser', async () => {
    const guest = t.client();
    for (const res of [await guest.get('/api/user/base'), await client.get('/api/user/base')])
      expect(JSON.stringify({ headers: res.headers, body: res.body })).not.toContain(t.config.operatorToken);
  });
});

describe('the operator token', () => {
  // A session secret given, so nothing is written into the data directory.
  const env = { DATA_DIR: join(tmpdir(), 'mall-api-test-data'), SESSION_SECRET: 'x'.repeat(32) };

  it('is OPERATOR_TOKEN when set (at least 32 characters), else new and random at every start', () => {
    const token = 'o'.repeat(40);
    expect(loadConfig({ ...env, OPERATOR_TOKEN: token }).operatorToken).toBe(token);
    expect(() => loadConfig({ ...env, OPERATOR_TOKEN: 'short' })).toThrow(ConfigError);
    const first = loadConfig(env).operatorToken;
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(loadConfig(env).operatorToken).not.toBe(first);
  });
});

describe('the commands through the API', () => {
  it('ships an order the buyer then sees shipped, recorded as the operator', async () => {
    const o = await paidOrder();
    const res = await operatorCall('orders', [
      'ship',
      o.orderNo,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'SF1234567890',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.text).toContain('已发货');
    const seen = await client.get<OrderDetail>(`/api/order/${o.id}`);
    expect(seen.body.data).toMatchObject({ status: 2, carrier: '顺丰速运', tracking_no: 'SF1234567890' });
    expect(await eventsOf(t.handle, o.id)).toContainEqual(expect.objectContaining({ actor: OPERATOR }));
  });

  it('answers a refusal with what the command prints, changing nothing', async () => {
    const o = await paidOrder();
    const usage = await operatorCall('orders', ['ship', o.orderNo, '--carrier', '顺丰速运']);
    expect(usage.statusCode).toBe(400);
    expect(usage.json().msg).toContain('缺少 --tracking');
    expect(usage.json().msg).toContain('usage:');
    const wrongState = await operatorCall('orders', ['deliver', o.orderNo]);
    expect(wrongState.json().msg).toContain('不能签收');
    expect((await operatorCall('review', ['approve', 'licence', 'x'])).json().msg).toContain('usage');
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 1 });
  });

  it('refuses a malformed body with field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/orders',
      headers: { ...bearer(), 'content-type': 'application/json' },
      payload: JSON.stringify({ args: 'list', operator: '' }),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['args', 'operator']));
  });

  it('lists pending reviews', async () => {
    const res = await operatorCall('review', ['list']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.text).toMatch(/^licences pending review: \d+/);
  });
});

describe('orders list', () => {
  it("reads the README's status names and shows what a balance-paid order cost", async () => {
    // Covered whole by the balance at submit: nothing left payable, ¥186.00 paid all the same.
    const covered = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: 0,
      balanceAmount: 18_600,
    });
    expect((await client.post(`/api/order/${covered.id}/pay`, { method: 'balance' })).body.code).toBe(10000);
    const partly = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: 1_000,
      balanceAmount: 2_345,
    });
    await recharge(t.handle, buyer.companyId, 1_000);
    expect((await client.post(`/api/order/${partly.id}/pay`, { method: 'balance' })).body.code).toBe(10000);

    const res = await operatorCall('orders', ['list', 'to_ship']);
    expect(res.statusCode, res.json().msg).toBe(200);
    const lines: string[] = res.json().data.text.split('\n');
    expect(lines.every((line) => line.includes('待发货'))).toBe(true);
    const coveredLine = lines.find((line) => line.includes(covered.orderNo)) ?? '';
    expect(coveredLine).toContain('合计 ¥186.00');
    expect(coveredLine).toContain('余额 ¥186.00');
    expect(coveredLine).not.toContain('¥0.00');
    const partlyLine = lines.find((line) => line.includes(partly.orderNo)) ?? '';
    expect(partlyLine).toContain('合计 ¥33.45');
    expect(partlyLine).toContain('余额 ¥23.45 + 余额支付 ¥10.00');

    for (const [name, text] of [
      ['unpaid', '待付款'],
      ['to_receive', '待收货'],
      ['completed', '已完成'],
      ['cancelled', '已取消'],
    ] as const) {
      const listed = await operatorCall('orders', ['list', name]);
      expect(listed.statusCode, name).toBe(200);
      const text_ = listed.json().data.text as string;
      if (text_ !== '没有订单') expect(text_.split('\n').every((line) => line.includes(text))).toBe(true);
    }
    expect((await operatorCall('orders', ['list', 'to-ship'])).json().msg).toContain('未知的订单状态');
  });
});
