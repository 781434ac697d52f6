import type { Page } from '@mall/shared/codes';
import type { DrawActivity, DrawEntry, DrawRecord, DrawResult, DrawWinner } from '@mall/shared/draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { maskStoreName } from './draw.service.ts';

let t: TestApp;
let couponId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [coupon] = await t.handle.query<{ id: number }>(
    "INSERT INTO coupons (title, kind, threshold, value) VALUES ('抽奖满100减10', 'reduce', 10000, 1000) RETURNING id",
  );
  couponId = coupon?.id ?? 0;
});
afterAll(() => t.close());

interface PrizeSpec {
  name: string;
  kind: 'coupon' | 'points' | 'balance' | 'goods' | 'none';
  weight: number;
  stock?: number | null;
  amount?: number;
  remarks?: string;
}

/** A running activity (started a moment ago, so it is the newest) with these prizes. */
async function createActivity(
  prizes: PrizeSpec[],
  options: { chances?: number; startsIn?: string; endsIn?: string; active?: boolean; adImage?: string } = {},
): Promise<{ id: number; prizeIds: number[] }> {
  const [activity] = await t.handle.query<{ id: number }>(
    `INSERT INTO draw_activities (title, rules, starts_at, ends_at, chances_per_store, is_active, ad_image, ad_url)
     VALUES ('测试抽奖', '每店限抽', now() + $1::interval, now() + $2::interval, $3, $4, $5, '/jfsc') RETURNING id`,
    [
      options.startsIn ?? '-1 second',
      options.endsIn ?? '1 day',
      options.chances ?? 1,
      options.active ?? true,
      options.adImage ?? '',
    ],
  );
  const id = activity?.id ?? 0;
  const prizeIds: number[] = [];
  for (const [sort, p] of prizes.entries()) {
    const [row] = await t.handle.query<{ id: number }>(
      `INSERT INTO draw_prizes (activity_id, name, remarks, kind, coupon_id, coupon_days, amount, weight, stock, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        id,
        p.name,
        p.remarks ?? '',
        p.kind,
        p.kind === 'coupon' ? couponId : null,
        p.kind === 'coupon' ? 7 : null,
        p.amount ?? (p.kind === 'points' || p.kind === 'balance' ? 100 : 0),
        p.weight,
        p.stock === undefined ? null : p.stock,
        sort,
      ],
    );
    prizeIds.push(row?.id ?? 0);
  }
  return { id, prizeIds };
}

async function member(): Promise<{ fixture: MemberFixture; client: TestClient }> {
  const fixture = await createMember(t.handle);
  return { fixture, client: await t.loginAs(fixture.username, fixture.password) };
}

const drawOnce = (client: TestClient, id: unknown) => client.postForm<DrawResult>('/api/draw', { id });
const stockOf = async (prizeId: number) =>
  (await t.handle.query<{ stock: number }>('SELECT stock FROM draw_prizes WHERE id = $1', [prizeId]))[0]
    ?.stock;
const recordsOf = (companyId: number, activityId: number) =>
  t.handle.query<{ prize_name: string; status: string; member_coupon_id: number | null }>(
    'SELECT prize_name, status, member_coupon_id FROM draw_records WHERE company_id = $1 AND activity_id = $2',
    [companyId, activityId],
  );

describe('the demo lottery', () => {
  it('runs with seven prizes and shows the pop-up to demo and demo2, not to demo3', async () => {
    for (const username of ['demo', 'demo2']) {
      const client = await t.loginAs(username);
      const entry = (await client.get<DrawEntry>('/api/draw/simple')).body.data;
      expect(entry?.is_join, username).toBe(0);
      const activity = await client.get<DrawActivity>(`/api/draw/${entry?.id}/activity`);
      expect(activity.body.data).toMatchObject({ title: '幸运大抽奖', chances: 3, chances_left: 3 });
      expect(new Set(activity.body.data.prizes.map((p) => p.kind))).toEqual(
        new Set(['coupon', 'points', 'balance', 'goods', 'none']),
      );
      const winners = await client.get<DrawWinner[]>('/api/draw/new_record', { id: entry?.id });
      expect(winners.body.data.length).toBeGreaterThan(0);
    }
    const demo3 = await t.loginAs('demo3');
    expect((await demo3.get<DrawEntry>('/api/draw/simple')).body.data?.is_join).toBe(1);
  });
});

describe('a guest', () => {
  it('gets no pop-up, may read the activity and winners, and may not draw or read records', async () => {
    const { id } = await createActivity([{ name: '谢谢参与', kind: 'none', weight: 1 }]);
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.get<DrawEntry | null>('/api/draw/simple')).body).toMatchObject({
      code: 10000,
      data: null,
    });
    const activity = await guest.get<DrawActivity>(`/api/draw/${id}/activity`);
    expect(activity.body.data).toMatchObject({
      id,
      chances_left: null,
      prizes: [{ name: '谢谢参与', kind: 'none' }],
    });
    expect((await guest.get('/api/draw/new_record', { id })).body.code).toBe(10000);
    for (const res of [await drawOnce(guest, id), await guest.get('/api/draw/record')]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
    expect(await t.handle.query('SELECT 1 FROM draw_records WHERE activity_id = $1', [id])).toEqual([]);
  });
});

describe('drawing', () => {
  it('shows the pop-up while the store has a chance, draws once, then is_join is 1 and a second draw is refused', async () => {
    const { id, prizeIds } = await createActivity([
      { name: '100积分', kind: 'points', weight: 1, stock: 5, remarks: '积分到账可查' },
    ]);
    const { fixture, client } = await member();
    expect((await client.get<DrawEntry>('/api/draw/simple')).body.data).toEqual({ id, is_join: 0 });

    const res = await drawOnce(client, id);
    expect(res.body).toMatchObject({
      code: 10000,
      data: { name: '100积分', remarks: '积分到账可查', kind: 'points', chances_left: 0 },
    });
    expect(await stockOf(prizeIds[0] ?? 0)).toBe(4);
    const points = await t.handle.query<{ delta: number }>(
      'SELECT delta, kind FROM points_ledger WHERE company_id = $1',
      [fixture.companyId],
    );
    expect(points).toEqual([{ delta: 100, kind: 'lottery' }]);

    expect((await client.get<DrawEntry>('/api/draw/simple')).body.data).toEqual({ id, is_join: 1 });
    const again = await drawOnce(client, id);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('您的抽奖次数已用完');
    expect(await stockOf(prizeIds[0] ?? 0)).toBe(4);
  });

  it('20 parallel draws on one chance make exactly one record and take one from stock', async () => {
    const { id, prizeIds } = await createActivity([
      { name: '50元余额', kind: 'balance', amount: 5000, weight: 1, stock: 100 },
    ]);
    const { fixture, client } = await member();
    const results = await Promise.all(Array.from({ length: 20 }, () => drawOnce(client, id)));
    expect(results.filter((r) => r.body.code === 10000)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    expect(await recordsOf(fixture.companyId, id)).toHaveLength(1);
    expect(await stockOf(prizeIds[0] ?? 0)).toBe(99);
    const balance = await t.handle.query<{ amount: number; kind: string }>(
      'SELECT amount, kind FROM balance_ledger WHERE company_id = $1',
      [fixture.companyId],
    );
    expect(balance).toEqual([{ amount: 5000, kind: 'lottery' }]);
  });

  it('never takes a prize below zero stock when many stores draw at once; the rest get 谢谢参与', async () => {
    const { id, prizeIds } = await createActivity(
      [
        { name: '礼品', kind: 'goods', weight: 1000, stock: 3, remarks: '随下次订单发出' },
        { name: '谢谢参与', kind: 'none', weight: 1 },
      ],
      { chances: 2 },
    );
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    const results = await Promise.all(
      members.flatMap((m) => [drawOnce(m.client, id), drawOnce(m.client, id)]),
    );
    expect(results.every((r) => r.body.code === 10000)).toBe(true);
    const names = results.map((r) => r.body.data.name);
    expect(names.filter((n) => n === '礼品')).toHaveLength(3);
    expect(names.filter((n) => n === '谢谢参与')).toHaveLength(9);
    expect(await stockOf(prizeIds[0] ?? 0)).toBe(0);
    const pending = await t.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM draw_records WHERE activity_id = $1 AND status = 'pending'",
      [id],
    );
    expect(pending[0]?.n).toBe(3);
  });

  it('refuses with 奖品已抽完 and keeps the chance when nothing is left to give', async () => {
    const { id } = await createActivity([{ name: '礼品', kind: 'goods', weight: 1, stock: 0 }]);
    const { fixture, client } = await member();
    const res = await drawOnce(client, id);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('奖品已抽完');
    expect(await recordsOf(fixture.companyId, id)).toEqual([]);
  });

  it('gives a coupon valid from the draw for the prize’s days', async () => {
    const { id } = await createActivity([{ name: '满100减10券', kind: 'coupon', weight: 1 }]);
    const { fixture, client } = await member();
    expect((await drawOnce(client, id)).body.code).toBe(10000);
    const [record] = await recordsOf(fixture.companyId, id);
    const coupons = await t.handle.query<{ coupon_id: number; days: number; status: number }>(
      `SELECT coupon_id, status, round(extract(epoch FROM valid_to - valid_from) / 86400)::int AS days
       FROM member_coupons WHERE id = $1 AND company_id = $2`,
      [record?.member_coupon_id, fixture.companyId],
    );
    expect(coupons).toEqual([{ coupon_id: couponId, status: 0, days: 7 }]);
  });

  it('counts granted extra chances', async () => {
    const { id } = await createActivity([{ name: '谢谢参与', kind: 'none', weight: 1 }], { chances: 0 });
    const { fixture, client } = await member();
    expect((await client.get<DrawEntry>('/api/draw/simple')).body.data).toEqual({ id, is_join: 1 });
    expect((await drawOnce(client, id)).status).toBe(400);
    await t.handle.query('INSERT INTO draw_chances (activity_id, company_id, extra) VALUES ($1, $2, 2)', [
      id,
      fixture.companyId,
    ]);
    expect((await client.get<DrawActivity>(`/api/draw/${id}/activity`)).body.data).toMatchObject({
      chances: 2,
      chances_left: 2,
    });
    expect((await drawOnce(client, id)).body.data.chances_left).toBe(1);
    expect((await drawOnce(client, id)).body.data.chances_left).toBe(0);
    expect((await drawOnce(client, id)).status).toBe(400);
  });

  it('refuses activities not on, not started or over', async () => {
    const { client } = await member();
    const prizes: PrizeSpec[] = [{ name: '谢谢参与', kind: 'none', weight: 1 }];
    const off = await createActivity(prizes, { active: false, startsIn: '-2 days' });
    const early = await createActivity(prizes, { startsIn: '1 day', endsIn: '2 days' });
    const over = await createActivity(prizes, { startsIn: '-2 days', endsIn: '-1 day' });
    const cases: [number, number, string][] = [
      [off.id, 404, '抽奖活动不存在'],
      [early.id, 400, '抽奖活动未开始'],
      [over.id, 400, '抽奖活动已结束'],
      [2_000_000_000, 404, '抽奖活动不存在'],
    ];
    for (const [id, status, msg] of cases) {
      const res = await drawOnce(client, id);
      expect([res.status, res.body.msg]).toEqual([status, msg]);
    }
    expect((await client.get(`/api/draw/${off.id}/activity`)).status).toBe(404);
  });

  it('refuses a draw without the CSRF header', async () => {
    const { id } = await createActivity([{ name: '谢谢参与', kind: 'none', weight: 1 }]);
    const { fixture, client } = await member();
    const res = await client.postForm('/api/draw', { id }, { headers: { 'x-xsrf-token': '' } });
    expect(res.status).toBe(403);
    expect(await recordsOf(fixture.companyId, id)).toEqual([]);
  });

  it('answers 422 with a Chinese message for a bad id or page', async () => {
    const { client } = await member();
    for (const id of [undefined, '', 'abc', 0, -1, 1.5, '99999999999']) {
      const res = await client.postForm('/api/draw', id === undefined ? {} : { id });
      expect(res.status, String(id)).toBe(422);
      expect(res.body.errors?.id?.[0]).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await client.get('/api/draw/new_record', { id: 'x' })).status).toBe(422);
    expect((await client.get('/api/draw/new_record')).status).toBe(422);
    expect((await client.get('/api/draw/abc/activity')).status).toBe(422);
    expect((await client.get('/api/draw/record', { page: 0 })).status).toBe(422);
    expect((await client.get('/api/draw/record', { page_size: 51 })).status).toBe(422);
    expect((await client.get('/api/draw/record', { id: -3 })).status).toBe(422);
  });
});

describe('records and winners', () => {
  it('shows a store only its own records, newest first, paged', async () => {
    const { id } = await createActivity(
      [
        { name: '礼品', kind: 'goods', weight: 1, remarks: '随货发出' },
        { name: '谢谢参与', kind: 'none', weight: 0 },
      ],
      { chances: 3 },
    );
    const a = await member();
    const b = await member();
    for (let i = 0; i < 3; i++) await drawOnce(a.client, id);
    await drawOnce(b.client, id);
    const page = await a.client.get<Page<DrawRecord>>('/api/draw/record', { id, page: 1, page_size: 2 });
    expect(page.body.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.list[0]).toMatchObject({
      activity_id: id,
      activity_title: '测试抽奖',
      name: '礼品',
      remarks: '随货发出',
      kind: 'goods',
      status: 'pending',
      status_text: '待发货',
    });
    const [first, second] = page.body.data.list;
    expect((first?.id ?? 0) > (second?.id ?? 0)).toBe(true);
    const theirs = await b.client.get<Page<DrawRecord>>('/api/draw/record', { id });
    expect(theirs.body.data.total).toBe(1);
    const mine = new Set(page.body.data.list.map((r) => r.id));
    expect(theirs.body.data.list.some((r) => mine.has(r.id))).toBe(false);
  });

  it('lists the latest wins with the store’s name masked, 谢谢参与 left out', async () => {
    const { id } = await createActivity([
      { name: '礼品', kind: 'goods', weight: 1 },
      { name: '谢谢参与', kind: 'none', weight: 0 },
    ]);
    const { fixture, client } = await member();
    await t.handle.query("UPDATE companies SET name = '杭州康宁大药房' WHERE id = $1", [fixture.companyId]);
    await drawOnce(client, id);
    const res = await t.client().get<DrawWinner[]>('/api/draw/new_record', { id });
    expect(res.body.data).toEqual([
      { id: expect.any(Number), store: '杭**房', prize: '礼品', created_at: expect.any(Number) },
    ]);

    const thanks = await createActivity([{ name: '谢谢参与', kind: 'none', weight: 1 }]);
    await drawOnce(client, thanks.id);
    expect((await t.client().get<DrawWinner[]>('/api/draw/new_record', { id: thanks.id })).body.data).toEqual(
      [],
    );
  });

  it('masks names of any length, leaving out a closing （…）', () => {
    const names = ['', '甲', '甲乙', '甲乙丙', '康宁大药房', '百草堂大药房（演示）', '仁和诊所 (二店)'];
    expect(names.map(maskStoreName)).toEqual(['*', '*', '甲*', '甲**丙', '康**房', '百**房', '仁**所']);
  });

  it('lists the running activities’ advertisements', async () => {
    const { id } = await createActivity([{ name: '谢谢参与', kind: 'none', weight: 1 }], {
      adImage: '/media/draw-ad.png',
    });
    const res = await t.client().get<{ id: number; image: string; url: string }[]>('/api/draw/ads');
    expect(res.body.data).toContainEqual({
      id,
      title: '测试抽奖',
      image: '/media/draw-ad.png',
      url: '/jfsc',
    });
  });
});
