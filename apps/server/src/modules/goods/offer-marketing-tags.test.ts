/**
 * Goods tags for the marketing kept outside the activities table (issue 15): a running group buy
 * tags its offer 拼团, a trade-up on offer 换购 and a package on sale each of its offers 套餐, with
 * the title on hover, on the list card and the detail alike; each only while it runs, and a group
 * buy or trade-up only for the stores it reaches (decision 019).
 */
import type { GoodsDetail, GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { createGroupBuy } from '../group-buy/group-buy.fixtures.ts';

let t: TestApp;
let guest: TestClient;
let demo: TestClient;
let demo2: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let grouped: Made;
let traded: Made;
let packed: Made;
let plain: Made;
let group: number;
let tradeUp: number;
let combination: number;

const one = async <T>(text: string, params?: unknown[]) => (await t.handle.query<T>(text, params))[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  grouped = await createOffer(t.handle, { name: uniqueName('拼团标签片'), basePrice: 2000 });
  traded = await createOffer(t.handle, { name: uniqueName('换购标签片'), basePrice: 2000 });
  packed = await createOffer(t.handle, { name: uniqueName('套餐标签片'), basePrice: 2000 });
  plain = await createOffer(t.handle, { name: uniqueName('无活动标签片'), basePrice: 2000 });
  group = await createGroupBuy(t.handle, { offerId: grouped.offerId, title: '标签测试拼团', price: 1500 });
  tradeUp = (
    await one<{ id: number }>(
      `INSERT INTO trade_up_offers (title, offer_id, threshold, price, max_quantity)
       VALUES ('满100加1元换购', $1, 10000, 100, 1) RETURNING id`,
      [traded.offerId],
    )
  ).id;
  combination = (
    await one<{ id: number }>(
      `INSERT INTO combinations (title, price) VALUES ('标签测试套餐', 3000) RETURNING id`,
    )
  ).id;
  await t.handle.query(
    'INSERT INTO combination_items (combination_id, offer_id, quantity) VALUES ($1, $2, 1), ($1, $3, 1)',
    [combination, packed.offerId, plain.offerId],
  );
  // The plain offer's package is switched off: it tags nothing.
  await t.handle.query('UPDATE combinations SET is_enabled = false WHERE id = $1', [combination]);
  const second = await one<{ id: number }>(
    `INSERT INTO combinations (title, price) VALUES ('标签测试套餐二', 1500) RETURNING id`,
  );
  await t.handle.query(
    'INSERT INTO combination_items (combination_id, offer_id, quantity) VALUES ($1, $2, 1)',
    [second.id, packed.offerId],
  );
  combination = second.id;
  guest = t.client();
  demo = await t.loginAs('demo');
  demo2 = await t.loginAs('demo2');
});
afterAll(() => t.close());

async function listed(client: TestClient, made: Made): Promise<GoodsRead | undefined> {
  const { name } = await one<{ name: string }>('SELECT name FROM goods WHERE id = $1', [made.goodsId]);
  const res = await client.get<GoodsListPage>('/api/goods/list', { keywords: name, page_size: 20 });
  expect(res.status).toBe(200);
  return res.body.data.list.find((g) => g.id === made.goodsId);
}

async function detailTags(client: TestClient, made: Made) {
  const res = await client.get<GoodsDetail>(`/api/goods/detail/${made.goodsId}`);
  expect(res.status).toBe(200);
  return res.body.data.activity_tags;
}

describe('tags of group buys, trade-ups and packages', () => {
  it('tags the offer of a running group buy 拼团, on the card and the detail', async () => {
    const tag = { id: group, kind: 'group_buy', label: '拼团', title: '标签测试拼团' };
    expect((await listed(demo, grouped))?.activity_tags).toContainEqual(tag);
    expect(await detailTags(demo, grouped)).toContainEqual(tag);
    // an unrestricted group reaches guests too
    expect((await listed(guest, grouped))?.activity_tags).toContainEqual(tag);
  });

  it('tags the offer of a trade-up 换购 and each offer of a package on sale 套餐', async () => {
    const trade = { id: tradeUp, kind: 'trade_up', label: '换购', title: '满100加1元换购' };
    expect((await listed(demo, traded))?.activity_tags).toContainEqual(trade);
    expect(await detailTags(demo, traded)).toContainEqual(trade);
    const pack = { id: combination, kind: 'combination', label: '套餐', title: '标签测试套餐二' };
    expect((await listed(demo, packed))?.activity_tags).toEqual([pack]);
    expect(await detailTags(demo, packed)).toEqual([pack]);
    expect((await listed(demo, plain))?.activity_tags).toEqual([]);
  });

  it('drops a tag once its group buy, trade-up or package stops running', async () => {
    await t.handle.query("UPDATE group_buys SET state = 'failed', settled_at = now() WHERE id = $1", [group]);
    await t.handle.query("UPDATE trade_up_offers SET ends_at = now() - interval '1 minute' WHERE id = $1", [
      tradeUp,
    ]);
    await t.handle.query("UPDATE combinations SET starts_at = now() + interval '1 day' WHERE id = $1", [
      combination,
    ]);
    expect(await detailTags(demo, grouped)).toEqual([]);
    expect(await detailTags(demo, traded)).toEqual([]);
    expect(await detailTags(demo, packed)).toEqual([]);
  });

  it('shows a group buy or trade-up only to the stores it reaches', async () => {
    const store = (username: string) =>
      one<{ customer_type: string; province: string }>(
        `SELECT c.customer_type, c.province FROM companies c JOIN members m ON m.current_company_id = c.id
         WHERE m.username = $1`,
        [username],
      );
    const [first, second] = [await store('demo'), await store('demo2')];
    expect(second.customer_type).not.toBe(first.customer_type);
    expect(second.province).not.toBe(first.province);
    const scoped = await createGroupBuy(t.handle, { offerId: grouped.offerId, title: '专享拼团' });
    await t.handle.query('UPDATE group_buys SET allowed_customer_types = $2 WHERE id = $1', [
      scoped,
      [second.customer_type],
    ]);
    await t.handle.query('UPDATE trade_up_offers SET ends_at = NULL, allowed_provinces = $2 WHERE id = $1', [
      tradeUp,
      [second.province],
    ]);
    // demo2's customer type and province only: not demo, not a guest.
    const kinds = (tags: { kind: string }[] | undefined) => (tags ?? []).map((x) => x.kind);
    expect(kinds(await detailTags(demo, grouped))).not.toContain('group_buy');
    expect(kinds(await detailTags(demo2, grouped))).toContain('group_buy');
    expect(kinds(await detailTags(guest, grouped))).not.toContain('group_buy');
    expect(kinds(await detailTags(demo, traded))).not.toContain('trade_up');
    expect(kinds(await detailTags(demo2, traded))).toContain('trade_up');
    expect(kinds(await detailTags(guest, traded))).not.toContain('trade_up');
  });
});
