import type { Page } from '@mall/shared/codes';
import { MESSAGES } from '@mall/shared/constants';
import type { MemberMessage } from '@mall/shared/message';
import {
  type MemberSubscription,
  type OfferSubscriptions,
  SUBSCRIPTION_MESSAGES,
  type SubstitutesResult,
} from '@mall/shared/subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { runDueJobs } from '../jobs/jobs.service.ts';
import { newKey, putLine } from '../order/order.fixtures.ts';
import { changeOffer } from './offer-command.ts';

const DEMO2_COMPANY_NAME = 'demo2';
let t: TestApp;
let demo: TestClient;
let demo2: TestClient;
let demo2Company: number;
type Made = Awaited<ReturnType<typeof createOffer>>;
const NAME = `订阅测试胶囊${Date.now().toString(36)}`;
let soldOut: Made;
let substitute: Made;
let soldOutSibling: Made;
let outOfScope: Made;
let controlled: Made;
let otherSpec: Made;

beforeAll(async () => {
  t = await createTestApp();
  soldOut = await createOffer(t.handle, { name: NAME, basePrice: 1000, stock: 0 });
  substitute = await createOffer(t.handle, { name: NAME, basePrice: 1200, stock: 100 });
  soldOutSibling = await createOffer(t.handle, { name: NAME, basePrice: 900, stock: 0 });
  outOfScope = await createOffer(t.handle, {
    name: NAME,
    basePrice: 800,
    stock: 100,
    scope: 'special_compound',
  });
  controlled = await createOffer(t.handle, { name: NAME, basePrice: 700, stock: 100 });
  await t.handle.query(
    "INSERT INTO control_rules (goods_id, zone_id, allowed_provinces) VALUES ($1, 1, '{西藏自治区}')",
    [controlled.goodsId],
  );
  otherSpec = await createOffer(t.handle, { name: NAME, basePrice: 600, stock: 100 });
  await t.handle.query("UPDATE goods SET spec = '0.5g*12粒' WHERE id = $1", [otherSpec.goodsId]);
  demo = await t.loginAs('demo');
  demo2 = await t.loginAs(DEMO2_COMPANY_NAME);
  const [row] = await t.handle.query<{ id: number }>(
    "SELECT c.id FROM companies c JOIN members m ON m.id = c.member_id WHERE m.username = 'demo2' ORDER BY c.id LIMIT 1",
  );
  demo2Company = row?.id ?? 0;
});
afterAll(() => t.close());

const subscribe = (c: TestClient, offerId: number, kind: string) =>
  c.post<OfferSubscriptions>('/api/subscription', { goods_price_id: offerId, kind });
const messagesOf = async (companyId: number, title: string) =>
  t.handle.query<{ content: string }>(
    'SELECT content FROM messages WHERE company_id = $1 AND title = $2 ORDER BY id',
    [companyId, title],
  );
const jobsFor = async (offerId: number) =>
  (
    await t.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE kind = 'subscription.check' AND payload->>'offer_id' = $1",
      [String(offerId)],
    )
  )[0]?.n ?? 0;
const runJobs = () => runDueJobs({ db: t.handle.db }, new Date(Date.now() + 1000));

describe('POST /api/subscription', () => {
  it('subscribes to back-in-stock on a sold-out offer, and again is the same subscription', async () => {
    const res = await subscribe(demo, soldOut.offerId, 'stock');
    expect(res.body).toMatchObject({ code: 10000, msg: SUBSCRIPTION_MESSAGES.subscribed });
    expect(res.body.data.stock).toMatchObject({ state: 'waiting' });
    const again = await subscribe(demo, soldOut.offerId, 'stock');
    expect(again.body.data.stock?.id).toBe(res.body.data.stock?.id);
  });

  it('refuses back-in-stock on an offer in stock', async () => {
    const res = await subscribe(demo, substitute.offerId, 'stock');
    expect(res.body.msg).toBe(SUBSCRIPTION_MESSAGES.inStock);
    expect(res.body.code).not.toBe(10000);
  });

  it('subscribes to a price drop at the store’s price today', async () => {
    const res = await subscribe(demo, substitute.offerId, 'price');
    expect(res.body.data.price).toMatchObject({ state: 'watching', price_at: '12.00' });
  });

  it.each([
    [{ goods_price_id: 'x', kind: 'stock' }, 'goods_price_id'],
    [{ goods_price_id: 0, kind: 'stock' }, 'goods_price_id'],
    [{ kind: 'stock' }, 'goods_price_id'],
    [{ goods_price_id: 1, kind: 'later' }, 'kind'],
    [{ goods_price_id: 1 }, 'kind'],
  ])('answers bad input %o with 422 on the field', async (body, field) => {
    const res = await demo.post('/api/subscription', body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toBeDefined();
  });

  it('treats unknown offers and goods the store may not see as not found', async () => {
    for (const id of [2_000_000_000, controlled.offerId]) {
      const res = await subscribe(demo, id, 'price');
      expect(res.body.msg).toBe(SUBSCRIPTION_MESSAGES.offerMissing);
    }
  });

  it('asks a guest to log in', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    const res = await subscribe(guest, soldOut.offerId, 'stock');
    expect(res.body.code).not.toBe(10000);
    expect((await guest.get('/api/subscription')).body.code).not.toBe(10000);
  });
});

describe('GET /api/subscription and /api/subscription/offer/{id}, DELETE /api/subscription/{id}', () => {
  it('lists the store’s own subscriptions only', async () => {
    const mine = await demo.get<Page<MemberSubscription>>('/api/subscription');
    const offers = mine.body.data.list.map((s) => [s.goods_price_id, s.kind]);
    expect(offers).toEqual(
      expect.arrayContaining([
        [soldOut.offerId, 'stock'],
        [substitute.offerId, 'price'],
      ]),
    );
    const row = mine.body.data.list.find((s) => s.goods_price_id === substitute.offerId);
    expect(row).toMatchObject({ name: NAME, price: '12.00', price_at: '12.00', state: 'watching' });
    const theirs = await demo2.get<Page<MemberSubscription>>('/api/subscription');
    expect(theirs.body.data.list.filter((s) => s.name === NAME)).toEqual([]);
    const state = await demo2.get<OfferSubscriptions>(`/api/subscription/offer/${soldOut.offerId}`);
    expect(state.body.data).toEqual({ stock: null, price: null });
  });

  it('does not let another store cancel, and cancels the store’s own', async () => {
    const extra = await subscribe(demo, soldOutSibling.offerId, 'stock');
    const id = extra.body.data.stock?.id ?? 0;
    const foreign = await demo2.del(`/api/subscription/${id}`);
    expect(foreign.body.msg).toBe(SUBSCRIPTION_MESSAGES.notFound);
    expect((await demo.del('/api/subscription/abc')).body.msg).toBe(SUBSCRIPTION_MESSAGES.notFound);
    const own = await demo.del(`/api/subscription/${id}`);
    expect(own.body).toMatchObject({ code: 10000, msg: SUBSCRIPTION_MESSAGES.cancelled });
    const state = await demo.get<OfferSubscriptions>(`/api/subscription/offer/${soldOutSibling.offerId}`);
    expect(state.body.data.stock).toBeNull();
    expect((await demo.del(`/api/subscription/${id}`)).body.msg).toBe(SUBSCRIPTION_MESSAGES.notFound);
  });
});

describe('telling subscribers, once per event', () => {
  it('back in stock through the service: one message, however often the check runs', async () => {
    await subscribe(demo2, soldOut.offerId, 'stock');
    await changeOffer(t.handle.db, soldOut.offerId, { stock: 30 });
    expect(await jobsFor(soldOut.offerId)).toBe(1);
    await runJobs();
    await runJobs();
    const told = await messagesOf(DEMO_COMPANY, '到货通知');
    expect(told.filter((m) => m.content.includes(NAME))).toHaveLength(1);
    expect(told.at(-1)?.content).toContain('现有库存30盒');
    expect((await messagesOf(demo2Company, '到货通知')).filter((m) => m.content.includes(NAME))).toHaveLength(
      1,
    );
    const state = await demo.get<OfferSubscriptions>(`/api/subscription/offer/${soldOut.offerId}`);
    expect(state.body.data.stock).toMatchObject({ state: 'notified' });
    // The member sees it in /wdxx.
    const inbox = await demo.get<Page<MemberMessage>>('/api/user/message', { page: 1 });
    expect(inbox.body.data.list.some((m) => m.title === '到货通知' && m.content.includes(NAME))).toBe(true);

    // Sold out and back again: the subscription was done, so nothing more until renewed.
    await changeOffer(t.handle.db, soldOut.offerId, { stock: 0 });
    await changeOffer(t.handle.db, soldOut.offerId, { stock: 5 });
    await runJobs();
    expect((await messagesOf(DEMO_COMPANY, '到货通知')).filter((m) => m.content.includes(NAME))).toHaveLength(
      1,
    );
  });

  it('back in stock by a plain update (demo data, an order cancel returning stock) is caught too', async () => {
    await changeOffer(t.handle.db, soldOut.offerId, { stock: 0 });
    await subscribe(demo, soldOut.offerId, 'stock');
    await t.handle.query('UPDATE offers SET stock = stock + 3 WHERE id = $1', [soldOut.offerId]);
    await runJobs();
    expect((await messagesOf(DEMO_COMPANY, '到货通知')).filter((m) => m.content.includes(NAME))).toHaveLength(
      2,
    );
  });

  it('back in stock by an order cancelled through the order service', async () => {
    const scarceName = `取消回库测试片${Date.now().toString(36)}`;
    const scarce = await createOffer(t.handle, { name: scarceName, basePrice: 1000, stock: 2 });
    const line = await putLine(t.handle, demo, DEMO_COMPANY, scarce, 2);
    const address = (await demo.get<{ id: number }[]>('/api/user/address')).body.data[0]?.id ?? 0;
    const placed = await demo.postForm<{ id: number }>('/api/order', {
      ids: [line],
      use_balance: 0,
      address_id: address,
      idempotency_key: newKey(),
    });
    expect(placed.body.code).toBe(10000);
    await subscribe(demo2, scarce.offerId, 'stock');
    const cancelled = await demo.postForm(`/api/order/${placed.body.data.id}/cancel`, { reason: '不想买了' });
    expect(cancelled.body.code).toBe(10000);
    await runJobs();
    const told = await messagesOf(demo2Company, '到货通知');
    expect(told.filter((m) => m.content.includes(scarceName))).toHaveLength(1);
  });

  it('a change rolled back queues nothing', async () => {
    await changeOffer(t.handle.db, soldOut.offerId, { stock: 0 });
    const before = await jobsFor(soldOut.offerId);
    await expect(
      t.handle.db.transaction(async (tx) => {
        await tx.execute(`UPDATE offers SET stock = 9 WHERE id = ${soldOut.offerId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobsFor(soldOut.offerId)).toBe(before);
  });

  it('a price drop: once below the price subscribed at, then only below the price last told', async () => {
    const drop = async (fen: number) => {
      await changeOffer(t.handle.db, substitute.offerId, { price: fen });
      await runJobs();
      await runJobs();
      return (await messagesOf(DEMO_COMPANY, '降价通知')).filter((m) => m.content.includes(NAME));
    };
    expect(await drop(1250)).toHaveLength(0);
    const first = await drop(1100);
    expect(first).toHaveLength(1);
    expect(first[0]?.content).toContain('¥12.00 → ¥11.00');
    expect(await drop(1150)).toHaveLength(1);
    expect(await drop(1120)).toHaveLength(1);
    const second = await drop(1000);
    expect(second).toHaveLength(2);
    expect(second[1]?.content).toContain('¥11.00 → ¥10.00');
  });

  it('a negotiated price below the watched one counts as a drop for that store only', async () => {
    await subscribe(demo2, substitute.offerId, 'price');
    await t.handle.query('INSERT INTO negotiated_prices (company_id, offer_id, price) VALUES ($1, $2, 900)', [
      DEMO_COMPANY,
      substitute.offerId,
    ]);
    await runJobs();
    const told = (await messagesOf(DEMO_COMPANY, '降价通知')).filter((m) => m.content.includes(NAME));
    expect(told.at(-1)?.content).toContain('¥10.00 → ¥9.00');
    expect((await messagesOf(demo2Company, '降价通知')).filter((m) => m.content.includes(NAME))).toHaveLength(
      0,
    );
  });

  it('the operator command changes stock and price through the same service', async () => {
    await changeOffer(t.handle.db, soldOut.offerId, { stock: 0 });
    await subscribe(demo2, soldOut.offerId, 'stock');
    const res = await t.client().post<{ text: string }>(
      '/api/operator/orders',
      {
        args: ['offer', String(soldOut.offerId), '--stock', '12', '--price', '9.5'],
        operator: 'operator:test',
      },
      { headers: { authorization: `Bearer ${t.config.operatorToken}` } },
    );
    expect(res.body.data.text).toBe(`offer ${soldOut.offerId}: stock 12, price 9.50`);
    await runJobs();
    expect((await messagesOf(demo2Company, '到货通知')).filter((m) => m.content.includes(NAME))).toHaveLength(
      2,
    );
    const bad = await t
      .client()
      .post(
        '/api/operator/orders',
        { args: ['offer', 'x', '--stock', '-1'], operator: 'operator:test' },
        { headers: { authorization: `Bearer ${t.config.operatorToken}` } },
      );
    expect(bad.body.msg).toContain('usage');
  });
});

describe('GET /api/goods/substitutes/{goods_id}', () => {
  it('same generic name and spec from other makers, in stock, within the store’s scopes and visibility', async () => {
    const res = await demo.get<SubstitutesResult>(`/api/goods/substitutes/${soldOut.goodsId}`);
    const ids = res.body.data.list.map((s) => s.goods_price_id);
    expect(ids).toContain(substitute.offerId);
    for (const excluded of [soldOut, soldOutSibling, outOfScope, controlled, otherSpec])
      expect(ids).not.toContain(excluded.offerId);
    expect(res.body.data.list.find((s) => s.goods_price_id === substitute.offerId)).toMatchObject({
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      price_tip: '',
    });
    expect(res.body.data.wanted_url).toBe(`/zzfw/pzqg/add?name=${encodeURIComponent(NAME)}`);
  });

  it('shows a guest what guests may see, without prices', async () => {
    const res = await t.client().get<SubstitutesResult>(`/api/goods/substitutes/${soldOut.goodsId}`);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(
      res.body.data.list.every((s) => s.price === null && s.price_tip === MESSAGES.loginToSeePrice),
    ).toBe(true);
    expect(res.body.data.list.map((s) => s.goods_price_id)).not.toContain(controlled.offerId);
  });

  it('tells a store under review that prices show once its licences are approved', async () => {
    await t.handle.query('UPDATE companies SET review_status = 0 WHERE id = $1', [DEMO_COMPANY]);
    try {
      const res = await demo.get<SubstitutesResult>(`/api/goods/substitutes/${soldOut.goodsId}`);
      expect(res.body.data.list.length).toBeGreaterThan(0);
      for (const s of res.body.data.list)
        expect(s).toMatchObject({ price: null, price_tip: MESSAGES.approvalToSeePrice });
    } finally {
      await t.handle.query('UPDATE companies SET review_status = 1 WHERE id = $1', [DEMO_COMPANY]);
    }
  });

  it('ranks by price only for a reader who may see prices: guests and pending stores get one order whatever the prices', async () => {
    const name = `替代排序测试片${Date.now().toString(36)}`;
    const source = await createOffer(t.handle, { name, basePrice: 1000, stock: 0 });
    const made = [];
    for (const basePrice of [3000, 2000, 1000]) made.push(await createOffer(t.handle, { name, basePrice }));
    const orderFor = async (c: TestClient) =>
      (await c.get<SubstitutesResult>(`/api/goods/substitutes/${source.goodsId}`)).body.data.list.map(
        (s) => s.goods_price_id,
      );
    // demo's store while its review is pending: the same licences and scopes, prices hidden.
    const asPending = async () => {
      await t.handle.query('UPDATE companies SET review_status = 0 WHERE id = $1', [DEMO_COMPANY]);
      try {
        return await orderFor(demo);
      } finally {
        await t.handle.query('UPDATE companies SET review_status = 1 WHERE id = $1', [DEMO_COMPANY]);
      }
    };
    const byId = made.map((m) => m.offerId);
    expect(await orderFor(demo)).toEqual([...byId].reverse());
    expect(await orderFor(t.client())).toEqual(byId);
    expect(await asPending()).toEqual(byId);
    // The other way round, prices tell the hidden readers nothing.
    for (const [i, m] of made.entries())
      await t.handle.query('UPDATE offers SET base_price = $2 WHERE id = $1', [m.offerId, 1000 * (i + 1)]);
    expect(await orderFor(demo)).toEqual(byId);
    expect(await orderFor(t.client())).toEqual(byId);
    expect(await asPending()).toEqual(byId);
  });

  it('a goods the reader may not see, or none, is not found', async () => {
    for (const id of [controlled.goodsId, 2_000_000_000, 'abc']) {
      const res = await demo.get(`/api/goods/substitutes/${id}`);
      expect(res.body.msg).toBe(SUBSCRIPTION_MESSAGES.offerMissing);
    }
  });
});
