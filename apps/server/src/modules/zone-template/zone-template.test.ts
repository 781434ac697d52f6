import type {
  ActivityEntry,
  ZoneStatus,
  ZoneTemplateDetail,
  ZoneTemplateSummary,
} from '@mall/shared/zone-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';

let t: TestApp;
let guest: TestClient;
let demo: TestClient;
let demo3: TestClient;
let ended: number;
let disabled: number;
let controlledTemplate: number;
let controlledGoods: number;

const one = async <T>(text: string, params?: unknown[]) => (await t.handle.query<T>(text, params))[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  guest = t.client();
  demo = await t.loginAs('demo');
  demo3 = await t.loginAs('demo3');
  ended = (
    await one<{ id: number }>(
      `INSERT INTO zone_templates (kind, title, starts_at, ends_at) VALUES
        ('zqmb', '已结束专区', now() - interval '10 days', now() - interval '1 day') RETURNING id`,
    )
  ).id;
  disabled = (
    await one<{ id: number }>(
      `INSERT INTO zone_templates (kind, title, is_enabled) VALUES ('zqmb', '已停用专区', false) RETURNING id`,
    )
  ).id;
  // A template holding a goods only some provinces' stores may see, demo's among them.
  controlledGoods = (
    await one<{ goods_id: number }>(
      `SELECT r.goods_id FROM control_rules r JOIN goods g ON g.id = r.goods_id
       CROSS JOIN (SELECT c.province, c.customer_type FROM companies c JOIN members m ON m.current_company_id = c.id
                   WHERE m.username = 'demo') d
       WHERE g.is_on_sale AND cardinality(r.allowed_provinces) > 0 AND d.province = ANY(r.allowed_provinces)
         AND (cardinality(r.allowed_customer_types) = 0 OR d.customer_type = ANY(r.allowed_customer_types))
       ORDER BY r.goods_id LIMIT 1`,
    )
  ).goods_id;
  controlledTemplate = (
    await one<{ id: number }>(
      `INSERT INTO zone_templates (kind, title, banner_image, rules, sort)
       VALUES ('hdmb', '控销测试活动', '/media/zone-template-clinic-kit.svg', '测试规则', 9999) RETURNING id`,
    )
  ).id;
  const group = await one<{ id: number }>(
    `INSERT INTO zone_template_groups (template_id, title) VALUES ($1, '控销组') RETURNING id`,
    [controlledTemplate],
  );
  await t.handle.query(
    `INSERT INTO zone_template_goods (group_id, goods_id, sort)
     SELECT $1, id, 1 FROM goods WHERE is_on_sale AND id NOT IN (SELECT goods_id FROM control_rules)
     ORDER BY id LIMIT 1`,
    [group.id],
  );
  await t.handle.query('INSERT INTO zone_template_goods (group_id, goods_id, sort) VALUES ($1, $2, 2)', [
    group.id,
    controlledGoods,
  ]);
});
afterAll(() => t.close());

describe('GET /api/zone_template', () => {
  it.each(['zqmb', 'hdmb', 'yyh'] as const)(
    'lists the running and scheduled %s templates in order',
    async (kind) => {
      const res = await guest.get<ZoneTemplateSummary[]>('/api/zone_template', { kind });
      expect(res.status).toBe(200);
      const list = res.body.data;
      expect(list.every((x) => x.kind === kind)).toBe(true);
      expect(list.filter((x) => x.state === 'running').length).toBeGreaterThanOrEqual(2);
      expect(list.filter((x) => x.state === 'scheduled')).toHaveLength(1);
      for (const x of list) {
        if (x.state === 'running') expect(x.goods_count).toBeGreaterThan(0);
        expect(x.banner_image).toMatch(/^\/media\//);
        expect(x.rules).not.toBe('');
      }
      expect(list.map((x) => x.title)).not.toContain('已结束专区');
      expect(list.map((x) => x.title)).not.toContain('已停用专区');
    },
  );

  it('refuses an unknown kind with 422', async () => {
    const res = await guest.get('/api/zone_template', { kind: 'welfare' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('专区类型有误');
  });
});

describe('GET /api/zone_template/{id}', () => {
  const firstRunning = async (kind: string) => {
    const list = await guest.get<ZoneTemplateSummary[]>('/api/zone_template', { kind });
    return list.body.data.find((x) => x.state === 'running') as ZoneTemplateSummary;
  };

  it('shows a running template with its groups, prices only to approved members', async () => {
    const running = await firstRunning('zqmb');
    const asGuest = await guest.get<ZoneTemplateDetail>(`/api/zone_template/${running.id}`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.data.groups.length).toBeGreaterThanOrEqual(2);
    const goods = asGuest.body.data.groups.flatMap((g) => g.goods);
    expect(goods.length).toBe(asGuest.body.data.goods_count);
    expect(goods.every((g) => g.base_price === null && g.price_tip === '登录后可见')).toBe(true);

    const asDemo = await demo.get<ZoneTemplateDetail>(`/api/zone_template/${running.id}`);
    expect(asDemo.body.data.groups.flatMap((g) => g.goods).every((g) => g.base_price !== null)).toBe(true);
    const asPending = await demo3.get<ZoneTemplateDetail>(`/api/zone_template/${running.id}`);
    expect(asPending.body.data.groups.flatMap((g) => g.goods).every((g) => g.base_price === null)).toBe(true);
  });

  it('shows controlled goods only to the stores their rule allows', async () => {
    const asGuest = await guest.get<ZoneTemplateDetail>(`/api/zone_template/${controlledTemplate}`);
    const asDemo = await demo.get<ZoneTemplateDetail>(`/api/zone_template/${controlledTemplate}`);
    const ids = (d: ZoneTemplateDetail) => d.groups.flatMap((g) => g.goods.map((x) => x.id));
    expect(ids(asGuest.body.data)).not.toContain(controlledGoods);
    expect(ids(asGuest.body.data)).toHaveLength(1);
    expect(ids(asDemo.body.data)).toContain(controlledGoods);
  });

  it('answers a scheduled template without its goods', async () => {
    const list = await guest.get<ZoneTemplateSummary[]>('/api/zone_template', { kind: 'yyh' });
    const scheduled = list.body.data.find((x) => x.state === 'scheduled') as ZoneTemplateSummary;
    const res = await demo.get<ZoneTemplateDetail>(`/api/zone_template/${scheduled.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('scheduled');
    expect(res.body.data.groups).toEqual([]);
    expect(res.body.data.starts_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a missing, switched-off or ended template with 404 and a message', async () => {
    for (const id of [ended, disabled, 99_999_999]) {
      const res = await guest.get(`/api/zone_template/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.msg).toBe('专区不存在或已结束');
    }
  });

  it('refuses a malformed id with 422', async () => {
    for (const id of ['x', '0', '-1', '1.5']) {
      const res = await guest.get(`/api/zone_template/${id}`);
      expect(res.status, id).toBe(422);
    }
  });
});

describe('GET /api/activity/status', () => {
  const status = (query: Record<string, string | number>) =>
    guest.get<ZoneStatus>('/api/activity/status', query).then((r) => {
      expect(r.status).toBe(200);
      return r.body.data;
    });

  it('opens a running activity at its zone, the welfare one at /welfare', async () => {
    const brandWeek = await one<{ id: number }>(`SELECT id FROM activities WHERE title LIKE '品牌周%'`);
    expect(await status({ id: brandWeek.id })).toMatchObject({
      kind: 'activity',
      state: 'running',
      url: `/yjh/${brandWeek.id}`,
    });
    const welfare = await status({ slug: 'welfare' });
    expect(welfare).toMatchObject({ state: 'running', url: '/welfare', title: '94折福利 不限金额享9.4折' });
  });

  it('tells a scheduled activity by its start, without a zone', async () => {
    const soon = await one<{ id: number }>(`SELECT id FROM activities WHERE title LIKE '年终采购节%'`);
    const s = await status({ kind: 'activity', id: soon.id });
    expect(s.state).toBe('scheduled');
    expect(s.url).toBeNull();
    expect(s.starts_at).toBeGreaterThan(s.now);
  });

  it('answers templates by kind and id', async () => {
    const list = await guest.get<ZoneTemplateSummary[]>('/api/zone_template', { kind: 'hdmb' });
    const running = list.body.data.find((x) => x.state === 'running') as ZoneTemplateSummary;
    const scheduled = list.body.data.find((x) => x.state === 'scheduled') as ZoneTemplateSummary;
    expect(await status({ kind: 'hdmb', id: running.id })).toMatchObject({
      state: 'running',
      url: `/hdmb?id=${running.id}`,
    });
    expect(await status({ kind: 'hdmb', id: scheduled.id })).toMatchObject({ state: 'scheduled', url: null });
    // The same id under another kind is not that template.
    expect((await status({ kind: 'yyh', id: running.id })).state).toBe('missing');
    expect((await status({ kind: 'zqmb', id: ended })).state).toBe('ended');
    expect((await status({ kind: 'zqmb', id: disabled })).state).toBe('missing');
  });

  it('answers missing for an unknown activity or slug, ended for a past one', async () => {
    expect((await status({ id: 99_999_999 })).state).toBe('missing');
    expect((await status({ slug: 'no-such-zone' })).state).toBe('missing');
    const past = await one<{ id: number }>(
      `INSERT INTO activities (kind, title, starts_at, ends_at) VALUES
        ('manjian', '已结束活动', now() - interval '9 days', now() - interval '2 days') RETURNING id`,
    );
    expect((await status({ id: past.id })).state).toBe('ended');
  });

  it('refuses bad input with 422', async () => {
    for (const query of [{}, { id: 'x' }, { id: 0 }, { kind: 'welfare', id: 1 }, { slug: '<script>' }]) {
      const res = await guest.get('/api/activity/status', query);
      expect(res.status, JSON.stringify(query)).toBe(422);
    }
  });
});

describe('GET /api/goods/activities (zone entries)', () => {
  it('gives each running activity its banner, tag label, goods count and zone; the welfare one its rate', async () => {
    const res = await guest.get<ActivityEntry[]>('/api/goods/activities');
    expect(res.status).toBe(200);
    const welfare = res.body.data.find((a) => a.slug === 'welfare') as ActivityEntry;
    expect(welfare).toMatchObject({
      kind: 'discount',
      tag: '9.4折',
      unit_rate: 94,
      url: '/welfare',
      banner_image: '/media/activity-welfare.svg',
    });
    expect(welfare.goods_count).toBeGreaterThan(5);
    const brandWeek = res.body.data.find((a) => a.title.startsWith('品牌周')) as ActivityEntry;
    expect(brandWeek).toMatchObject({
      tag: '满折',
      unit_rate: null,
      url: `/yjh/${brandWeek.id}`,
      slug: null,
    });
    // An announced activity is not an entry yet.
    expect(res.body.data.map((a) => a.title)).not.toContain('年终采购节 满2000减150');
    const list = await guest.get<{ total: number }>('/api/goods/list', { activity_id: welfare.id });
    expect(list.body.data.total).toBe(welfare.goods_count);
  });
});
