import type { Paged } from '@mall/shared/admin';
import type { AdminCombination, AdminTradeUp } from '@mall/shared/admin-marketing';
import type { CombinationRead } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import type { TradeUpState } from '@mall/shared/trade-up';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';
import { createOffer } from '../cart/cart.fixtures.ts';

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

const COMBOS = '/api/admin/marketing/combinations';
const TRADES = '/api/admin/marketing/trade-ups';
const now = () => Math.floor(Date.now() / 1000);

const count = async (table: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
const auditRows = (action: string, targetId: string) =>
  t.handle.query<{ username: string; before: unknown; after: unknown }>(
    `SELECT o.username, a.before, a.after FROM operator_audit_log a JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND a.target_id = $2 ORDER BY a.id`,
    [action, targetId],
  );
const storePackages = async (scene: 'all' | 'gift') =>
  (await member.get<Page<CombinationRead>>('/api/combinationMzhg', { scene, page_size: 100 })).body.data.list;
const storeTradeUps = async () =>
  (await member.get<TradeUpState>('/api/combinationMzhg', { scene: 'cart' })).body.data.list;

describe('组合购 / 组合满赠 and 换购 in the console', () => {
  it('refuses 审核, 客服, 财务, a member and no session, and changes nothing', async () => {
    const before = [await count('combinations'), await count('trade_up_offers')];
    for (const base of [COMBOS, TRADES]) {
      for (const url of [base, `${base}/1`, `${base}/1/enabled`]) {
        for (const client of [reviewer, service, finance]) {
          expect((await client.get(base)).status).toBe(403);
          const res = await opPost(client, url, { title: 'x', is_enabled: false });
          expect(res.status).toBe(403);
          expect(res.body.msg).toBe('您没有该操作的权限');
        }
        for (const client of [member, t.client()]) {
          expect((await client.get(base)).status).toBe(401);
          expect((await client.post(url, {})).status).toBe(401);
        }
      }
    }
    expect([await count('combinations'), await count('trade_up_offers')]).toEqual(before);
  });

  it('creates, edits and switches a package: the store lists it at once, with its gift as 组合满赠', async () => {
    const a = await createOffer(t.handle, { name: uniqueName('组合测试甲'), basePrice: 1000 });
    const b = await createOffer(t.handle, { name: uniqueName('组合测试乙'), basePrice: 2550 });
    const body = {
      title: uniqueName('感冒组合'),
      price: '40.10',
      member_limit: 5,
      starts_at: now() - 60,
      ends_at: now() + 3600,
      items: [
        { offer_id: a.offerId, quantity: 2 },
        { offer_id: b.offerId, quantity: 1 },
      ],
    };
    const res = await opPost<AdminCombination>(ops, COMBOS, body);
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const made = res.body.data;
    expect(made).toMatchObject({
      price: 4010,
      raw_price: 4550,
      member_limit: 5,
      state: 'running',
      gift: null,
    });
    expect(made.items.map((i) => [i.offer_id, i.quantity])).toEqual([
      [a.offerId, 2],
      [b.offerId, 1],
    ]);
    const listed = (await storePackages('all')).find((c) => c.id === made.id);
    expect(listed).toMatchObject({ title: body.title, price: '40.10', raw_price: '45.50' });
    expect((await storePackages('gift')).some((c) => c.id === made.id)).toBe(false);
    expect(await auditRows('combination.create', String(made.id))).toEqual([
      expect.objectContaining({ username: 'yunying', before: null }),
    ]);

    // 管理员 adds a gift: it becomes a 组合满赠.
    const edited = await opPost<AdminCombination>(admin, `${COMBOS}/${made.id}`, {
      ...body,
      price: '39.00',
      gift: { goods_id: a.goodsId, name: '维C片', quantity: 2 },
    });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(10000);
    expect(edited.body.data).toMatchObject({
      price: 3900,
      gift: { goods_id: a.goodsId, name: '维C片', quantity: 2 },
    });
    const gifted = (await storePackages('gift')).find((c) => c.id === made.id);
    expect(gifted).toMatchObject({ price: '39.00', gift: { name: '维C片', quantity: 2 } });
    expect(await auditRows('combination.update', String(made.id))).toEqual([
      expect.objectContaining({ username: 'admin' }),
    ]);

    // Switched off, it leaves the store; the list still shows it, 已停用.
    const off = await opPost<AdminCombination>(ops, `${COMBOS}/${made.id}/enabled`, { is_enabled: false });
    expect(off.body.data.state).toBe('disabled');
    expect((await storePackages('all')).some((c) => c.id === made.id)).toBe(false);
    const page = await ops.get<Paged<AdminCombination>>(COMBOS, { keyword: body.title });
    expect(page.body.data.list.map((c) => [c.id, c.state])).toEqual([[made.id, 'disabled']]);
    const audit = await auditRows('combination.enable', String(made.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { is_enabled: true }, after: { is_enabled: false } });
  });

  it('creates, edits and switches a trade-up: the cart offers it to the stores it reaches', async () => {
    const o = await createOffer(t.handle, { name: uniqueName('换购测试'), basePrice: 1500 });
    const body = {
      title: uniqueName('满100加9.9'),
      offer_id: o.offerId,
      threshold: '100',
      price: '9.90',
      max_quantity: 2,
      starts_at: now() - 60,
      ends_at: now() + 3600,
    };
    const res = await opPost<AdminTradeUp>(ops, TRADES, body);
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const made = res.body.data;
    expect(made).toMatchObject({
      threshold: 10000,
      price: 990,
      max_quantity: 2,
      offer_price: 1500,
      goods_id: o.goodsId,
      state: 'running',
      customer_types: [],
      provinces: [],
    });
    expect((await storeTradeUps()).find((u) => u.id === made.id)).toMatchObject({
      threshold: '100.00',
      price: '9.90',
      max_quantity: 2,
    });
    expect(await auditRows('trade_up.create', String(made.id))).toHaveLength(1);

    // Reaching only another province, the demo store no longer sees it.
    const edited = await opPost<AdminTradeUp>(admin, `${TRADES}/${made.id}`, {
      ...body,
      price: '8.80',
      provinces: ['不存在省'],
    });
    expect(edited.body.data).toMatchObject({ price: 880, provinces: ['不存在省'] });
    expect((await storeTradeUps()).some((u) => u.id === made.id)).toBe(false);
    await opPost(admin, `${TRADES}/${made.id}`, { ...body, price: '8.80' });
    expect((await storeTradeUps()).find((u) => u.id === made.id)?.price).toBe('8.80');
    expect(await auditRows('trade_up.update', String(made.id))).toHaveLength(2);

    const off = await opPost<AdminTradeUp>(ops, `${TRADES}/${made.id}/enabled`, { is_enabled: false });
    expect(off.body.data.state).toBe('disabled');
    expect((await storeTradeUps()).some((u) => u.id === made.id)).toBe(false);
    expect(await auditRows('trade_up.enable', String(made.id))).toHaveLength(1);
    const page = await ops.get<Paged<AdminTradeUp>>(TRADES, { keyword: body.title });
    expect(page.body.data.list.map((u) => u.id)).toEqual([made.id]);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const a = await createOffer(t.handle, { name: uniqueName('组合坏输入甲'), basePrice: 1000 });
    const b = await createOffer(t.handle, { name: uniqueName('组合坏输入乙'), basePrice: 1000 });
    const combo = {
      title: '组合',
      price: '15.00',
      items: [
        { offer_id: a.offerId, quantity: 1 },
        { offer_id: b.offerId, quantity: 1 },
      ],
    };
    const item = combo.items[0];
    const badCombos: object[] = [
      { ...combo, title: '' },
      { ...combo, price: '20.00' },
      { ...combo, price: '25.00' },
      { ...combo, price: '9.999' },
      { ...combo, price: '-1' },
      { ...combo, items: [item] },
      { ...combo, items: [item, item] },
      { ...combo, items: [item, { offer_id: 999_999_999, quantity: 1 }] },
      { ...combo, items: [item, { offer_id: b.offerId, quantity: 0 }] },
      { ...combo, member_limit: 0 },
      { ...combo, starts_at: now(), ends_at: now() - 10 },
      { ...combo, gift: { name: '', quantity: 1 } },
      { ...combo, gift: { name: '赠品', quantity: 0 } },
      { ...combo, gift: { goods_id: 999_999_999, name: '赠品', quantity: 1 } },
    ];
    const trade = { title: '换购', offer_id: a.offerId, threshold: '50', price: '5', max_quantity: 1 };
    const badTrades: object[] = [
      { ...trade, title: '' },
      { ...trade, offer_id: 999_999_999 },
      { ...trade, threshold: '0' },
      { ...trade, price: '10.00' },
      { ...trade, price: '1.234' },
      { ...trade, max_quantity: 0 },
      { ...trade, customer_types: ['不存在的类型'] },
      { ...trade, starts_at: now(), ends_at: now() - 10 },
    ];
    const tables = [
      'combinations',
      'combination_items',
      'combination_gifts',
      'trade_up_offers',
      'operator_audit_log',
    ];
    const before = await Promise.all(tables.map(count));
    for (const body of badCombos)
      expect((await opPost(ops, COMBOS, body)).status, JSON.stringify(body)).toBe(422);
    for (const body of badTrades)
      expect((await opPost(ops, TRADES, body)).status, JSON.stringify(body)).toBe(422);
    expect((await opPost(ops, `${COMBOS}/999999`, combo)).status).toBe(404);
    expect((await opPost(ops, `${TRADES}/999999`, trade)).status).toBe(404);
    expect((await opPost(ops, `${COMBOS}/999999/enabled`, { is_enabled: true })).status).toBe(404);
    expect((await opPost(ops, `${TRADES}/1/enabled`, { is_enabled: 'yes' })).status).toBe(422);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
