import { ORDER_MESSAGES, type OrderCreated } from '@mall/shared/order';
import type { PayStart } from '@mall/shared/payment';
import { PAY_PASSWORD_MESSAGES, type PayPasswordStatus } from '@mall/shared/subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { clearCart, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { createGroupBuy, join } from '../group-buy/group-buy.fixtures.ts';
import { newKey, putLine } from '../order/order.fixtures.ts';
import { balanceOf, createOrder, orderRow, recharge } from '../order-read/order.fixtures.ts';
import { freshIp, readCode } from '../sms/sms.test-support.ts';
import { claimPayPasswordEntry } from './pay-password.repository.ts';

let t: TestApp;
let buyer: MemberFixture;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp({ paySandbox: true });
  buyer = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
});
afterAll(() => t.close());

const status = async (c: TestClient) => (await c.get<PayPasswordStatus>('/api/user/pay_password')).body.data;
const order = (member: MemberFixture, payable = 2_000) =>
  createOrder(t.handle, { companyId: member.companyId, memberId: member.memberId, payable });
const pay = (c: TestClient, id: number, body: object) => c.post<PayStart>(`/api/order/${id}/pay`, body);

describe('GET/POST /api/user/pay_password', () => {
  it('is not set at first, and a guest is asked to log in', async () => {
    expect(await status(client)).toEqual({ is_set: 0, locked_until: null });
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.get('/api/user/pay_password')).body.code).not.toBe(10000);
    const res = await guest.post('/api/user/pay_password', { password: '135790', login_password: 'x' });
    expect(res.body.code).not.toBe(10000);
  });

  it.each([
    [{ password: '12345', login_password: 'secret-pass-1' }, 'password', PAY_PASSWORD_MESSAGES.format],
    [{ password: 'abcdef', login_password: 'secret-pass-1' }, 'password', PAY_PASSWORD_MESSAGES.format],
    [{ password: '135790' }, 'login_password', PAY_PASSWORD_MESSAGES.proof],
    [{ password: '123456', login_password: 'secret-pass-1' }, 'password', PAY_PASSWORD_MESSAGES.trivial],
    [{ password: '888888', login_password: 'secret-pass-1' }, 'password', PAY_PASSWORD_MESSAGES.trivial],
    [
      { password: '135790', login_password: 'wrong-pass' },
      'login_password',
      PAY_PASSWORD_MESSAGES.wrongLogin,
    ],
  ])('refuses %o', async (body, field, message) => {
    const res = await client.post('/api/user/pay_password', body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toContain(message);
    expect(await status(client)).toMatchObject({ is_set: 0 });
  });

  it('sets it with the login password, stored as a hash', async () => {
    const res = await client.post<PayPasswordStatus>('/api/user/pay_password', {
      password: '135790',
      login_password: buyer.password,
    });
    expect(res.body).toMatchObject({ code: 10000, msg: PAY_PASSWORD_MESSAGES.saved, data: { is_set: 1 } });
    const [row] = await t.handle.query<{ hash: string }>(
      'SELECT hash FROM pay_passwords WHERE member_id = $1',
      [buyer.memberId],
    );
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(row?.hash).not.toContain('135790');
  });

  it('changes it with an SMS code sent to the member phone (and refuses a wrong code)', async () => {
    const member = await createMember(t.handle);
    const c = await t.loginAs(member.username, member.password);
    await c.postForm(
      '/api/user/create_code',
      { phone: member.phone, scene: 'forget' },
      { remoteAddress: freshIp() },
    );
    const code = await readCode(t.handle, member.phone);
    const wrong = await c.post('/api/user/pay_password', {
      password: '246801',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.code?.[0]).toMatch(/验证码错误/);
    const right = await c.post('/api/user/pay_password', { password: '246801', code });
    expect(right.body.code).toBe(10000);
    expect(await status(c)).toMatchObject({ is_set: 1 });
  });
});

describe('paying with balance needs the payment password once set', () => {
  it('refuses without it and with a wrong one (nothing paid), pays with the right one', async () => {
    await recharge(t.handle, buyer.companyId, 10_000);
    const o = await order(buyer);
    const before = await balanceOf(t.handle, buyer.companyId);

    const missing = await pay(client, o.id, { method: 'balance' });
    expect(missing.body.msg).toBe(PAY_PASSWORD_MESSAGES.required);
    expect(missing.body.code).not.toBe(10000);
    const wrong = await pay(client, o.id, { method: 'balance', pay_password: '000001' });
    expect(wrong.body.msg).toBe(PAY_PASSWORD_MESSAGES.wrong(4));
    const malformed = await pay(client, o.id, { method: 'balance', pay_password: '12ab' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.pay_password).toContain(PAY_PASSWORD_MESSAGES.format);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
    expect(await balanceOf(t.handle, buyer.companyId)).toBe(before);

    const right = await pay(client, o.id, { method: 'balance', pay_password: '135790' });
    expect(right.body).toMatchObject({ code: 10000, msg: ORDER_MESSAGES.paid });
    expect(await balanceOf(t.handle, buyer.companyId)).toBe(before - 2_000);
    // A right entry starts the count again.
    const [row] = await t.handle.query<{ failures: number }>(
      'SELECT failures FROM pay_passwords WHERE member_id = $1',
      [buyer.memberId],
    );
    expect(row?.failures).toBe(0);
  });

  it('online and transfer payments do not ask for it', async () => {
    const o = await order(buyer);
    const res = await pay(client, o.id, { method: 'transfer' });
    expect(res.body.code).toBe(10000);
  });

  it('another store’s order stays not found even with the right password', async () => {
    const other = await createMember(t.handle);
    const o = await order(other);
    const res = await pay(client, o.id, { method: 'balance', pay_password: '135790' });
    expect(res.body.msg).toBe(ORDER_MESSAGES.notFound);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
  });

  it('locks after five wrong entries in a row, even against the right one', async () => {
    const member = await createMember(t.handle);
    const c = await t.loginAs(member.username, member.password);
    await c.post('/api/user/pay_password', { password: '975310', login_password: member.password });
    await recharge(t.handle, member.companyId, 10_000);
    const o = await order(member);
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++)
      msgs.push((await pay(c, o.id, { method: 'balance', pay_password: '000001' })).body.msg);
    expect(msgs).toEqual([
      PAY_PASSWORD_MESSAGES.wrong(4),
      PAY_PASSWORD_MESSAGES.wrong(3),
      PAY_PASSWORD_MESSAGES.wrong(2),
      PAY_PASSWORD_MESSAGES.wrong(1),
      PAY_PASSWORD_MESSAGES.locked(30),
    ]);
    const locked = await pay(c, o.id, { method: 'balance', pay_password: '975310' });
    expect(locked.body.msg).toBe(PAY_PASSWORD_MESSAGES.locked(30));
    expect((await status(c)).locked_until).toBeGreaterThan(Date.now() / 1000);
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
    // Setting it again (proven by the login password) lifts the lock.
    await c.post('/api/user/pay_password', { password: '975310', login_password: member.password });
    expect((await pay(c, o.id, { method: 'balance', pay_password: '975310' })).body.code).toBe(10000);
  });

  it('judges no more than five of a burst of parallel wrong entries, then is locked against the right one', async () => {
    const member = await createMember(t.handle);
    const c = await t.loginAs(member.username, member.password);
    await c.post('/api/user/pay_password', { password: '975310', login_password: member.password });
    await recharge(t.handle, member.companyId, 10_000);
    const o = await order(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(c, o.id, { method: 'balance', pay_password: String(100_001 + i) }),
      ),
    );
    const msgs = answers.map((r) => r.body.msg);
    // Four judged wrong with tries left, the fifth locks it, and the other fifteen find it locked.
    expect(msgs.filter((m) => m !== PAY_PASSWORD_MESSAGES.locked(30)).sort()).toEqual(
      [4, 3, 2, 1].map((left) => PAY_PASSWORD_MESSAGES.wrong(left)).sort(),
    );
    const right = await pay(c, o.id, { method: 'balance', pay_password: '975310' });
    expect(right.body.msg).toBe(PAY_PASSWORD_MESSAGES.locked(30));
    expect(await orderRow(t.handle, o.id)).toMatchObject({ status: 0 });
  });

  it('is locked by the entry that takes the fifth try, even when that entry is never judged', async () => {
    const member = await createMember(t.handle);
    const c = await t.loginAs(member.username, member.password);
    await c.post('/api/user/pay_password', { password: '975310', login_password: member.password });
    // Five entries counted, none judged (a process stopped between the count and the check).
    const counted = [];
    for (let i = 0; i < 5; i++)
      counted.push(await claimPayPasswordEntry(t.handle.db, member.memberId, 5, 30));
    expect(counted).toEqual([1, 2, 3, 4, 5]);
    expect(await claimPayPasswordEntry(t.handle.db, member.memberId, 5, 30)).toBeUndefined();
    expect((await status(c)).locked_until).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
    // An ordinary lock: once it has run out, the count starts again.
    await t.handle.query(
      "UPDATE pay_passwords SET locked_until = now() - interval '1 second' WHERE member_id = $1",
      [member.memberId],
    );
    expect((await status(c)).locked_until).toBeNull();
    expect(await claimPayPasswordEntry(t.handle.db, member.memberId, 5, 30)).toBe(1);
  });

  it('a member without one pays with balance as before', async () => {
    const member = await createMember(t.handle);
    const c = await t.loginAs(member.username, member.password);
    await recharge(t.handle, member.companyId, 10_000);
    const o = await order(member);
    expect((await pay(c, o.id, { method: 'balance' })).body.code).toBe(10000);
  });
});

describe('an order that takes from the balance at submit needs it too', () => {
  it('refuses the submit without or with a wrong password, places it with the right one', async () => {
    const demo = await t.loginAs('demo');
    await demo.post('/api/user/pay_password', { password: '135790', login_password: 'demo123456' });
    await clearCart(t.handle, DEMO_COMPANY);
    const made = await createOffer(t.handle, { name: '支付密码测试片', basePrice: 1000, stock: 100 });
    const line = await putLine(t.handle, demo, DEMO_COMPANY, made, 2);
    const addressId = (await demo.get<{ id: number }[]>('/api/user/address')).body.data[0]?.id ?? 0;
    const submit = (extra: object) =>
      demo.postForm<OrderCreated>('/api/order', {
        ids: [line],
        use_balance: 1,
        address_id: addressId,
        idempotency_key: newKey(),
        ...extra,
      });
    const before = await balanceOf(t.handle, DEMO_COMPANY);
    expect((await submit({})).body.msg).toBe(PAY_PASSWORD_MESSAGES.required);
    expect((await submit({ pay_password: '000001' })).body.msg).toBe(PAY_PASSWORD_MESSAGES.wrong(4));
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBe(before);
    const placed = await submit({ pay_password: '135790' });
    expect(placed.body.code).toBe(10000);
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBeLessThan(before);
    // Without balance, no password is asked for.
    const again = await putLine(t.handle, demo, DEMO_COMPANY, made, 2);
    const plain = await demo.postForm<OrderCreated>('/api/order', {
      ids: [again],
      use_balance: 0,
      address_id: addressId,
      idempotency_key: newKey(),
    });
    expect(plain.body.code).toBe(10000);
  });

  it('a group-buy join taking from the balance needs it too', async () => {
    const demo = await t.loginAs('demo');
    await demo.post('/api/user/pay_password', { password: '135790', login_password: 'demo123456' });
    const made = await createOffer(t.handle, { name: '支付密码拼团片', basePrice: 2000, stock: 100 });
    const group = await createGroupBuy(t.handle, { offerId: made.offerId });
    const address = (await demo.get<{ id: number }[]>('/api/user/address')).body.data[0]?.id ?? 0;
    const before = await balanceOf(t.handle, DEMO_COMPANY);
    const refused = await join(demo, group, { quantity: 1, address, useBalance: 1 });
    expect(refused.body.msg).toBe(PAY_PASSWORD_MESSAGES.required);
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBe(before);
    const res = await demo.postForm<OrderCreated>(`/api/group_buy/${group}/order`, {
      quantity: 1,
      address_id: address,
      use_balance: 1,
      pay_password: '135790',
      idempotency_key: newKey(),
    });
    expect(res.body.code).toBe(10000);
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBeLessThan(before);
  });
});
