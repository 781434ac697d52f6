import type { Paged } from '@mall/shared/admin';
import type { AdminCashbackCampaign } from '@mall/shared/admin-marketing';
import type { CashbackPage } from '@mall/shared/cashback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';

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

const BASE = '/api/admin/marketing/cashback';
const now = () => Math.floor(Date.now() / 1000);
const TABLES = ['cashback_campaigns', 'cashback_tiers', 'cashback_scope', 'operator_audit_log'];

const count = async (table: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
const auditRows = (action: string, targetId: string) =>
  t.handle.query<{ username: string; before: unknown; after: unknown }>(
    `SELECT o.username, a.before, a.after FROM operator_audit_log a JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND a.target_id = $2 ORDER BY a.id`,
    [action, targetId],
  );
const storePage = async (id?: number) =>
  (await member.get<CashbackPage>('/api/activity/cashback', id === undefined ? {} : { id })).body.data;

const valid = () => ({
  title: uniqueName('满额返现'),
  rules: '订单完成后返至余额',
  starts_at: now() - 60,
  ends_at: now() + 3600,
  tiers: [
    { threshold: '500', cashback: '10.50' },
    { threshold: '1000.01', cashback: '30' },
  ],
});

describe('满额返现 campaigns in the console', () => {
  it('refuses 审核, 客服, 财务, a member and no session, and changes nothing', async () => {
    const before = await Promise.all(TABLES.map(count));
    for (const url of [BASE, `${BASE}/1`, `${BASE}/1/enabled`]) {
      for (const client of [reviewer, service, finance]) {
        expect((await client.get(BASE)).status).toBe(403);
        const res = await opPost(client, url, { ...valid(), is_enabled: false });
        expect(res.status).toBe(403);
        expect(res.body.msg).toBe('您没有该操作的权限');
      }
      for (const client of [member, t.client()]) {
        expect((await client.get(BASE)).status).toBe(401);
        expect((await client.post(url, { ...valid(), is_enabled: false })).status).toBe(401);
      }
    }
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
  });

  it('creates, edits and switches a campaign: the store’s /hb shows it at once and loses it when off', async () => {
    const body = valid();
    const res = await opPost<AdminCashbackCampaign>(ops, BASE, body);
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const made = res.body.data;
    expect(made).toMatchObject({
      title: body.title,
      state: 'running',
      is_enabled: true,
      category_ids: [],
      customer_types: [],
      provinces: [],
      tiers: [
        { threshold: 50000, cashback: 1050 },
        { threshold: 100001, cashback: 3000 },
      ],
    });
    const shown = await storePage();
    expect(shown.campaign).toMatchObject({
      id: made.id,
      scope: 'all',
      tiers: [
        { threshold: '500.00', cashback: '10.50', text: '满500返10.50' },
        { threshold: '1000.01', cashback: '30.00', text: '满1000.01返30' },
      ],
    });
    expect(await auditRows('cashback.create', String(made.id))).toEqual([
      expect.objectContaining({ username: 'yunying', before: null }),
    ]);

    // 管理员 narrows it to one category and another province: the demo store no longer sees it.
    const [category] = await t.handle.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    const categoryId = (category as { id: number }).id;
    const narrowed = await opPost<AdminCashbackCampaign>(admin, `${BASE}/${made.id}`, {
      ...body,
      category_ids: [categoryId],
      provinces: ['不存在省'],
      tiers: [{ threshold: '200', cashback: '5' }],
    });
    expect(narrowed.body.code, JSON.stringify(narrowed.body)).toBe(10000);
    expect(narrowed.body.data).toMatchObject({
      category_ids: [categoryId],
      provinces: ['不存在省'],
      tiers: [{ threshold: 20000, cashback: 500 }],
    });
    expect((await storePage(made.id)).campaign).toBeNull();
    const again = await opPost<AdminCashbackCampaign>(admin, `${BASE}/${made.id}`, {
      ...body,
      category_ids: [categoryId],
      tiers: [{ threshold: '200', cashback: '5' }],
    });
    expect(again.body.data.provinces).toEqual([]);
    expect((await storePage(made.id)).campaign).toMatchObject({
      scope: 'listed',
      tiers: [{ threshold: '200.00', cashback: '5.00', text: '满200返5' }],
    });
    const updates = await auditRows('cashback.update', String(made.id));
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({ username: 'admin', before: { tiers: made.tiers } });

    // Switched off, it leaves /hb; the console still lists it, 已停用.
    const off = await opPost<AdminCashbackCampaign>(ops, `${BASE}/${made.id}/enabled`, { is_enabled: false });
    expect(off.body.data.state).toBe('disabled');
    expect((await storePage(made.id)).campaign).toBeNull();
    expect((await storePage()).campaign?.id).not.toBe(made.id);
    const page = await ops.get<Paged<AdminCashbackCampaign>>(BASE, { keyword: body.title });
    expect(page.body.data.list.map((c) => [c.id, c.state])).toEqual([[made.id, 'disabled']]);
    const audit = await auditRows('cashback.enable', String(made.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { is_enabled: true }, after: { is_enabled: false } });
  });

  it('keeps the goods a campaign lists one by one when the console edits it', async () => {
    const made = (await opPost<AdminCashbackCampaign>(ops, BASE, valid())).body.data;
    const [goods] = await t.handle.query<{ id: number }>('SELECT id FROM goods ORDER BY id LIMIT 1');
    const goodsId = (goods as { id: number }).id;
    await t.handle.query('INSERT INTO cashback_scope (campaign_id, goods_id) VALUES ($1, $2)', [
      made.id,
      goodsId,
    ]);
    await t.handle.query(`UPDATE cashback_campaigns SET scope = 'listed' WHERE id = $1`, [made.id]);
    const edited = await opPost<AdminCashbackCampaign>(ops, `${BASE}/${made.id}`, {
      ...valid(),
      category_ids: [],
    });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(10000);
    const rows = await t.handle.query<{ goods_id: number | null; scope: string }>(
      `SELECT s.goods_id, c.scope FROM cashback_scope s JOIN cashback_campaigns c ON c.id = s.campaign_id
       WHERE s.campaign_id = $1`,
      [made.id],
    );
    expect(rows).toEqual([{ goods_id: goodsId, scope: 'listed' }]);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const body = valid();
    const tier = body.tiers[0];
    const bad: object[] = [
      { ...body, title: '' },
      { ...body, starts_at: undefined },
      { ...body, ends_at: null },
      { ...body, starts_at: now(), ends_at: now() - 10 },
      { ...body, tiers: [] },
      { ...body, tiers: [{ threshold: '100', cashback: '100' }] },
      { ...body, tiers: [{ threshold: '100', cashback: '0' }] },
      { ...body, tiers: [{ threshold: '100.001', cashback: '1' }] },
      { ...body, tiers: [{ threshold: '-5', cashback: '1' }] },
      { ...body, tiers: [tier, tier] },
      { ...body, tiers: [{ threshold: '900', cashback: '9' }, tier] },
      { ...body, category_ids: [999_999_999] },
      { ...body, customer_types: ['不存在的类型'] },
    ];
    const before = await Promise.all(TABLES.map(count));
    for (const input of bad) expect((await opPost(ops, BASE, input)).status, JSON.stringify(input)).toBe(422);
    expect((await opPost(ops, `${BASE}/999999`, body)).status).toBe(404);
    expect((await opPost(ops, `${BASE}/999999/enabled`, { is_enabled: true })).status).toBe(404);
    expect((await opPost(ops, `${BASE}/1/enabled`, { is_enabled: 'yes' })).status).toBe(422);
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
  });
});
