/**
 * SPEC §7 lists its calls with the parameters the page sends. Each call the store serves must work
 * with those alone: a parameter the spec does not name may narrow an answer, never be required.
 */
import type { StoreEntry } from '@mall/shared/account';
import type { InspectionReport } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/helpers.ts';
import { cartRows, clearCart, createOffer, DEMO_COMPANY } from '../modules/cart/cart.fixtures.ts';

let t: TestApp;
let demo: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

type Query = Record<string, string | number>;

/** The reads of SPEC §7 with exactly the parameters it names (none where it names none). */
const READS: [path: string, query: Query][] = [
  ['/api/cart/total', {}],
  ['/api/cart/list', { filters: 99999, new: 1 }],
  ['/api/goods/search', { keywords: '阿莫西林', type: 0 }],
  ['/api/goods/search', { keywords: '华北', type: 1 }],
  ['/api/goods/hot', {}],
  ['/api/goods/list', {}],
  ['/api/goods/activities', {}],
  ['/api/activity/everyday_price', {}],
  ['/api/focus/demo', {}],
  ['/api/combinationMzhg', {}],
  ['/api/index/spike', {}],
  ['/api/article/category', { category_id: 3 }],
  ['/api/favorite', { page: 1 }],
  ['/api/user/base', {}],
  ['/api/user/phone/13800000000', {}],
  ['/api/user/buy', { page: 1 }],
  ['/api/user/fast_buy', { page: 1 }],
  ['/api/user/availableCoupon', { page: 1 }],
  ['/api/user/availableCoupon', { type: 1, page: 1 }],
  ['/api/user/coupon', { page: 1, type: 1, status: 0 }],
  ['/api/user/user_money_log', { page: 1, use_type: 2, start_time: '2024-01-01', end_time: '2030-12-31' }],
  ['/api/user/user_money', {}],
  ['/api/user/jyfw', {}],
  ['/api/user/zizhi', {}],
  ['/api/user/couponNum', {}],
  ['/api/jybg/filter', {}],
  ['/api/focus/kxzq_ad', {}],
  ['/api/focus/new_kxzq', {}],
  ['/api/focus/right', {}],
  ['/api/focus/xrtj', {}],
  ['/api/focus/top', {}],
  ['/api/focus/ppzq', {}],
  ['/api/focus/kxzq', {}],
  ['/api/focus/zyzq', {}],
  ['/api/focus/login', {}],
  ['/api/focus/yx', {}],
  ['/api/focus', {}],
  ['/api/index_wntj/1', {}],
  ['/api/focus/postList', {}],
  ['/api/focus/common', {}],
  ['/api/global/links', {}],
];

describe('SPEC §7 calls with only the spec’s parameters', () => {
  it.each(READS)('GET %s %o answers', async (path, query) => {
    const res = await demo.get(path, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe(10000);
  });

  it('GET /api/goods/detail/{id} and /api/focus/brand/{id} answer with the id alone', async () => {
    const [goods] = await t.handle.query<{ id: number }>(
      'SELECT id FROM goods WHERE is_on_sale ORDER BY id LIMIT 1',
    );
    const [brand] = await t.handle.query<{ id: number }>('SELECT id FROM brands ORDER BY id LIMIT 1');
    for (const path of [`/api/goods/detail/${goods?.id}`, `/api/focus/brand/${brand?.id}`]) {
      const res = await demo.get(path);
      expect(res.status, path).toBe(200);
    }
  });

  it('the cart, favourite and contact writes take only the fields the spec names', async () => {
    await clearCart(t.handle, DEMO_COMPANY);
    const a = await createOffer(t.handle, { name: '规格甲片', basePrice: 1000 });
    const b = await createOffer(t.handle, { name: '规格乙片', basePrice: 1000 });
    const done = async (res: Promise<{ status: number; body: { code: number; msg: string } }>) => {
      const { status, body } = await res;
      expect(status, body.msg).toBe(200);
      expect(body.code, body.msg).toBe(10000);
    };
    await done(
      demo.postForm('/api/cart', { params: [{ goods_id: a.goodsId, goods_price_id: a.offerId, number: 2 }] }),
    );
    await done(demo.postForm(`/api/cart/quick_add/${b.offerId}`, {}));
    const ids = (await cartRows(t.handle, DEMO_COMPANY)).map((r) => r.id);
    await done(demo.postForm(`/api/cart/${ids[0]}/edit`, { params: { number: 3 }, new: 1 }));
    await done(demo.postForm('/api/cart/batch_select', { ids, is_selected: 1 }));
    await done(demo.post('/api/cart/next_hint'));
    await done(demo.postForm('/api/cart/checkout', { ids, new: 1 }));
    const stores = (await demo.get<StoreEntry[]>('/api/user/stores')).body.data;
    const other = stores.find((s) => s.is_current === 0);
    expect(other).toBeDefined();
    await done(demo.postForm('/api/cart/copy', { ids, other_user_ids: [other?.id] }));
    await done(demo.postForm('/api/cart/batch_delete', { ids }));
    await done(demo.postForm('/api/favorite', { goods_ids: [a.goodsId] }));
    await done(demo.postForm('/api/favorite/cancel', { goods_ids: [a.goodsId] }));
    await done(demo.postForm('/api/user/updateUserInfo', { name: '王药师', phone: '13912345678' }));
  });

  it('GET /api/jybg/filter without a goods lists the reports of the batches the store ordered', async () => {
    const res = await demo.get<InspectionReport[]>('/api/jybg/filter');
    const keys = await orderedBatches('demo');
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const report of res.body.data) {
      expect(keys.has(`${report.goods_id}/${report.batch_number}`)).toBe(true);
      expect(report.goods_name).toBeTruthy();
    }
    const first = res.body.data[0] as InspectionReport;
    const batch = await demo.get<InspectionReport[]>('/api/jybg/filter', {
      batch_number: first.batch_number,
    });
    expect(batch.body.data.length).toBeGreaterThan(0);
    expect(batch.body.data.every((r) => r.batch_number === first.batch_number)).toBe(true);
    const demo2 = await t.loginAs('demo2');
    const theirs = await demo2.get<InspectionReport[]>('/api/jybg/filter');
    const theirKeys = await orderedBatches('demo2');
    for (const report of theirs.body.data)
      expect(theirKeys.has(`${report.goods_id}/${report.batch_number}`)).toBe(true);
  });
});

/** goods/batch of the lines the member's acting store ordered (not cancelled). */
async function orderedBatches(username: string): Promise<Set<string>> {
  const rows = await t.handle.query<{ goods_id: number; batch_number: string }>(
    `SELECT DISTINCT l.goods_id, l.batch_number FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.status <> 4 AND o.company_id = (SELECT c.id FROM companies c JOIN members m ON m.id = c.member_id
        WHERE m.username = $1 ORDER BY c.id LIMIT 1)`,
    [username],
  );
  return new Set(rows.map((r) => `${r.goods_id}/${r.batch_number}`));
}
