import type { CartCheckout } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import type { CouponCampaign, CouponCounts, CouponReceived } from '@mall/shared/coupon';
import type { MemberCoupon, OrderAmounts } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { clearCart, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;

beforeAll(async () => {
  // Many members log in from one address here.
  t = await createTestApp({ loginMaxAttemptsPerIp: 1_000 });
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

interface CampaignOptions {
  title?: string;
  kind?: 'reduce' | 'discount';
  threshold?: number;
  value?: number;
  total?: number;
  limit?: number;
  /** seconds from now */
  startsIn?: number;
  endsIn?: number;
  validDays?: number | null;
  active?: boolean;
}

/** A coupon template and a campaign handing it out; returns the campaign's id. */
async function campaign(o: CampaignOptions = {}): Promise<number> {
  const [coupon] = await t.handle.query<{ id: number }>(
    `INSERT INTO coupons (title, kind, threshold, value, scope) VALUES ($1, $2, $3, $4, '全场通用')
     RETURNING id`,
    [o.title ?? '满100减10', o.kind ?? 'reduce', o.threshold ?? 10_000, o.value ?? 1_000],
  );
  const validDays = o.validDays === undefined ? 7 : o.validDays;
  const endsIn = o.endsIn ?? 86_400;
  const [row] = await t.handle.query<{ id: number }>(
    `INSERT INTO coupon_campaigns (coupon_id, starts_at, ends_at, total, per_member_limit, valid_days,
       valid_from, valid_to, active)
     VALUES ($1, now() + make_interval(secs => $2), now() + make_interval(secs => $3), $4, $5, $6,
       CASE WHEN $6::int IS NULL THEN now() END,
       CASE WHEN $6::int IS NULL THEN now() + make_interval(secs => $3 + 86400 * 30) END, $7)
     RETURNING id`,
    [coupon?.id, o.startsIn ?? -60, endsIn, o.total ?? 100, o.limit ?? 1, validDays, o.active ?? true],
  );
  return row?.id as number;
}

const receive = (client: TestClient, id: unknown) =>
  client.postForm<CouponReceived>('/api/coupon/receive', { id });
const centre = (client: TestClient) =>
  client.get<Page<CouponCampaign>>('/api/coupon/center', { page: 1, page_size: 50 });
const shown = async (client: TestClient, id: number) =>
  (await centre(client)).body.data.list.find((c) => c.id === id);

async function campaignRow(id: number) {
  const [row] = await t.handle.query<{ issued: number; held: number }>(
    `SELECT issued, (SELECT count(*)::int FROM member_coupons WHERE campaign_id = $1) AS held
     FROM coupon_campaigns WHERE id = $1`,
    [id],
  );
  return row;
}

async function members(count: number): Promise<{ fixture: MemberFixture; client: TestClient }[]> {
  const made = [];
  for (let i = 0; i < count; i++) {
    const fixture = await createMember(t.handle);
    made.push({ fixture, client: await t.loginAs(fixture.username, fixture.password) });
  }
  return made;
}

describe('GET /api/coupon/center', () => {
  it('shows a guest the campaigns with stock, nothing claimed and nothing claimable', async () => {
    const id = await campaign({ title: '游客可见券', total: 30, limit: 2, value: 1_500 });
    const guest = t.client();
    const res = await centre(guest);
    expect(res.status).toBe(200);
    expect(res.body.data.list.find((c) => c.id === id)).toMatchObject({
      title: '游客可见券',
      kind: 'reduce',
      threshold: '100.00',
      value: '15.00',
      rate: null,
      scope: '全场通用',
      total: 30,
      remaining: 30,
      per_member_limit: 2,
      claimed: 0,
      state: 'open',
      claimable: false,
      valid_days: 7,
    });
    expect((await shown(demo, id))?.claimable).toBe(true);
  });

  it('leaves out ended and inactive campaigns, lists those to come after the open ones', async () => {
    const ended = await campaign({ startsIn: -7200, endsIn: -3600 });
    const hidden = await campaign({ active: false });
    const later = await campaign({ startsIn: 3600, endsIn: 7200 });
    const list = (await centre(demo)).body.data.list;
    const ids = list.map((c) => c.id);
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(hidden);
    expect(list.find((c) => c.id === later)).toMatchObject({ state: 'upcoming', claimable: false });
    const firstUpcoming = list.findIndex((c) => c.state === 'upcoming');
    expect(list.slice(firstUpcoming).every((c) => c.state === 'upcoming')).toBe(true);
  });

  it('refuses a bad page with 422', async () => {
    expect((await demo.get('/api/coupon/center', { page: 0 })).status).toBe(422);
    expect((await demo.get('/api/coupon/center', { page_size: 51 })).status).toBe(422);
  });
});

describe('POST /api/coupon/receive', () => {
  it('claims a coupon the store then holds, with 领取成功, valid for the campaign’s days', async () => {
    const id = await campaign({ title: '领取测试券', total: 5, limit: 1, validDays: 10 });
    const res = await receive(demo, id);
    expect(res.body).toMatchObject({
      code: 10000,
      msg: '领取成功',
      data: { campaign: { id, remaining: 4, claimed: 1, claimable: false, state: 'open' } },
    });
    const [held] = await t.handle.query<{ company_id: number; days: number; campaign_id: number }>(
      `SELECT company_id, campaign_id, round(extract(epoch FROM valid_to - valid_from) / 86400)::int AS days
       FROM member_coupons WHERE id = $1`,
      [res.body.data.member_coupon_id],
    );
    expect(held).toEqual({ company_id: DEMO_COMPANY, campaign_id: id, days: 10 });
    expect(await campaignRow(id)).toEqual({ issued: 1, held: 1 });
  });

  it('gives a fixed-window coupon the campaign’s window', async () => {
    const id = await campaign({ validDays: null });
    const res = await receive(demo, id);
    const [held] = await t.handle.query<{ same: boolean }>(
      `SELECT (abs(extract(epoch FROM mc.valid_to - cc.valid_to)) < 1) AS same
       FROM member_coupons mc JOIN coupon_campaigns cc ON cc.id = mc.campaign_id WHERE mc.id = $1`,
      [res.body.data.member_coupon_id],
    );
    expect(held?.same).toBe(true);
  });

  it('refuses with the reason and writes nothing: 活动未开始, 活动已结束, 已领完, 已达领取上限', async () => {
    const later = await campaign({ startsIn: 3600, endsIn: 7200 });
    const ended = await campaign({ startsIn: -7200, endsIn: -3600 });
    const one = await campaign({ total: 1, limit: 5 });
    const limited = await campaign({ total: 10, limit: 1 });
    const [other] = await members(1);
    if (!other) throw new Error('no member');
    expect((await receive(other.client, one)).body.code).toBe(10000);
    expect((await receive(demo, limited)).body.code).toBe(10000);
    for (const [id, msg] of [
      [later, '活动未开始'],
      [ended, '活动已结束'],
      [one, '已领完'],
      [limited, '已达领取上限'],
    ] as const) {
      const res = await receive(demo, id);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await campaignRow(later)).toEqual({ issued: 0, held: 0 });
    expect(await campaignRow(ended)).toEqual({ issued: 0, held: 0 });
    expect(await campaignRow(one)).toEqual({ issued: 1, held: 1 });
    expect(await campaignRow(limited)).toEqual({ issued: 1, held: 1 });
    expect(await shown(demo, one)).toMatchObject({ state: 'sold_out', remaining: 0, claimable: false });
  });

  it('answers 422 to an id that is not one, 404 to a campaign that does not exist or is off', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', '']) {
      const res = await receive(demo, bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors?.id?.[0]).toMatch(/\p{Script=Han}/u);
    }
    expect((await demo.postForm('/api/coupon/receive', {})).status).toBe(422);
    const off = await campaign({ active: false });
    expect((await receive(demo, 2_000_000_000)).body).toMatchObject({ code: 404, msg: '优惠券活动不存在' });
    expect((await receive(demo, off)).status).toBe(404);
    expect(await campaignRow(off)).toEqual({ issued: 0, held: 0 });
  });

  it('is for members with a CSRF token', async () => {
    const id = await campaign();
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await receive(guest, id)).status).toBe(401);
    expect((await guest.get('/api/coupon/counts')).status).toBe(401);
    const res = await demo.postForm('/api/coupon/receive', { id }, { withoutXsrf: true });
    expect(res.status).toBe(403);
    expect(await campaignRow(id)).toEqual({ issued: 0, held: 0 });
  });

  it('counts a claim for the claiming store only', async () => {
    const id = await campaign({ limit: 1 });
    const [a, b] = await members(2);
    if (!a || !b) throw new Error('no members');
    expect((await receive(a.client, id)).body.code).toBe(10000);
    expect(await shown(a.client, id)).toMatchObject({ claimed: 1, claimable: false });
    expect(await shown(b.client, id)).toMatchObject({ claimed: 0, claimable: true });
    const bCoupons = await b.client.get<Page<MemberCoupon>>('/api/user/coupon', { page_size: 50 });
    expect(bCoupons.body.data.total).toBe(0);
    expect((await b.client.get<CouponCounts>('/api/coupon/counts')).body.data).toEqual({
      unused: 0,
      used: 0,
      expired: 0,
    });
  });
});

describe('claims racing each other', () => {
  it('hands out exactly the stock: 50 members at once for 10 coupons', async () => {
    const id = await campaign({ total: 10, limit: 1 });
    const crowd = await members(50);
    const results = await Promise.all(crowd.map((m) => receive(m.client, id)));
    const won = results.filter((r) => r.body.code === 10000);
    expect(won).toHaveLength(10);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(
      results.filter((r) => r.body.code !== 10000).every((r) => r.status === 400 && r.body.msg === '已领完'),
    ).toBe(true);
    expect(await campaignRow(id)).toEqual({ issued: 10, held: 10 });
    const holders = await t.handle.query<{ n: number }>(
      'SELECT count(DISTINCT company_id)::int AS n FROM member_coupons WHERE campaign_id = $1',
      [id],
    );
    expect(holders[0]?.n).toBe(10);
  });

  it('keeps one store to its limit: 10 claims at once with a limit of 2', async () => {
    const id = await campaign({ total: 100, limit: 2 });
    const [m] = await members(1);
    if (!m) throw new Error('no member');
    const results = await Promise.all(Array.from({ length: 10 }, () => receive(m.client, id)));
    expect(results.filter((r) => r.body.code === 10000)).toHaveLength(2);
    expect(results.filter((r) => r.body.msg === '已达领取上限')).toHaveLength(8);
    expect(await campaignRow(id)).toEqual({ issued: 2, held: 2 });
  });
});

describe('a claimed coupon in the wallet and at checkout', () => {
  it('shows under 未使用 with its scope, counts in the tabs, and takes its value off an order', async () => {
    const before = (await demo.get<CouponCounts>('/api/coupon/counts')).body.data;
    const id = await campaign({ title: '满50减8结算券', threshold: 5_000, value: 800, limit: 1 });
    const claimed = (await receive(demo, id)).body.data.member_coupon_id;

    const unused = await demo.get<Page<MemberCoupon>>('/api/user/coupon', { status: 0, page_size: 50 });
    expect(unused.body.data.list.find((c) => c.id === claimed)).toMatchObject({
      title: '满50减8结算券',
      threshold: '50.00',
      value: '8.00',
      status: 0,
      scope: '全场通用',
    });
    const reduceOnly = await demo.get<Page<MemberCoupon>>('/api/user/coupon', { type: 2, page_size: 50 });
    expect(reduceOnly.body.data.list.map((c) => c.id)).not.toContain(claimed);
    const after = (await demo.get<CouponCounts>('/api/coupon/counts')).body.data;
    expect(after).toEqual({ ...before, unused: before.unused + 1 });
    const num = await demo.get<{ count: number }>('/api/user/couponNum');
    expect(num.body.data.count).toBe(after.unused);

    await clearCart(t.handle, DEMO_COMPANY);
    const offer = await createOffer(t.handle, { name: '领券结算测试片', basePrice: 3_000 });
    await demo.postForm('/api/cart', {
      params: [{ goods_id: offer.goodsId, goods_price_id: offer.offerId, number: 2 }],
    });
    const [line] = await t.handle.query<{ id: number }>('SELECT id FROM cart_lines WHERE company_id = $1', [
      DEMO_COMPANY,
    ]);
    const ids = [line?.id as number];
    const usable = await demo.get<Page<MemberCoupon>>('/api/user/availableCoupon', {
      ids: ids.join(','),
      page_size: 50,
    });
    expect(usable.body.data.list.find((c) => c.id === claimed)).toMatchObject({ saving: '8.00' });
    const cart = await demo.postForm<CartCheckout>('/api/cart/checkout', { ids });
    const plain = await demo.postForm<OrderAmounts>('/api/order/preview', { ids });
    const withCoupon = await demo.postForm<OrderAmounts>('/api/order/preview', { ids, coupon_id: claimed });
    expect(withCoupon.body.data.coupon_amount).toBe('8.00');
    expect(Number(plain.body.data.payable_amount) - Number(withCoupon.body.data.payable_amount)).toBeCloseTo(
      8,
    );
    expect(cart.body.data.totals.goods_amount).toBe('60.00');
  });
});

describe('the demo coupon centre', () => {
  it('agrees with its holdings: issued is the coupons held, never past the stock or a store’s limit', async () => {
    const campaigns = await t.handle.query<{
      id: number;
      total: number;
      issued: number;
      held: number;
      over: number;
    }>(
      `SELECT cc.id, cc.total, cc.issued,
         (SELECT count(*)::int FROM member_coupons mc WHERE mc.campaign_id = cc.id) AS held,
         (SELECT count(*)::int FROM (SELECT company_id FROM member_coupons mc WHERE mc.campaign_id = cc.id
            GROUP BY company_id HAVING count(*) > cc.per_member_limit) x) AS over
       FROM coupon_campaigns cc JOIN coupons c ON c.id = cc.coupon_id WHERE c.scope <> '全场通用'`,
    );
    expect(campaigns.length).toBeGreaterThanOrEqual(5);
    for (const c of campaigns) {
      expect(c.issued, `campaign ${c.id}`).toBe(c.held);
      expect(c.issued).toBeLessThanOrEqual(c.total);
      expect(c.over).toBe(0);
    }
  });

  it('shows demo an open, a sold-out, an upcoming, a limited and an already claimed campaign', async () => {
    const list = (await centre(t.client())).body.data.list;
    const seeded = list.filter((c) => c.scope !== '全场通用');
    const states = new Set(seeded.map((c) => c.state));
    expect([...states].sort()).toEqual(['open', 'sold_out', 'upcoming']);
    const forDemo = (await centre(demo)).body.data.list.filter((c) => c.scope !== '全场通用');
    expect(forDemo.some((c) => c.per_member_limit > 1 && c.claimed === 1 && c.claimable)).toBe(true);
    expect(forDemo.some((c) => c.state === 'open' && c.claimed === c.per_member_limit && !c.claimable)).toBe(
      true,
    );
    expect(forDemo.find((c) => c.title === '领券中心通用券 满100减8')).toMatchObject({
      state: 'open',
      claimable: true,
    });
  });

  it('gives demo coupons of every status', async () => {
    for (const status of [0, 1, 2]) {
      const res = await demo.get<Page<MemberCoupon>>('/api/user/coupon', { status });
      expect(res.body.data.total, `status ${status}`).toBeGreaterThan(0);
    }
  });
});
