import type { Paged } from '@mall/shared/admin';
import type {
  AdminActivityDetail,
  AdminActivityRow,
  AdminCoupon,
  AdminGroupBuy,
  AdminPointsGoods,
  AdminRechargeTier,
  AdminZoneTemplate,
  MarketingOptions,
} from '@mall/shared/admin-marketing';
import type { CartState } from '@mall/shared/cart';
import type { GoodsListPage } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';
import { clearCart, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { storeAddress } from '../order/order.fixtures.ts';

let t: TestApp;
let ops: TestClient;
let admin: TestClient;
let reviewer: TestClient;
let service: TestClient;
let finance: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  ops = await loginOperator(t, 'yunying');
  admin = await loginOperator(t, 'admin');
  reviewer = await loginOperator(t, 'shenhe');
  service = await loginOperator(t, 'kefu01');
  finance = await loginOperator(t, 'caiwu');
  member = await t.loginAs('demo');
});
afterAll(() => t.close());

const BASE = '/api/admin/marketing';
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

const auditRows = (action: string, targetId?: string) =>
  t.handle.query<{ action: string; target_id: string; before: unknown; after: unknown; username: string }>(
    `SELECT a.action, a.target_id, a.before, a.after, o.username FROM operator_audit_log a
     JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND ($2::text IS NULL OR a.target_id = $2) ORDER BY a.id`,
    [action, targetId ?? null],
  );
const count = async (table: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

const manjianBody = (goodsId: number, extra: object = {}) => ({
  kind: 'manjian',
  title: uniqueName('满100减15'),
  starts_at: now() - 60,
  ends_at: now() + 7 * DAY,
  goods_ids: [goodsId],
  tiers: [
    { amount: '100', reduce: '15' },
    { amount: '200.50', reduce: '40.05' },
  ],
  ...extra,
});

/** Every route of the section, for the refusal checks. */
const ROUTES: { method: 'get' | 'post'; url: string }[] = [
  { method: 'get', url: `${BASE}/options` },
  { method: 'get', url: `${BASE}/goods` },
  { method: 'get', url: `${BASE}/offers` },
  { method: 'get', url: `${BASE}/companies` },
  { method: 'get', url: `${BASE}/activities` },
  { method: 'get', url: `${BASE}/activities/1` },
  { method: 'post', url: `${BASE}/activities` },
  { method: 'post', url: `${BASE}/activities/1` },
  { method: 'post', url: `${BASE}/activities/1/enabled` },
  { method: 'get', url: `${BASE}/coupons` },
  { method: 'post', url: `${BASE}/coupons` },
  { method: 'post', url: `${BASE}/coupons/1` },
  { method: 'post', url: `${BASE}/coupons/1/issue` },
  { method: 'get', url: `${BASE}/group-buys` },
  { method: 'post', url: `${BASE}/group-buys` },
  { method: 'post', url: `${BASE}/group-buys/1` },
  { method: 'get', url: `${BASE}/zones` },
  { method: 'post', url: `${BASE}/zones` },
  { method: 'post', url: `${BASE}/zones/1` },
  { method: 'post', url: `${BASE}/zones/1/enabled` },
  { method: 'get', url: `${BASE}/recharge-tiers` },
  { method: 'post', url: `${BASE}/recharge-tiers` },
  { method: 'post', url: `${BASE}/recharge-tiers/1` },
  { method: 'get', url: `${BASE}/points-goods` },
  { method: 'post', url: `${BASE}/points-goods` },
  { method: 'post', url: `${BASE}/points-goods/1` },
];

describe('who may use the marketing API', () => {
  it('lets 运营 and 管理员 read, and refuses 审核, 客服, 财务, a member and no session on every route', async () => {
    expect((await ops.get(`${BASE}/activities`)).body.code).toBe(10000);
    expect((await admin.get(`${BASE}/coupons`)).body.code).toBe(10000);
    const activitiesBefore = await count('activities');
    for (const route of ROUTES) {
      for (const client of [reviewer, service, finance]) {
        const res =
          route.method === 'get'
            ? await client.get(route.url)
            : await opPost(client, route.url, manjianBody(1));
        expect(res.status, `${route.url}`).toBe(403);
        expect(res.body.msg).toBe('您没有该操作的权限');
      }
      for (const client of [member, t.client()]) {
        const res = route.method === 'get' ? await client.get(route.url) : await client.post(route.url, {});
        expect(res.status, `${route.url}`).toBe(401);
      }
    }
    expect(await count('activities')).toBe(activitiesBefore);
  });
});

describe('满减 / 满折 activities', () => {
  it('creates a 满减 for a goods: the store tags it and the cart takes the reduction at once', async () => {
    const name = uniqueName('运营满减片');
    const made = await createOffer(t.handle, { name, basePrice: 2500 });
    // The goods is listed (and cached) before the activity exists.
    const before = await member.get<GoodsListPage>('/api/goods/list', { keywords: name, page_size: 20 });
    expect(before.body.data.list.find((g) => g.id === made.goodsId)?.activity_tags ?? []).toEqual([]);
    const body = manjianBody(made.goodsId);
    const res = await opPost<AdminActivityDetail>(ops, `${BASE}/activities`, body);
    expect(res.body.code).toBe(10000);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({
      kind: 'manjian',
      state: 'running',
      goods: [{ id: made.goodsId }],
      tiers: [
        { amount: 10_000, reduce: 1500, rate: null },
        { amount: 20_050, reduce: 4005, rate: null },
      ],
    });
    const after = await member.get<GoodsListPage>('/api/goods/list', { keywords: name, page_size: 20 });
    expect(after.body.data.list.find((g) => g.id === made.goodsId)?.activity_tags).toContainEqual(
      expect.objectContaining({ id, kind: 'manjian', label: '满减' }),
    );
    await clearCart(t.handle, DEMO_COMPANY);
    expect(
      (
        await member.postForm('/api/cart', {
          params: [{ goods_id: made.goodsId, goods_price_id: made.offerId, number: 4 }],
        })
      ).body.code,
    ).toBe(10000);
    const cart = (await member.get<CartState>('/api/cart/list', { new: 1 })).body.data;
    expect(cart.data[0]?.goods_manjian_id).toBe(id);
    expect(cart.totals).toMatchObject({ goods_amount: '100.00', saving_amount: '15.00' });
    const audit = await auditRows('activity.create', String(id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: 'yunying', before: null, after: { id, title: body.title } });

    // Switched off: no tag, no reduction, and the change is audited with before and after.
    const off = await opPost<AdminActivityDetail>(ops, `${BASE}/activities/${id}/enabled`, {
      is_enabled: false,
    });
    expect(off.body.data.state).toBe('disabled');
    const cartOff = (await member.get<CartState>('/api/cart/list', { new: 1 })).body.data;
    expect(cartOff.data[0]?.goods_manjian_id).not.toBe(id);
    const updates = await auditRows('activity.update', String(id));
    expect(updates.at(-1)).toMatchObject({ before: { is_enabled: true }, after: { is_enabled: false } });
    await clearCart(t.handle, DEMO_COMPANY);
  });

  it('edits a 满折 with scope by category, customer type and province, and lists it by kind', async () => {
    const made = await createOffer(t.handle, { basePrice: 1000 });
    const [cat] = await t.handle.query<{ category_id: number }>(
      'SELECT category_id FROM goods WHERE id = $1',
      [made.goodsId],
    );
    const created = await opPost<AdminActivityDetail>(
      admin,
      `${BASE}/activities`,
      manjianBody(made.goodsId, { kind: 'discount', tiers: [{ amount: '50', rate: 95 }] }),
    );
    expect(created.body.data.tiers).toEqual([{ amount: 5000, reduce: null, rate: 95 }]);
    const id = created.body.data.id;
    const edited = await opPost<AdminActivityDetail>(ops, `${BASE}/activities/${id}`, {
      ...manjianBody(made.goodsId),
      kind: 'discount',
      title: '类目满折',
      goods_ids: [],
      category_ids: [cat?.category_id],
      customer_types: ['诊所'],
      provinces: ['广东省'],
      tiers: [
        { amount: '50', rate: 95 },
        { amount: '100', rate: 90 },
      ],
    });
    expect(edited.body.code).toBe(10000);
    expect(edited.body.data).toMatchObject({
      title: '类目满折',
      goods: [],
      categories: [{ id: cat?.category_id }],
      customer_types: ['诊所'],
      provinces: ['广东省'],
    });
    const listed = await ops.get<Paged<AdminActivityRow>>(`${BASE}/activities`, {
      kind: 'discount',
      keyword: '类目满折',
    });
    expect(listed.body.data.list.map((a) => a.id)).toContain(id);
    expect(listed.body.data.list.every((a) => a.kind === 'discount')).toBe(true);
    expect(await auditRows('activity.update', String(id))).toHaveLength(1);
  });

  it('refuses what would break the pricing engine with 422, saving nothing', async () => {
    const made = await createOffer(t.handle, { basePrice: 1000 });
    const bad: [object, string][] = [
      [
        {
          tiers: [
            { amount: '200', reduce: '10' },
            { amount: '100', reduce: '20' },
          ],
        },
        'tiers.1.amount',
      ],
      [
        {
          tiers: [
            { amount: '100', reduce: '10' },
            { amount: '200', reduce: '10' },
          ],
        },
        'tiers.1.reduce',
      ],
      [{ tiers: [{ amount: '100', reduce: '100' }] }, 'tiers.0.reduce'],
      [{ tiers: [{ amount: '100', reduce: '10.001' }] }, 'tiers.0.reduce'],
      [{ tiers: [{ amount: '-1', reduce: '0.5' }] }, 'tiers.0.amount'],
      [{ tiers: [] }, 'tiers'],
      [{ kind: 'discount', tiers: [{ amount: '100', rate: 100 }] }, 'tiers.0.rate'],
      [{ kind: 'discount', tiers: [{ amount: '100', rate: 0 }] }, 'tiers.0.rate'],
      [
        {
          kind: 'discount',
          tiers: [
            { amount: '100', rate: 90 },
            { amount: '200', rate: 95 },
          ],
        },
        'tiers.1.rate',
      ],
      [{ kind: 'discount', tiers: [{ amount: '100', rate: 9.5 }] }, 'tiers.0.rate'],
      [{ ends_at: now() - DAY }, 'ends_at'],
      [{ starts_at: null }, 'starts_at'],
      [{ goods_ids: [] }, 'goods_ids'],
      [{ is_global: true }, 'goods_ids'],
      [{ kind: 'flash' }, 'kind'],
      [{ customer_types: ['火星药店'] }, 'customer_types.0'],
      [{ goods_ids: [999_999_999] }, 'goods_ids'],
      [{ provinces: ['火星省'] }, 'provinces'],
    ];
    const before = await count('activities');
    const tiersBefore = await count('activity_tiers');
    for (const [patch, field] of bad) {
      const res = await opPost(ops, `${BASE}/activities`, manjianBody(made.goodsId, patch));
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(patch)).toContain(field);
    }
    expect(await count('activities')).toBe(before);
    expect(await count('activity_tiers')).toBe(tiersBefore);
    expect((await ops.get(`${BASE}/activities/999999999`)).status).toBe(404);
    expect((await opPost(ops, `${BASE}/activities/999999999`, manjianBody(made.goodsId))).status).toBe(404);
  });
});

describe('coupons', () => {
  it('creates a template, issues it to stores, and keeps issued terms fixed', async () => {
    const res = await opPost<AdminCoupon>(ops, `${BASE}/coupons`, {
      title: '满200减20',
      kind: 'reduce',
      threshold: '200',
      reduce: '20',
    });
    expect(res.body.data).toMatchObject({ kind: 'reduce', threshold: 20_000, value: 2000, issued: 0 });
    const id = res.body.data.id;
    const mine = await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_coupons WHERE company_id = $1 AND coupon_id = $2',
      [DEMO_COMPANY, id],
    );
    expect(mine[0]?.n).toBe(0);
    const issue = await opPost(ops, `${BASE}/coupons/${id}/issue`, {
      company_ids: [DEMO_COMPANY],
      valid_from: now() - 60,
      valid_to: now() + 30 * DAY,
    });
    expect(issue.body.data).toEqual({ issued: 1 });
    const held = await member.get('/api/user/coupon', { status: 0 });
    expect(JSON.stringify(held.body.data)).toContain('满200减20');
    expect(await auditRows('coupon.issue', String(id))).toHaveLength(1);

    // Its wording may change; its value may not any more.
    const renamed = await opPost<AdminCoupon>(ops, `${BASE}/coupons/${id}`, {
      title: '满200减20（老客）',
      kind: 'reduce',
      threshold: '200',
      reduce: '20',
    });
    expect(renamed.body.data).toMatchObject({ title: '满200减20（老客）', issued: 1 });
    const revalued = await opPost(ops, `${BASE}/coupons/${id}`, {
      title: 'x',
      kind: 'reduce',
      threshold: '200',
      reduce: '50',
    });
    expect(revalued.status).toBe(409);
    expect(
      (await t.handle.query<{ value: number }>('SELECT value FROM coupons WHERE id = $1', [id]))[0]?.value,
    ).toBe(2000);
    const list = await ops.get<Paged<AdminCoupon>>(`${BASE}/coupons`, { keyword: '老客' });
    expect(list.body.data.list.map((c) => c.id)).toEqual([id]);
  });

  it('limits a template to business scopes, fixed once issued', async () => {
    const options = (await ops.get<MarketingOptions>(`${BASE}/options`)).body.data;
    const scopes = options.scopes.filter((o) => ['处方药', '非处方药'].includes(o.name)).map((o) => o.id);
    expect(scopes).toHaveLength(2);
    const made = await opPost<AdminCoupon>(ops, `${BASE}/coupons`, {
      title: '处方药满100减10',
      kind: 'reduce',
      threshold: '100',
      reduce: '10',
      scope: '处方药、非处方药可用',
      scope_ids: [...scopes].reverse(),
    });
    expect(made.body.data.scope_ids).toEqual(scopes);
    const everywhere = await opPost<AdminCoupon>(ops, `${BASE}/coupons`, {
      title: '全场满100减10',
      kind: 'reduce',
      threshold: '100',
      reduce: '10',
    });
    expect(everywhere.body.data.scope_ids).toEqual([]);
    const id = made.body.data.id;
    await opPost(ops, `${BASE}/coupons/${id}/issue`, {
      company_ids: [DEMO_COMPANY],
      valid_from: now() - 60,
      valid_to: now() + DAY,
    });
    const widened = await opPost(ops, `${BASE}/coupons/${id}`, {
      title: '处方药满100减10',
      kind: 'reduce',
      threshold: '100',
      reduce: '10',
      scope_ids: [],
    });
    expect(widened.status).toBe(409);
    expect(
      (await t.handle.query<{ scope_ids: number[] }>('SELECT scope_ids FROM coupons WHERE id = $1', [id]))[0]
        ?.scope_ids,
    ).toEqual(scopes);
  });

  it('refuses bad templates and issues with 422, saving nothing', async () => {
    const couponsBefore = await count('coupons');
    for (const [body, field] of [
      [{ title: 'a', kind: 'reduce', threshold: '100', reduce: '100' }, 'reduce'],
      [{ title: 'a', kind: 'reduce', threshold: '100' }, 'reduce'],
      [{ title: 'a', kind: 'discount', threshold: '0', rate: 100 }, 'rate'],
      [{ title: '', kind: 'reduce', threshold: '0', reduce: '5' }, 'title'],
      [{ title: 'a', kind: 'reduce', threshold: '1.234', reduce: '1' }, 'threshold'],
      [{ title: 'a', kind: 'reduce', threshold: '0', reduce: '5', scope_ids: [999_999] }, 'scope_ids'],
      [{ title: 'a', kind: 'reduce', threshold: '0', reduce: '5', scope_ids: ['x'] }, 'scope_ids'],
    ] as const) {
      const res = await opPost(ops, `${BASE}/coupons`, body);
      expect(res.status).toBe(422);
      expect(
        Object.keys(res.body.errors ?? {}).some((key) => key.split('.')[0] === field),
        field,
      ).toBe(true);
    }
    expect(await count('coupons')).toBe(couponsBefore);
    const held = await count('member_coupons');
    const [coupon] = await t.handle.query<{ id: number }>('SELECT id FROM coupons ORDER BY id LIMIT 1');
    for (const body of [
      { company_ids: [], valid_from: now(), valid_to: now() + DAY },
      { company_ids: [DEMO_COMPANY], valid_from: now(), valid_to: now() - DAY },
      { company_ids: [999_999_999], valid_from: now(), valid_to: now() + DAY },
    ])
      expect((await opPost(ops, `${BASE}/coupons/${coupon?.id}/issue`, body)).status).toBe(422);
    expect(await count('member_coupons')).toBe(held);
  });
});

describe('group buys', () => {
  it('creates a group the store lists, queues its settlement, and refuses bad input', async () => {
    const made = await createOffer(t.handle, { name: uniqueName('运营拼团片'), basePrice: 3000 });
    const body = {
      title: uniqueName('拼团'),
      offer_id: made.offerId,
      group_price: '25.50',
      target_quantity: 100,
      store_limit: 20,
      starts_at: now() - 60,
      ends_at: now() + 3 * DAY,
    };
    const res = await opPost<AdminGroupBuy>(ops, `${BASE}/group-buys`, body);
    expect(res.body.data).toMatchObject({ group_price: 2550, base_price: 3000, state: 'running', joined: 0 });
    const id = res.body.data.id;
    const jobs = await t.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM jobs WHERE kind = 'group_buy.settle' AND (payload->>'group_buy_id')::int = $1",
      [id],
    );
    expect(jobs[0]?.n).toBe(1);
    const store = await member.get<{ list: { id: number }[] }>('/api/group_buy');
    expect(JSON.stringify(store.body.data)).toContain(body.title);
    const edited = await opPost<AdminGroupBuy>(ops, `${BASE}/group-buys/${id}`, { ...body, store_limit: 30 });
    expect(edited.body.data.store_limit).toBe(30);
    expect(await auditRows('group_buy.update', String(id))).toHaveLength(1);
    const list = await ops.get<Paged<AdminGroupBuy>>(`${BASE}/group-buys`, { keyword: body.title });
    expect(list.body.data.list.map((g) => g.id)).toEqual([id]);

    const groups = await count('group_buys');
    for (const patch of [
      { group_price: '0' },
      { ends_at: body.starts_at - 1 },
      { offer_id: 999_999_999 },
      { target_quantity: 0 },
      { ends_at: now() - 10, starts_at: now() - 100 },
    ])
      expect(
        (await opPost(ops, `${BASE}/group-buys`, { ...body, ...patch })).status,
        JSON.stringify(patch),
      ).toBe(422);
    expect(await count('group_buys')).toBe(groups);
  });
});

describe('zone templates', () => {
  it('creates a zone with groups of goods the store shows, switches it off, and refuses bad input', async () => {
    const made = await createOffer(t.handle, { basePrice: 1000 });
    const slug = `zone-${Date.now().toString(36)}`;
    const body = {
      kind: 'zqmb',
      slug,
      title: '春季专区',
      rules: '活动期间全场包邮',
      starts_at: null,
      ends_at: null,
      groups: [{ title: '感冒用药', goods_ids: [made.goodsId] }],
    };
    const res = await opPost<AdminZoneTemplate>(ops, `${BASE}/zones`, body);
    expect(res.body.data).toMatchObject({
      slug,
      state: 'running',
      groups: [{ title: '感冒用药', goods: [{ id: made.goodsId }] }],
    });
    const id = res.body.data.id;
    const shown = await member.get(`/api/zone_template/${id}`);
    expect(JSON.stringify(shown.body)).toContain('春季专区');
    const off = await opPost<AdminZoneTemplate>(ops, `${BASE}/zones/${id}/enabled`, { is_enabled: false });
    expect(off.body.data.state).toBe('disabled');
    expect(await auditRows('zone_template.create', String(id))).toHaveLength(1);
    expect(await auditRows('zone_template.update', String(id))).toHaveLength(1);

    const zones = await count('zone_templates');
    for (const patch of [
      { slug: 'Bad Slug' },
      { kind: 'xx' },
      { starts_at: now(), ends_at: now() - 10 },
      { groups: [{ title: 'a', goods_ids: [999_999_999] }] },
      { title: '' },
    ])
      expect(
        (await opPost(ops, `${BASE}/zones`, { ...body, slug: null, ...patch })).status,
        JSON.stringify(patch),
      ).toBe(422);
    expect((await opPost(ops, `${BASE}/zones`, body)).status).toBe(422); // the slug is taken
    expect(await count('zone_templates')).toBe(zones);
  });
});

describe('windows past January 2038', () => {
  it('keeps a zone and a trade-up whose window ends in 2040 or 2099, and reads it back', async () => {
    const made = await createOffer(t.handle, { basePrice: 1000 });
    const ends = [2_208_988_800, 4_102_358_400]; // 2040-01-01 and 2099-12-31, UTC
    for (const ends_at of ends) {
      const zone = await opPost<AdminZoneTemplate>(ops, `${BASE}/zones`, {
        kind: 'zqmb',
        title: '远期专区',
        starts_at: 2_147_483_648,
        ends_at,
        groups: [{ title: '远期', goods_ids: [made.goodsId] }],
      });
      expect(zone.status, zone.body.msg).toBe(200);
      expect(zone.body.data).toMatchObject({ starts_at: 2_147_483_648, ends_at });
      const tradeUp = await opPost<{ starts_at: number; ends_at: number }>(ops, `${BASE}/trade-ups`, {
        title: '远期换购',
        offer_id: made.offerId,
        threshold: '100',
        price: '5',
        max_quantity: 1,
        starts_at: 2_147_483_648,
        ends_at,
      });
      expect(tradeUp.status, tradeUp.body.msg).toBe(200);
      expect(tradeUp.body.data).toMatchObject({ starts_at: 2_147_483_648, ends_at });
    }
  });
});

describe('recharge tiers and the points mall', () => {
  it('creates and edits a recharge tier the store offers, refusing bad input', async () => {
    const title = uniqueName('充值');
    const res = await opPost<AdminRechargeTier>(ops, `${BASE}/recharge-tiers`, {
      title,
      amount: '1000',
      bonus_voucher: '50.5',
    });
    expect(res.body.data).toMatchObject({
      amount: 100_000,
      bonus_voucher: 5050,
      active: true,
      bonus_coupon_id: null,
    });
    const id = res.body.data.id;
    const offered = await member.get('/api/moneys/moneyConfig');
    expect(JSON.stringify(offered.body.data)).toContain(title);
    const off = await opPost<AdminRechargeTier>(ops, `${BASE}/recharge-tiers/${id}`, {
      title,
      amount: '1000',
      active: false,
    });
    expect(off.body.data).toMatchObject({ active: false, bonus_voucher: 0 });
    expect(JSON.stringify((await member.get('/api/moneys/moneyConfig')).body.data)).not.toContain(title);
    expect(await auditRows('recharge_tier.update', String(id))).toHaveLength(1);
    const tiers = await count('recharge_tiers');
    for (const body of [
      { title, amount: '0' },
      { title, amount: '10', bonus_voucher: '10' },
      { title, amount: '10', bonus_coupon_id: 999_999_999 },
      { title: '', amount: '10' },
    ])
      expect((await opPost(ops, `${BASE}/recharge-tiers`, body)).status, JSON.stringify(body)).toBe(422);
    expect(await count('recharge_tiers')).toBe(tiers);
  });

  it('creates and edits a points-mall item the store lists, refusing bad input', async () => {
    const name = uniqueName('积分好礼');
    const res = await opPost<AdminPointsGoods>(ops, `${BASE}/points-goods`, { name, points: 500, stock: 10 });
    expect(res.body.data).toMatchObject({ name, points: 500, stock: 10, is_active: true, redeemed: 0 });
    const id = res.body.data.id;
    expect(JSON.stringify((await member.get(`/api/points_goods/${id}`)).body.data)).toContain(name);
    const edited = await opPost<AdminPointsGoods>(ops, `${BASE}/points-goods/${id}`, {
      name,
      points: 800,
      stock: 3,
      stock_was: 10,
      per_member_limit: 1,
    });
    expect(edited.body.data).toMatchObject({ points: 800, stock: 3, per_member_limit: 1 });
    expect(await auditRows('points_goods.update', String(id))).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ points: 500 }),
        after: expect.objectContaining({ points: 800 }),
      }),
    ]);
    const items = await count('points_goods');
    for (const body of [
      { name, points: 0, stock: 1 },
      { name, points: 1, stock: -1 },
      { name, points: 1.5, stock: 1 },
      { name: '', points: 1, stock: 1 },
    ])
      expect((await opPost(ops, `${BASE}/points-goods`, body)).status, JSON.stringify(body)).toBe(422);
    expect(await count('points_goods')).toBe(items);
  });

  it('keeps the units stores redeemed when a points item is saved again; a stock changed meanwhile is refused', async () => {
    const name = uniqueName('积分库存礼');
    const created = await opPost<AdminPointsGoods>(ops, `${BASE}/points-goods`, {
      name,
      points: 10,
      stock: 1000,
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(10000);
    const item = created.body.data;
    const stockOf = async () =>
      (await t.handle.query<{ stock: number }>('SELECT stock FROM points_goods WHERE id = $1', [item.id]))[0]
        ?.stock;
    // The operator's form opens on the item with stock 1000; meanwhile demo redeems 3.
    const form = { name, points: 10, stock: 1000, stock_was: 1000, per_member_limit: 0, is_active: true };
    await t.handle.query("INSERT INTO points_ledger (company_id, delta, reason) VALUES ($1, 100, '赠送')", [
      DEMO_COMPANY,
    ]);
    const redeemed = await member.post('/api/points_goods/redeem', {
      id: item.id,
      number: 3,
      address_id: await storeAddress(t.handle, DEMO_COMPANY),
    });
    expect(redeemed.body.code, JSON.stringify(redeemed.body)).toBe(10000);
    expect(await stockOf()).toBe(997);

    // Saved unchanged: the redeemed units do not come back.
    const saved = await opPost<AdminPointsGoods>(ops, `${BASE}/points-goods/${item.id}`, form);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(10000);
    expect(saved.body.data).toMatchObject({ stock: 997, redeemed: 3 });
    expect(await stockOf()).toBe(997);

    // Changed from the stock the form showed, which is no longer the stock: 409, nothing changes.
    const audits = (await auditRows('points_goods.update', String(item.id))).length;
    const stale = await opPost(ops, `${BASE}/points-goods/${item.id}`, { ...form, points: 20, stock: 2000 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('库存已变动，现为997，请按现有库存重新填写');
    expect(stale.body.data).toEqual({ stock: 997 });
    expect(await stockOf()).toBe(997);
    const [row] = await t.handle.query<{ points: number }>('SELECT points FROM points_goods WHERE id = $1', [
      item.id,
    ]);
    expect(row?.points).toBe(10);
    expect(await auditRows('points_goods.update', String(item.id))).toHaveLength(audits);

    // Changed from the stock as it is now: written.
    const fresh = await opPost<AdminPointsGoods>(ops, `${BASE}/points-goods/${item.id}`, {
      ...form,
      stock: 2000,
      stock_was: 997,
    });
    expect(fresh.body.code, JSON.stringify(fresh.body)).toBe(10000);
    expect(await stockOf()).toBe(2000);

    // An edit without the stock its form showed (an older console) is refused.
    const { stock_was: _, ...bare } = form;
    const missing = await opPost(ops, `${BASE}/points-goods/${item.id}`, { ...bare, stock: 5 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ stock_was: ['请输入原库存'] });
    expect(await stockOf()).toBe(2000);
  });
});
