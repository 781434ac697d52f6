import type { AdminLottery } from '@mall/shared/admin-marketing';
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

const BASE = '/api/admin/marketing/lotteries';
const now = () => Math.floor(Date.now() / 1000);
const count = async (table: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
const auditRows = (action: string, targetId: string) =>
  t.handle.query<{ username: string }>(
    `SELECT o.username FROM operator_audit_log a JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND a.target_id = $2 ORDER BY a.id`,
    [action, targetId],
  );

const body = (extra: object = {}) => ({
  title: uniqueName('幸运抽奖'),
  starts_at: now() - 60,
  ends_at: now() + 86_400,
  chances_per_store: 2,
  prizes: [
    { name: '100积分', kind: 'points', amount: '100', odds: '100' },
    { name: '谢谢参与', kind: 'none', odds: '0' },
  ],
  ...extra,
});

describe('抽奖 in the console', () => {
  it('refuses 审核, 客服, 财务, a member and no session, and changes nothing', async () => {
    const before = await count('draw_activities');
    for (const url of [BASE, `${BASE}/1`]) {
      for (const client of [reviewer, service, finance]) {
        expect((await client.get(BASE)).status).toBe(403);
        expect((await opPost(client, url, body())).status).toBe(403);
      }
      for (const client of [member, t.client()]) {
        expect((await client.get(BASE)).status).toBe(401);
        expect((await client.post(url, body())).status).toBe(401);
      }
    }
    expect(await count('draw_activities')).toBe(before);
  });

  it('creates a draw the store shows and draws from; a drawn prize cannot be removed', async () => {
    const input = body();
    const res = await opPost<AdminLottery>(ops, BASE, input);
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const lottery = res.body.data;
    expect(lottery).toMatchObject({ title: input.title, state: 'running', chances_per_store: 2, draws: 0 });
    expect(lottery.prizes.map((p) => [p.kind, p.amount, p.weight])).toEqual([
      ['points', 100, 10_000],
      ['none', 0, 0],
    ]);
    expect(await auditRows('lottery.create', String(lottery.id))).toEqual([{ username: 'yunying' }]);

    const shown = await member.get(`/api/draw/${lottery.id}/activity`);
    expect(JSON.stringify(shown.body.data)).toContain('100积分');
    // Odds of 100 %: the draw gives the points prize.
    const drawn = await member.post<{ name: string }>('/api/draw', { id: lottery.id });
    expect(drawn.body.data.name).toBe('100积分');

    const [points, none] = lottery.prizes as [AdminLottery['prizes'][number], AdminLottery['prizes'][number]];
    const removed = await opPost(admin, `${BASE}/${lottery.id}`, {
      ...input,
      prizes: [{ id: none.id, name: '谢谢参与', kind: 'none', odds: '100', stock_was: null }],
    });
    expect(removed.status).toBe(409);
    // Odds moved and a new prize: the drawn prize stays, set to 0 %.
    const edited = await opPost<AdminLottery>(admin, `${BASE}/${lottery.id}`, {
      ...input,
      prizes: [
        { id: points.id, name: '100积分', kind: 'points', amount: '100', odds: '0', stock_was: null },
        { id: none.id, name: '谢谢参与', kind: 'none', odds: '87.5', stock_was: null },
        { name: '余额5元', kind: 'balance', amount: '5.00', odds: '12.50', stock: '3' },
      ],
    });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(10000);
    expect(edited.body.data.draws).toBe(1);
    expect(edited.body.data.prizes.map((p) => [p.name, p.amount, p.weight, p.stock])).toEqual([
      ['100积分', 100, 0, null],
      ['谢谢参与', 0, 8750, null],
      ['余额5元', 500, 1250, 3],
    ]);
    expect(await auditRows('lottery.update', String(lottery.id))).toEqual([{ username: 'admin' }]);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const prize = { name: '谢谢参与', kind: 'none', odds: '100' };
    const bad: object[] = [
      body({ title: '' }),
      body({ ends_at: now() - 3600 }),
      body({ starts_at: null }),
      body({ chances_per_store: -1 }),
      body({ prizes: [] }),
      body({ prizes: [{ ...prize, odds: '99.99' }] }),
      body({ prizes: [{ ...prize, odds: '100.001' }] }),
      body({
        prizes: [
          { ...prize, odds: '60' },
          { ...prize, odds: '60' },
        ],
      }),
      body({ prizes: [{ ...prize, kind: 'coupon' }] }),
      body({ prizes: [{ ...prize, kind: 'coupon', coupon_id: 999_999, coupon_days: 7 }] }),
      body({ prizes: [{ ...prize, kind: 'points', amount: '1.5' }] }),
      body({ prizes: [{ ...prize, kind: 'balance', amount: '0' }] }),
      body({ prizes: [{ ...prize, kind: 'jackpot' }] }),
      body({ prizes: [{ ...prize, id: 999_999 }] }),
    ];
    const [lotteries, prizes, audits] = [
      await count('draw_activities'),
      await count('draw_prizes'),
      await count('operator_audit_log'),
    ];
    for (const b of bad) expect((await opPost(ops, BASE, b)).status, JSON.stringify(b)).toBe(422);
    expect((await opPost(ops, `${BASE}/999999`, body({ prizes: [prize] }))).status).toBe(404);
    expect([
      await count('draw_activities'),
      await count('draw_prizes'),
      await count('operator_audit_log'),
    ]).toEqual([lotteries, prizes, audits]);
  });

  it('keeps the prizes draws took when the draw is saved again; a stock changed meanwhile is refused', async () => {
    const input = body({
      prizes: [{ name: '10积分', kind: 'points', amount: '10', odds: '100', stock: '5' }],
    });
    const created = await opPost<AdminLottery>(ops, BASE, input);
    expect(created.body.code, JSON.stringify(created.body)).toBe(10000);
    const lottery = created.body.data;
    const prize = lottery.prizes[0] as AdminLottery['prizes'][number];
    expect(prize.stock).toBe(5);
    const stockOf = async () =>
      (
        await t.handle.query<{ stock: number | null }>('SELECT stock FROM draw_prizes WHERE id = $1', [
          prize.id,
        ])
      )[0]?.stock;
    // The operator's form opens on the prize with stock 5; meanwhile demo draws it once.
    const form = {
      ...input,
      prizes: [
        { id: prize.id, name: '10积分', kind: 'points', amount: '10', odds: '100', stock: 5, stock_was: 5 },
      ],
    };
    const drawn = await member.post<{ name: string }>('/api/draw', { id: lottery.id });
    expect(drawn.body.data.name).toBe('10积分');
    expect(await stockOf()).toBe(4);

    // Saved with only the chances changed: the prize drawn does not come back.
    const saved = await opPost<AdminLottery>(ops, `${BASE}/${lottery.id}`, { ...form, chances_per_store: 3 });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(10000);
    expect(saved.body.data).toMatchObject({
      chances_per_store: 3,
      prizes: [expect.objectContaining({ stock: 4 })],
    });
    expect(await stockOf()).toBe(4);

    // Changed from the stock the form showed, which is no longer the stock: 409, nothing changes.
    const audits = await count('operator_audit_log');
    const stale = await opPost(ops, `${BASE}/${lottery.id}`, {
      ...form,
      title: uniqueName('不该保存'),
      prizes: [{ ...form.prizes[0], stock: 8 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('奖品「10积分」的库存已变动，现为4，请按现有库存重新填写');
    expect(stale.body.data).toEqual({ prizes: [{ index: 0, id: prize.id, stock: 4 }] });
    expect(await stockOf()).toBe(4);
    const [row] = await t.handle.query<{ title: string }>('SELECT title FROM draw_activities WHERE id = $1', [
      lottery.id,
    ]);
    expect(row?.title).toBe(input.title);
    expect(await count('operator_audit_log')).toBe(audits);

    // Changed from the stock as it is now: written, to a number and then to unlimited.
    const fresh = await opPost(ops, `${BASE}/${lottery.id}`, {
      ...form,
      prizes: [{ ...form.prizes[0], stock: 8, stock_was: 4 }],
    });
    expect(fresh.body.code, JSON.stringify(fresh.body)).toBe(10000);
    expect(await stockOf()).toBe(8);
    const unlimited = await opPost(ops, `${BASE}/${lottery.id}`, {
      ...form,
      prizes: [{ ...form.prizes[0], stock: '', stock_was: 8 }],
    });
    expect(unlimited.body.code, JSON.stringify(unlimited.body)).toBe(10000);
    expect(await stockOf()).toBe(null);

    // A saved prize sent without the stock its form showed (an older console) is refused.
    const { stock_was: _, ...bare } = form.prizes[0] as (typeof form.prizes)[number];
    const missing = await opPost(ops, `${BASE}/${lottery.id}`, { ...form, prizes: [{ ...bare, stock: 2 }] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'prizes.0.stock_was': ['请输入原库存'] });
    expect(await stockOf()).toBe(null);
  });
});
