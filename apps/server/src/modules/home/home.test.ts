import type { Page } from '@mall/shared/codes';
import type { ArticleList } from '@mall/shared/content';
import type { GoodsRead } from '@mall/shared/goods';
import {
  EVERYDAY_GOODS,
  type EverydayPrice,
  FLOOR_GOODS,
  FOCUS_BLOCK_GOODS,
  type FocusBlock,
  HOME_FLOORS,
  type HomeFloor,
  POST_LIST_SIZE,
  type PostList,
  SPIKE_ENDED,
  SPIKE_GOODS,
  SPIKE_NOT_STARTED,
  SPIKE_RUNNING,
  type SpikeRound,
  WNTJ_PAGE_MAX,
  WNTJ_PAGE_SIZE,
} from '@mall/shared/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import type { AppContext } from '../../http/context.ts';
import { insertPastOrder } from '../fast-buy/fast-buy.fixtures.ts';
import { HomeService } from './home.service.ts';
import { chinaDay, spikeStatus } from './home-clock.ts';

const YUAN = /^\d+\.\d{2}$/;
const goodsIds = (list: GoodsRead[]) => list.map((g) => g.id);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What a guest may see and buy: on sale, under no sales control, with an offer in stock. */
const GUEST_BUYABLE = `g.is_on_sale AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
  AND EXISTS (SELECT 1 FROM offers s WHERE s.goods_id = g.id AND s.stock > 0)`;

function expectHiddenPrices(list: GoodsRead[], tip: string) {
  for (const g of list) {
    expect(g.base_price).toBeNull();
    expect(g.ladder_price).toEqual([]);
    expect(g.price_tip).toBe(tip);
  }
}

function expectShownPrices(list: GoodsRead[]) {
  for (const g of list) {
    expect(g.base_price).toMatch(YUAN);
    expect(g.price_tip).toBe('');
  }
}

/** The service on the test's database, to drive the clock by hand. */
const serviceOn = (t: TestApp) =>
  new HomeService({ db: t.handle.db, readDb: t.handle.readDb } as unknown as AppContext);

describe('the home clock', () => {
  it('tells a flash round not started, running or ended; 0 means no start or no end', () => {
    expect(spikeStatus(100, 200, 99)).toBe(SPIKE_NOT_STARTED);
    expect(spikeStatus(100, 200, 100)).toBe(SPIKE_RUNNING);
    expect(spikeStatus(100, 200, 199)).toBe(SPIKE_RUNNING);
    expect(spikeStatus(100, 200, 200)).toBe(SPIKE_ENDED);
    expect(spikeStatus(0, 0, 1_800_000_000)).toBe(SPIKE_RUNNING);
    expect(spikeStatus(0, 200, 300)).toBe(SPIKE_ENDED);
  });

  it('turns the day at midnight China time', () => {
    const midnight = Date.parse('2026-11-22T00:00:00+08:00') / 1000;
    expect(chinaDay(midnight - 1)).toEqual({ date: '2026-11-21', nextChange: midnight });
    expect(chinaDay(midnight)).toEqual({ date: '2026-11-22', nextChange: midnight + 86_400 });
    expect(chinaDay(midnight + 86_399).date).toBe('2026-11-22');
  });
});

describe('home page calls on the seeded store', () => {
  let t: TestApp;
  let demo: TestClient;
  let pending: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.loginAs('demo');
    pending = await t.loginAs('demo3');
  });
  afterAll(() => t.close());

  describe('GET /api/focus/xrtj, yx, zyzq', () => {
    const block = async (client: TestClient, kind: string) => {
      const res = await client.get<FocusBlock>(`/api/focus/${kind}`);
      expect(res.body.code).toBe(10000);
      return res.body.data;
    };
    const firstSlot = async (position: string) =>
      (
        await t.handle.query<{
          id: number;
          title: string;
          image: string;
          url: string;
          notice: string | null;
        }>(
          `SELECT id, title, image, url, notice FROM focus_slots WHERE position = $1 AND is_enabled
             AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
           ORDER BY sort, id LIMIT 1`,
          [position],
        )
      )[0];

    it('gives 新人推荐 the newest goods on sale with the first xrtj banner and hides prices from guests', async () => {
      const data = await block(t.client(), 'xrtj');
      expect(data.title).toBe('新人推荐');
      expect(data.more_url).toBe('/list?sort=newest');
      expect(data.banner).toEqual(await firstSlot('xrtj'));
      const newest = await t.handle.query<{ id: number }>(
        `SELECT g.id FROM goods g WHERE ${GUEST_BUYABLE} ORDER BY g.created_at DESC, g.id DESC LIMIT $1`,
        [FOCUS_BLOCK_GOODS],
      );
      expect(goodsIds(data.goods)).toEqual(newest.map((r) => r.id));
      expect(data.goods).toHaveLength(FOCUS_BLOCK_GOODS);
      expect(data.goods.every((g) => g.number > 0)).toBe(true);
      expectHiddenPrices(data.goods, '登录后可见');
    });

    it('shows prices to approved members only', async () => {
      expectShownPrices((await block(demo, 'xrtj')).goods);
      expectHiddenPrices((await block(pending, 'xrtj')).goods, '资质审核通过后可见');
    });

    it('gives 优选包邮 the best-selling goods with a free-shipping selection offer, showing that offer', async () => {
      const data = await block(t.client(), 'yx');
      expect(data).toMatchObject({ title: '优选包邮', more_url: '/yx', banner: await firstSlot('yx') });
      const best = await t.handle.query<{ id: number }>(
        `SELECT g.id FROM goods g WHERE ${GUEST_BUYABLE}
           AND EXISTS (SELECT 1 FROM offers y WHERE y.goods_id = g.id AND y.is_youx AND y.stock > 0)
         ORDER BY g.sales DESC, g.id LIMIT $1`,
        [FOCUS_BLOCK_GOODS],
      );
      expect(goodsIds(data.goods)).toEqual(best.map((r) => r.id));
      expect(data.goods.every((g) => g.is_youx === 1 && g.number > 0)).toBe(true);
    });

    it('gives 中药专区 the best sellers under the 中药饮片 root', async () => {
      const data = await block(t.client(), 'zyzq');
      expect(data).toMatchObject({ title: '中药专区', more_url: '/zyyp', banner: await firstSlot('zyzq') });
      const best = await t.handle.query<{ id: number }>(
        `WITH RECURSIVE sub(id) AS (
           SELECT id FROM categories WHERE parent_id IS NULL AND name = '中药饮片'
           UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
         SELECT g.id FROM goods g WHERE g.category_id IN (SELECT id FROM sub) AND ${GUEST_BUYABLE}
         ORDER BY g.sales DESC, g.id LIMIT $1`,
        [FOCUS_BLOCK_GOODS],
      );
      expect(best.length).toBeGreaterThan(0);
      expect(goodsIds(data.goods)).toEqual(best.map((r) => r.id));
    });
  });

  describe('GET /api/index_wntj/{page}', () => {
    const pages = async (client: TestClient) => {
      const all: GoodsRead[] = [];
      for (let page = 1; page <= WNTJ_PAGE_MAX; page++) {
        const res = await client.get<Page<GoodsRead>>(`/api/index_wntj/${page}`);
        expect(res.body.code).toBe(10000);
        expect(res.body.data).toMatchObject({ page, page_size: WNTJ_PAGE_SIZE });
        expect(res.body.data.list.length).toBeLessThanOrEqual(WNTJ_PAGE_SIZE);
        all.push(...res.body.data.list);
      }
      return all;
    };

    it('pages guests through the best sellers, stable and without repeats', async () => {
      const all = await pages(t.client());
      const best = await t.handle.query<{ id: number }>(
        `SELECT g.id FROM goods g WHERE ${GUEST_BUYABLE} ORDER BY g.sales DESC, g.id LIMIT $1`,
        [WNTJ_PAGE_SIZE * WNTJ_PAGE_MAX],
      );
      expect(goodsIds(all)).toEqual(best.map((r) => r.id));
      expect(new Set(goodsIds(all)).size).toBe(all.length);
      const first = await t.client().get<Page<GoodsRead>>('/api/index_wntj/1');
      expect(first.body.data.total).toBe(best.length);
      expect(goodsIds(first.body.data.list)).toEqual(goodsIds(all.slice(0, WNTJ_PAGE_SIZE)));
      expectHiddenPrices(all, '登录后可见');
    });

    it('puts the categories a store bought from first, for that store only', async () => {
      const buyer = await createMember(t.handle);
      const other = await createMember(t.handle);
      // A province no control rule names: these stores see what guests see, with prices.
      await t.handle.query("UPDATE companies SET province = '西藏自治区' WHERE id = ANY($1::int[])", [
        [buyer.companyId, other.companyId],
      ]);
      // A category whose goods no best-seller list would reach first.
      const [leaf] = await t.handle.query<{ category_id: number }>(
        `SELECT g.category_id FROM goods g WHERE ${GUEST_BUYABLE}
         GROUP BY g.category_id HAVING count(*) >= 2 ORDER BY max(g.sales), g.category_id LIMIT 1`,
      );
      const categoryId = leaf?.category_id as number;
      const [bought] = await t.handle.query<{ id: number }>(
        `SELECT o.id FROM offers o JOIN goods g ON g.id = o.goods_id
         WHERE g.category_id = $1 AND ${GUEST_BUYABLE} ORDER BY o.id LIMIT 1`,
        [categoryId],
      );
      await insertPastOrder(t.handle, {
        companyId: buyer.companyId,
        memberId: buyer.memberId,
        status: 3,
        daysAgo: 3,
        lines: [{ offerId: bought?.id as number, quantity: 2, unitPrice: 500 }],
      });
      // An unpaid order does not count as bought.
      const [unpaid] = await t.handle.query<{ id: number }>(
        `SELECT o.id FROM offers o JOIN goods g ON g.id = o.goods_id
         WHERE g.category_id <> $1 AND ${GUEST_BUYABLE} ORDER BY g.sales, o.id LIMIT 1`,
        [categoryId],
      );
      await insertPastOrder(t.handle, {
        companyId: buyer.companyId,
        memberId: buyer.memberId,
        status: 0,
        daysAgo: 1,
        lines: [{ offerId: unpaid?.id as number, quantity: 1, unitPrice: 500 }],
      });

      const mine = await pages(await t.loginAs(buyer.username, buyer.password));
      const inCategory = await t.handle.query<{ id: number }>(
        `SELECT g.id FROM goods g WHERE g.category_id = $1 AND ${GUEST_BUYABLE} ORDER BY g.sales DESC, g.id`,
        [categoryId],
      );
      const head = inCategory.map((r) => r.id);
      expect(goodsIds(mine).slice(0, head.length)).toEqual(head);
      expect(new Set(goodsIds(mine)).size).toBe(mine.length);
      expectShownPrices(mine);
      const best = await t.handle.query<{ id: number }>(
        `SELECT g.id FROM goods g WHERE ${GUEST_BUYABLE} AND g.category_id <> $1
         ORDER BY g.sales DESC, g.id LIMIT $2`,
        [categoryId, WNTJ_PAGE_SIZE * WNTJ_PAGE_MAX - head.length],
      );
      expect(goodsIds(mine).slice(head.length)).toEqual(best.map((r) => r.id));

      // Another store's purchases leave this store's list alone.
      const theirs = await pages(await t.loginAs(other.username, other.password));
      expect(goodsIds(theirs).slice(0, WNTJ_PAGE_SIZE)).not.toEqual(head.slice(0, WNTJ_PAGE_SIZE));
      expect(goodsIds(theirs)).toEqual(goodsIds(await pages(t.client())));
    });

    it('refuses pages outside 1..10 with 422', async () => {
      for (const page of ['0', '11', '-1', '1.5', 'abc', '99999999999']) {
        const res = await t.client().get(`/api/index_wntj/${page}`);
        expect(res.status).toBe(422);
        expect(res.body.code).toBe(422);
        expect(res.body.errors?.page?.[0]).toMatch(/[\u4e00-\u9fa5]/);
      }
      expect((await t.client().get('/api/index_wntj/11')).body.msg).toBe('页码须为1到10之间的整数');
    });
  });

  describe('GET /api/activity/everyday_price', () => {
    it('picks special offers one can buy, the same for everyone all day', async () => {
      const first = (await t.client().get<EverydayPrice>('/api/activity/everyday_price')).body.data;
      const again = (await t.client().get<EverydayPrice>('/api/activity/everyday_price')).body.data;
      const member = (await demo.get<EverydayPrice>('/api/activity/everyday_price')).body.data;
      const today = chinaDay(first.now);
      expect(Math.abs(first.now - nowSeconds())).toBeLessThan(5);
      expect(first).toMatchObject({ date: today.date, next_change: today.nextChange });
      expect(first.next_change).toBeGreaterThan(first.now);
      expect(first.next_change - first.now).toBeLessThanOrEqual(86_400);
      expect(goodsIds(again.goods)).toEqual(goodsIds(first.goods));
      expect(goodsIds(member.goods)).toEqual(goodsIds(first.goods));
      expectHiddenPrices(first.goods, '登录后可见');
      expectShownPrices(member.goods);

      expect(first.goods.length).toBe(EVERYDAY_GOODS);
      for (const g of first.goods) {
        expect(g.tags).toContain('特');
        expect(g).toMatchObject({ is_buy: 1, type: 0 });
        expect(g.number).toBeGreaterThanOrEqual(g.qg_number);
      }
      const controlled = await t.handle.query('SELECT 1 FROM control_rules WHERE goods_id = ANY($1::int[])', [
        goodsIds(first.goods),
      ]);
      expect(controlled).toEqual([]);
    });

    it('draws another selection on another day', async () => {
      const home = serviceOn(t);
      const now = nowSeconds();
      const today = await home.everydayPrice(null, now);
      const tomorrow = await home.everydayPrice(null, now + 86_400);
      expect(tomorrow.date).not.toBe(today.date);
      expect(goodsIds(tomorrow.goods)).not.toEqual(goodsIds(today.goods));
      expect(goodsIds((await home.everydayPrice(null, now + 60)).goods)).toEqual(goodsIds(today.goods));
    });
  });

  describe('GET /api/focus/demo and /api/index/floor/{id}', () => {
    it('lists the enabled floors in order with banner and child categories', async () => {
      const res = await t.client().get<HomeFloor[]>('/api/focus/demo');
      expect(res.body.code).toBe(10000);
      const floors = await t.handle.query<{ id: number; floor_id: number; name: string; banner: string }>(
        `SELECT c.id, f.id AS floor_id, c.name, f.banner FROM home_floors f JOIN categories c ON c.id = f.category_id
         WHERE f.is_enabled AND c.is_shown ORDER BY f.sort, f.id LIMIT $1`,
        [HOME_FLOORS],
      );
      expect(floors.length).toBe(HOME_FLOORS);
      expect(res.body.data.map((f) => f.id)).toEqual(floors.map((f) => f.id));
      for (const [i, floor] of res.body.data.entries()) {
        const row = floors[i]!;
        expect(floor.name).toBe(row.name);
        expect(floor.banner).toEqual({
          id: row.floor_id,
          title: row.name,
          image: row.banner,
          url: `/list?category_id=${row.id}`,
          notice: null,
        });
        const children = await t.handle.query<{ id: number; name: string }>(
          'SELECT id, name FROM categories WHERE parent_id = $1 AND is_shown ORDER BY sort, id',
          [row.id],
        );
        expect(children.length).toBeGreaterThan(0);
        expect(floor.children).toEqual(children);
      }
      const image = await t.client().get(res.body.data[0]!.banner!.image);
      expect(image.status).toBe(200);
    });

    it("gives a floor its category's best sellers, prices for approved members only", async () => {
      const [floor] = await t.handle.query<{ category_id: number }>(
        'SELECT category_id FROM home_floors ORDER BY sort, id LIMIT 1',
      );
      const id = floor?.category_id as number;
      const guest = (await t.client().get<GoodsRead[]>(`/api/index/floor/${id}`)).body.data;
      const best = await t.handle.query<{ id: number }>(
        `WITH RECURSIVE sub(id) AS (
           SELECT $1::int UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
         SELECT g.id FROM goods g WHERE g.category_id IN (SELECT id FROM sub) AND ${GUEST_BUYABLE}
         ORDER BY g.sales DESC, g.id LIMIT $2`,
        [id, FLOOR_GOODS],
      );
      expect(best.length).toBe(FLOOR_GOODS);
      expect(goodsIds(guest)).toEqual(best.map((r) => r.id));
      expectHiddenPrices(guest, '登录后可见');
      expectShownPrices((await demo.get<GoodsRead[]>(`/api/index/floor/${id}`)).body.data);
    });

    it('refuses a category that is no floor (404) and a bad id (422)', async () => {
      const [leaf] = await t.handle.query<{ id: number }>(
        'SELECT id FROM categories WHERE level = 3 ORDER BY id LIMIT 1',
      );
      for (const id of [leaf?.id, 999_999]) {
        const res = await t.client().get(`/api/index/floor/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.msg).toBe('该楼层不存在');
      }
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        const res = await t.client().get(`/api/index/floor/${id}`);
        expect(res.status).toBe(422);
        expect(res.body.errors?.id?.[0]).toMatch(/[\u4e00-\u9fa5]/);
      }
    });
  });

  describe('GET /api/focus/postList', () => {
    it('gives the newest company news as notices and the newest industry news, as the news lists do', async () => {
      const res = await t.client().get<PostList>('/api/focus/postList');
      const list = async (path: string) =>
        (await t.client().get<ArticleList>('/api/article/list', { path, page_size: POST_LIST_SIZE })).body
          .data.list;
      expect(res.body.data.notice).toEqual(await list('/news/company'));
      expect(res.body.data.news).toEqual(await list('/news/hy'));
      expect(res.body.data.notice).toHaveLength(POST_LIST_SIZE);
      expect(res.body.data.news).toHaveLength(POST_LIST_SIZE);
      expect(res.body.data.notice.every((a) => a.category_id === 6)).toBe(true);
      expect(res.body.data.news.every((a) => a.category_id === 5)).toBe(true);
      const dates = res.body.data.news.map((a) => a.created_at);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  });
});

describe('GET /api/index/spike', () => {
  let t: TestApp;
  let demo: TestClient;
  let flashId: number;
  let window: { starts: number; ends: number };
  let tomorrow: number;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.loginAs('demo');
    const [activity] = await t.handle.query<{ id: number; starts: number; ends: number }>(
      `SELECT id, extract(epoch FROM starts_at)::int AS starts, extract(epoch FROM ends_at)::int AS ends
       FROM activities WHERE kind = 'flash'`,
    );
    flashId = activity?.id as number;
    window = { starts: activity?.starts as number, ends: activity?.ends as number };
    const [later] = await t.handle.query<{ starts: number }>(
      `SELECT extract(epoch FROM max(sale_starts_at))::int AS starts FROM offers WHERE type = 1`,
    );
    tomorrow = later?.starts as number;
  });
  afterAll(() => t.close());

  const roundOffers = (starts: number) =>
    t.handle.query<{ id: number }>(
      `SELECT o.id FROM offers o JOIN goods g ON g.id = o.goods_id
         JOIN activity_goods ag ON ag.goods_id = g.id AND ag.activity_id = $1
       WHERE o.type = 1 AND extract(epoch FROM o.sale_starts_at)::int = $2 AND g.is_on_sale
         AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
       ORDER BY g.sales DESC, g.id, o.id LIMIT $3`,
      [flashId, starts, SPIKE_GOODS],
    );

  it('shows the running round of flash goods with the server clock', async () => {
    expect(tomorrow).toBeGreaterThan(nowSeconds());
    const res = await t.client().get<SpikeRound>('/api/index/spike');
    const round = res.body.data;
    expect(round).toMatchObject({
      id: flashId,
      title: '限时秒杀 每日10点开抢',
      status: SPIKE_RUNNING,
      start_time: window.starts,
      end_time: window.ends,
    });
    expect(Math.abs(round.now - nowSeconds())).toBeLessThan(5);
    expect(round.start_time).toBeLessThanOrEqual(round.now);
    const expected = await roundOffers(window.starts);
    expect(expected.length).toBeGreaterThan(0);
    expect(round.goods.map((g) => g.goods_price_id)).toEqual(expected.map((r) => r.id));
    for (const g of round.goods) {
      expect(g.type).toBe(1);
      expect(g.sale_starts_at).toBe(window.starts);
      expect(g.original_price).toBeNull();
    }
    expectHiddenPrices(round.goods, '登录后可见');
  });

  it('shows approved members the flash price and the price it is cut from', async () => {
    const round = (await demo.get<SpikeRound>('/api/index/spike')).body.data;
    expectShownPrices(round.goods);
    for (const g of round.goods) {
      expect(g.original_price).toMatch(YUAN);
      expect(Number(g.original_price)).toBeGreaterThan(Number(g.base_price));
    }
  });

  it('turns over with the clock: the next round before any runs, the newest running one, none after', async () => {
    const home = serviceOn(t);
    const before = await home.spike(null, window.starts - 60);
    expect(before).toMatchObject({ id: flashId, status: SPIKE_NOT_STARTED, start_time: window.starts });
    expect(before.now).toBe(window.starts - 60);

    const next = await home.spike(null, tomorrow + 1);
    expect(next).toMatchObject({ id: flashId, status: SPIKE_RUNNING, start_time: tomorrow });
    expect(next.goods.map((g) => g.goods_price_id)).toEqual((await roundOffers(tomorrow)).map((r) => r.id));

    const after = await home.spike(null, window.ends);
    expect(after).toEqual({
      id: 0,
      title: '',
      status: SPIKE_ENDED,
      start_time: 0,
      end_time: 0,
      now: window.ends,
      goods: [],
    });
  });

  it('shows controlled flash goods only to the stores their rule allows', async () => {
    const [first] = (await t.client().get<SpikeRound>('/api/index/spike')).body.data.goods;
    await t.handle.query(
      "INSERT INTO control_rules (goods_id, zone_id, allowed_provinces) VALUES ($1, 1, '{浙江省}')",
      [first?.id],
    );
    const guest = (await t.client().get<SpikeRound>('/api/index/spike')).body.data;
    expect(goodsIds(guest.goods)).not.toContain(first?.id);
    const member = (await demo.get<SpikeRound>('/api/index/spike')).body.data;
    expect(goodsIds(member.goods)).toContain(first?.id);
  });

  it('answers an empty round when no flash activity is on', async () => {
    await t.handle.query("UPDATE activities SET is_enabled = false WHERE kind = 'flash'");
    const round = (await t.client().get<SpikeRound>('/api/index/spike')).body.data;
    expect(round).toMatchObject({ id: 0, goods: [], status: SPIKE_ENDED });
  });
});

describe('home blocks an operator changed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.handle.query("UPDATE focus_slots SET is_enabled = false WHERE position = 'zyzq'");
    await t.handle.query(
      `UPDATE home_floors SET is_enabled = false WHERE id = (SELECT id FROM home_floors ORDER BY sort, id LIMIT 1)`,
    );
    await t.handle.query(
      `UPDATE home_floors SET title = '精选好药', url = '/yx'
       WHERE id = (SELECT id FROM home_floors ORDER BY sort DESC, id DESC LIMIT 1)`,
    );
  });
  afterAll(() => t.close());

  it('gives a block without an active banner a null banner', async () => {
    const data = (await t.client().get<FocusBlock>('/api/focus/zyzq')).body.data;
    expect(data.banner).toBeNull();
    expect(data.goods.length).toBeGreaterThan(0);
  });

  it('leaves a disabled floor out and refuses its goods; uses a floor’s own title and link', async () => {
    const [disabled] = await t.handle.query<{ category_id: number }>(
      'SELECT category_id FROM home_floors WHERE NOT is_enabled',
    );
    const floors = (await t.client().get<HomeFloor[]>('/api/focus/demo')).body.data;
    expect(floors.map((f) => f.id)).not.toContain(disabled?.category_id);
    expect(floors.length).toBe(HOME_FLOORS - 1);
    expect(floors.at(-1)).toMatchObject({ name: '精选好药', banner: { title: '精选好药', url: '/yx' } });
    const res = await t.client().get(`/api/index/floor/${disabled?.category_id}`);
    expect(res.status).toBe(404);
  });
});
