import type { CashbackPage } from '@mall/shared/cashback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import {
  applyFor,
  balanceOf,
  createOrder,
  ledgerSum,
  watchedGateway,
} from '../after-sale/after-sale.fixtures.ts';
import { approveAfterSale } from '../after-sale/after-sale-review.service.ts';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  // The demo data runs a campaign of its own; these tests set up the campaigns they read.
  await t.handle.query('UPDATE cashback_campaigns SET is_active = false');
});
afterAll(() => t.close());

const gateway = () => watchedGateway(t.config.paySigningSecret, []);

async function member(): Promise<{ m: MemberFixture; client: TestClient }> {
  const m = await createMember(t.handle);
  return { m, client: await t.loginAs(m.username, m.password) };
}

async function campaign(values: { startsAt: Date; endsAt: Date; scope?: 'all' | 'listed'; title?: string }) {
  const [row] = await t.handle.query<{ id: number }>(
    `INSERT INTO cashback_campaigns (title, rules, starts_at, ends_at, scope)
     VALUES ($1, '订单完成后返至账户余额', $2, $3, $4) RETURNING id`,
    [values.title ?? '满额返现', values.startsAt, values.endsAt, values.scope ?? 'all'],
  );
  const id = row!.id;
  // 满100返5, 满300返20 (fen)
  await t.handle.query(
    'INSERT INTO cashback_tiers (campaign_id, threshold_fen, cashback_fen) VALUES ($1, 10000, 500), ($1, 30000, 2000)',
    [id],
  );
  return id;
}

async function cashbackRows(orderId: number) {
  return t.handle.query<{ amount: number; kind: string; balance_after: number }>(
    "SELECT amount, kind, balance_after FROM balance_ledger WHERE order_id = $1 AND kind IN ('cashback', 'cashback_reverse') ORDER BY id",
    [orderId],
  );
}

async function record(orderId: number) {
  const [row] = await t.handle.query<{
    credited_fen: number;
    reversed_fen: number;
    tier_threshold_fen: number;
  }>('SELECT credited_fen, reversed_fen, tier_threshold_fen FROM order_cashbacks WHERE order_id = $1', [
    orderId,
  ]);
  return row;
}

describe('GET /api/activity/cashback', () => {
  it('answers null without a running campaign, and refuses a bad id', async () => {
    const res = await t.client().get<CashbackPage>('/api/activity/cashback');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ campaign: null, mine: null });
    const bad = await t.client().get('/api/activity/cashback?id=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('id');
  });
});

describe('cashback on completed orders', () => {
  let campaignId: number;
  beforeAll(async () => {
    // one that ended (not shown) and the running one
    await campaign({ startsAt: new Date(Date.now() - 60 * DAY), endsAt: new Date(Date.now() - 30 * DAY) });
    campaignId = await campaign({
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
      title: '双十二满额返',
    });
  });

  it('shows the running campaign with its tiers to a guest', async () => {
    const res = await t.client().get<CashbackPage>('/api/activity/cashback');
    expect(res.body.data.mine).toBeNull();
    expect(res.body.data.campaign).toMatchObject({
      id: campaignId,
      title: '双十二满额返',
      scope: 'all',
      tiers: [
        { threshold: '100.00', cashback: '5.00', text: '满100返5' },
        { threshold: '300.00', cashback: '20.00', text: '满300返20' },
      ],
    });
  });

  it('credits the highest tier reached once when the buyer confirms receipt', async () => {
    const { m, client } = await member();
    // 350.00 goods paid from the balance (shipping 10.00 does not count): 满300返20
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      payMethod: 'balance',
      shippingAmount: 1000,
      lines: [{ quantity: 7, unitPrice: 5000 }],
    });
    expect((await client.post(`/api/order/${o.orderId}/receive`)).status).toBe(200);
    expect((await client.post(`/api/order/${o.orderId}/receive`)).status).toBe(400);
    expect((await cashbackRows(o.orderId)).map((r) => [r.kind, r.amount])).toEqual([['cashback', 2000]]);
    expect(await record(o.orderId)).toEqual({
      credited_fen: 2000,
      reversed_fen: 0,
      tier_threshold_fen: 30000,
    });
    expect(await balanceOf(t.handle, m.companyId)).toBe(await ledgerSum(t.handle, m.companyId));
    const page = await client.get<CashbackPage>('/api/activity/cashback');
    expect(page.body.data.mine).toEqual({ total: '20.00', orders: 1 });
    const log = await client.get<{ list: { kind: string; kind_text: string; note: string }[] }>(
      '/api/user/user_money_log',
    );
    expect(log.body.data.list[0]).toMatchObject({ kind: 'cashback', kind_text: '满额返' });
    expect(log.body.data.list[0]?.note).toContain(o.orderNo);
  });

  it('figures the amount after discounts: 105.00 less 6.00 off reaches no tier', async () => {
    const { m, client } = await member();
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      payMethod: 'balance',
      lines: [{ quantity: 1, unitPrice: 10500, activityShare: 300, couponShare: 300 }],
    });
    expect((await client.post(`/api/order/${o.orderId}/receive`)).status).toBe(200);
    expect(await record(o.orderId)).toBeUndefined();
    expect(await cashbackRows(o.orderId)).toEqual([]);
  });

  it('takes back the refunded share, floored, and the rest on a full refund', async () => {
    const { m, client } = await member();
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      payMethod: 'online',
      lines: [{ quantity: 3, unitPrice: 10000 }],
    });
    await client.post(`/api/order/${o.orderId}/receive`);
    expect(await balanceOf(t.handle, m.companyId)).toBe(2000);
    const part = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 1 }]);
    await approveAfterSale(t.handle.db, gateway(), { afterSaleNo: part.after_sale_no, operator: 'op' });
    // 100.00 of 300.00 refunded: floor(2000 / 3) = 666 back
    expect((await cashbackRows(o.orderId)).map((r) => r.amount)).toEqual([2000, -666]);
    expect(await record(o.orderId)).toMatchObject({ reversed_fen: 666 });
    const rest = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 2 }]);
    await approveAfterSale(t.handle.db, gateway(), { afterSaleNo: rest.after_sale_no, operator: 'op' });
    expect((await cashbackRows(o.orderId)).map((r) => r.amount)).toEqual([2000, -666, -1334]);
    expect(await balanceOf(t.handle, m.companyId)).toBe(0);
    expect(await balanceOf(t.handle, m.companyId)).toBe(await ledgerSum(t.handle, m.companyId));
    const page = await client.get<CashbackPage>('/api/activity/cashback');
    expect(page.body.data.mine).toEqual({ total: '0.00', orders: 1 });
  });

  it('caps the reversal at the balance left, never below zero', async () => {
    const { m, client } = await member();
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      payMethod: 'online',
      lines: [{ quantity: 3, unitPrice: 10000 }],
    });
    await client.post(`/api/order/${o.orderId}/receive`);
    // 15.00 of the 20.00 spent elsewhere
    await t.handle.query(
      "INSERT INTO balance_ledger (company_id, amount, balance_after, kind, note) VALUES ($1, -1500, 500, 'adjust', '调整')",
      [m.companyId],
    );
    const all = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 3 }]);
    await approveAfterSale(t.handle.db, gateway(), { afterSaleNo: all.after_sale_no, operator: 'op' });
    expect((await cashbackRows(o.orderId)).map((r) => [r.amount, r.balance_after])).toEqual([
      [2000, 2000],
      [-500, 0],
    ]);
    expect(await record(o.orderId)).toMatchObject({ credited_fen: 2000, reversed_fen: 500 });
  });

  it('credits nothing to an order created when no campaign ran', async () => {
    const { m, client } = await member();
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      payMethod: 'online',
      lines: [{ quantity: 5, unitPrice: 10000 }],
    });
    await t.handle.query("UPDATE orders SET created_at = now() - interval '10 days' WHERE id = $1", [
      o.orderId,
    ]);
    expect((await client.post(`/api/order/${o.orderId}/receive`)).status).toBe(200);
    expect(await record(o.orderId)).toBeUndefined();
    expect(await balanceOf(t.handle, m.companyId)).toBe(0);
  });

  it("refuses another store's order: no receipt, no cashback", async () => {
    const owner = await member();
    const other = await member();
    const o = await createOrder(t.handle, {
      companyId: owner.m.companyId,
      memberId: owner.m.memberId,
      status: 2,
      payMethod: 'online',
      lines: [{ quantity: 5, unitPrice: 10000 }],
    });
    expect((await other.client.post(`/api/order/${o.orderId}/receive`)).status).toBe(404);
    expect(await record(o.orderId)).toBeUndefined();
    expect(await balanceOf(t.handle, other.m.companyId)).toBe(0);
    const page = await other.client.get<CashbackPage>('/api/activity/cashback');
    expect(page.body.data.mine).toEqual({ total: '0.00', orders: 0 });
  });

  it('a listed campaign counts only its goods and categories', async () => {
    const listed = await campaign({
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + DAY),
      scope: 'listed',
    });
    const [goods] = await t.handle.query<{ goods_id: number }>(
      'SELECT goods_id FROM offers ORDER BY id LIMIT 1',
    );
    const { m, client } = await member();
    const order = () =>
      createOrder(t.handle, {
        companyId: m.companyId,
        memberId: m.memberId,
        status: 2,
        payMethod: 'online',
        lines: [{ quantity: 2, unitPrice: 10000 }],
      });
    const outside = await order();
    await client.post(`/api/order/${outside.orderId}/receive`);
    expect(await record(outside.orderId)).toBeUndefined();
    await t.handle.query('INSERT INTO cashback_scope (campaign_id, goods_id) VALUES ($1, $2)', [
      listed,
      goods!.goods_id,
    ]);
    const inside = await order();
    await client.post(`/api/order/${inside.orderId}/receive`);
    expect(await record(inside.orderId)).toEqual({
      credited_fen: 500,
      reversed_fen: 0,
      tier_threshold_fen: 10000,
    });
  });
});

describe('the reach of a campaign (customer types and provinces)', () => {
  let open: number;
  let restricted: number;
  beforeAll(async () => {
    await t.handle.query('UPDATE cashback_campaigns SET is_active = false');
    // an older campaign for everyone, and a newer one for 浙江省 stores only
    open = await campaign({
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() + DAY),
      title: '全国满额返',
    });
    restricted = await campaign({
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      title: '浙江满额返',
    });
    await t.handle.query("UPDATE cashback_campaigns SET allowed_provinces = '{浙江省}' WHERE id = $1", [
      restricted,
    ]);
  });

  async function outsider() {
    const made = await member();
    await t.handle.query("UPDATE companies SET province = '远方省' WHERE id = $1", [made.m.companyId]);
    return made;
  }

  const campaignOf = async (client: TestClient, query = '') =>
    (await client.get<CashbackPage>(`/api/activity/cashback${query}`)).body.data.campaign?.id ?? null;

  it('shows a restricted campaign only to the stores it reaches; others and guests see the one for everyone', async () => {
    const inside = await member();
    const outside = await outsider();
    expect(await campaignOf(inside.client)).toBe(restricted);
    expect(await campaignOf(outside.client)).toBe(open);
    expect(await campaignOf(t.client())).toBe(open);
    expect(await campaignOf(inside.client, `?id=${restricted}`)).toBe(restricted);
    expect(await campaignOf(outside.client, `?id=${restricted}`)).toBeNull();
    expect(await campaignOf(t.client(), `?id=${restricted}`)).toBeNull();
    await t.handle.query("UPDATE cashback_campaigns SET allowed_customer_types = '{诊所}' WHERE id = $1", [
      open,
    ]);
    try {
      expect(await campaignOf(t.client())).toBeNull();
      expect(await campaignOf(outside.client)).toBeNull();
    } finally {
      await t.handle.query("UPDATE cashback_campaigns SET allowed_customer_types = '{}' WHERE id = $1", [
        open,
      ]);
    }
  });

  it('pays an order from the campaign reaching its store, and nothing from one that does not', async () => {
    const earned = async (made: { m: MemberFixture; client: TestClient }) => {
      const o = await createOrder(t.handle, {
        companyId: made.m.companyId,
        memberId: made.m.memberId,
        status: 2,
        payMethod: 'online',
        lines: [{ quantity: 5, unitPrice: 10000 }],
      });
      expect((await made.client.post(`/api/order/${o.orderId}/receive`)).status).toBe(200);
      return t.handle.query<{ campaign_id: number; credited_fen: number }>(
        'SELECT campaign_id, credited_fen FROM order_cashbacks WHERE order_id = $1',
        [o.orderId],
      );
    };
    expect(await earned(await member())).toEqual([{ campaign_id: restricted, credited_fen: 2000 }]);
    expect(await earned(await outsider())).toEqual([{ campaign_id: open, credited_fen: 2000 }]);
    // with nothing else reaching it, a store outside earns nothing
    await t.handle.query('UPDATE cashback_campaigns SET is_active = false WHERE id = $1', [open]);
    const outside = await outsider();
    expect(await earned(outside)).toEqual([]);
    expect(await balanceOf(t.handle, outside.m.companyId)).toBe(0);
  });
});
