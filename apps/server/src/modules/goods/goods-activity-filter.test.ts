import type { GoodsListPage } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';

describe('GET /api/goods/list?activity_id=', () => {
  let t: TestApp;
  let demo: TestClient;
  let activityId: number;
  let listed: Set<number>;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.loginAs('demo');
    const rows = await t.handle.query<{ id: number }>(
      `SELECT a.id FROM activities a WHERE NOT a.is_global
        AND EXISTS (SELECT 1 FROM activity_goods ag WHERE ag.activity_id = a.id) ORDER BY a.sort LIMIT 1`,
    );
    activityId = rows[0]?.id ?? 0;
    const goods = await t.handle.query<{ goods_id: number }>(
      'SELECT goods_id FROM activity_goods WHERE activity_id = $1',
      [activityId],
    );
    listed = new Set(goods.map((g) => g.goods_id));
  });
  afterAll(() => t.close());

  it("lists only the activity's goods, every one of them the reader may see", async () => {
    const res = await demo.get<GoodsListPage>('/api/goods/list', { activity_id: activityId, page_size: 100 });
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThanOrEqual(listed.size);
    expect(page.list.length).toBe(Math.min(100, page.total));
    for (const goods of page.list) expect(listed.has(goods.id)).toBe(true);
    const all = await demo.get<GoodsListPage>('/api/goods/list', { page_size: 1 });
    expect(all.body.data.total).toBeGreaterThan(page.total);
  });

  it('shows a guest no controlled goods of the activity', async () => {
    const res = await t
      .client()
      .get<GoodsListPage>('/api/goods/list', { activity_id: activityId, page_size: 100 });
    const controlled = await t.handle.query<{ goods_id: number }>('SELECT goods_id FROM control_rules');
    const hidden = new Set(controlled.map((r) => r.goods_id));
    expect(res.body.data.list.every((g) => listed.has(g.id) && !hidden.has(g.id))).toBe(true);
  });

  it('lists nothing for an unknown activity and refuses a malformed id', async () => {
    const none = await demo.get<GoodsListPage>('/api/goods/list', { activity_id: 99_999_999 });
    expect(none.body.data.total).toBe(0);
    expect((await demo.get('/api/goods/list', { activity_id: 'x' })).status).toBe(422);
    expect((await demo.get('/api/goods/list', { activity_id: 0 })).status).toBe(422);
  });
});
