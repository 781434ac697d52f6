/**
 * The marketing pages' forms of the home calls: the whole day's 每日特价 (everyday_price?all=1)
 * and every flash round of today and tomorrow (index/spike?rounds=all). The strip's answers
 * without the parameters stay as they were.
 */
import { chinaDayOf, chinaMidnight } from '@mall/shared/china-time';
import type { GoodsRead } from '@mall/shared/goods';
import {
  EVERYDAY_ALL_GOODS,
  EVERYDAY_GOODS,
  type EverydayPrice,
  SPIKE_ENDED,
  SPIKE_NOT_STARTED,
  SPIKE_RUNNING,
  type SpikeRound,
  type SpikeRounds,
} from '@mall/shared/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import type { AppContext } from '../../http/context.ts';
import { insertPastOrder } from '../fast-buy/fast-buy.fixtures.ts';
import { HomeService } from './home.service.ts';

const YUAN = /^\d+\.\d{2}$/;
const goodsIds = (list: GoodsRead[]) => list.map((g) => g.id);
const nowSeconds = () => Math.floor(Date.now() / 1000);

const serviceOn = (t: TestApp) =>
  new HomeService({ db: t.handle.db, readDb: t.handle.readDb } as unknown as AppContext);

describe('the marketing pages of the home calls', () => {
  let t: TestApp;
  let demo: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.loginAs('demo');
  });
  afterAll(() => t.close());

  describe('GET /api/activity/everyday_price?all=1', () => {
    it('lists the whole day’s selection, led by the strip’s goods in the same order', async () => {
      const strip = (await t.client().get<EverydayPrice>('/api/activity/everyday_price')).body.data;
      const none = (await t.client().get<EverydayPrice>('/api/activity/everyday_price?all=0')).body.data;
      const res = await t.client().get<EverydayPrice>('/api/activity/everyday_price?all=1');
      expect(res.status).toBe(200);
      const all = res.body.data;
      expect(strip.goods.length).toBe(EVERYDAY_GOODS);
      expect(goodsIds(none.goods)).toEqual(goodsIds(strip.goods));
      expect(all).toMatchObject({ date: strip.date, next_change: strip.next_change });
      expect(all.goods.length).toBeGreaterThan(EVERYDAY_GOODS);
      expect(all.goods.length).toBeLessThanOrEqual(EVERYDAY_ALL_GOODS);
      expect(goodsIds(all.goods).slice(0, EVERYDAY_GOODS)).toEqual(goodsIds(strip.goods));
      expect(new Set(goodsIds(all.goods)).size).toBe(all.goods.length);

      const [count] = await t.handle.query<{ n: number }>(
        `SELECT count(DISTINCT o.goods_id)::int AS n FROM offers o JOIN goods g ON g.id = o.goods_id
         WHERE '特' = ANY(o.tags) AND o.type = 0 AND o.is_buy AND o.stock >= o.min_quantity AND g.is_on_sale
           AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)`,
      );
      expect(all.goods.length).toBe(Math.min(count?.n ?? 0, EVERYDAY_ALL_GOODS));
      for (const g of all.goods) {
        expect(g.tags).toContain('特');
        expect(g.base_price).toBeNull();
        expect(g.price_tip).toBe('登录后可见');
      }
    });

    it('shows prices and the regular price to approved members only', async () => {
      const all = (await demo.get<EverydayPrice>('/api/activity/everyday_price?all=1')).body.data;
      for (const g of all.goods) expect(g.base_price).toMatch(YUAN);
      // The regular price: the goods' dearest ordinary offer without the special tag, when dearer.
      const regular = await t.handle.query<{ id: number; price: number }>(
        `SELECT s.id, max(o.base_price)::int AS price FROM offers s
         JOIN offers o ON o.goods_id = s.goods_id AND o.id <> s.id AND o.type = 0 AND NOT ('特' = ANY(o.tags))
         WHERE s.id = ANY($1::int[]) GROUP BY s.id`,
        [all.goods.map((g) => g.goods_price_id)],
      );
      const byOffer = new Map(regular.map((r) => [r.id, r.price]));
      for (const g of all.goods) {
        const price = byOffer.get(g.goods_price_id);
        const cents = Math.round(Number(g.base_price) * 100);
        if (price !== undefined && price > cents) expect(g.original_price).toBe((price / 100).toFixed(2));
        else expect(g.original_price).toBeNull();
      }
      const guest = (await t.client().get<EverydayPrice>('/api/activity/everyday_price?all=1')).body.data;
      for (const g of guest.goods) expect(g.original_price).toBeNull();
      const strip = (await demo.get<EverydayPrice>('/api/activity/everyday_price')).body.data;
      for (const g of strip.goods) expect(g).not.toHaveProperty('original_price');
      const pending = await t.loginAs('demo3');
      const hidden = (await pending.get<EverydayPrice>('/api/activity/everyday_price?all=1')).body.data;
      for (const g of hidden.goods) {
        expect(g.base_price).toBeNull();
        expect(g.original_price).toBeNull();
      }
    });

    it('refuses another value of all with 422 and a Chinese message', async () => {
      for (const value of ['2', 'yes', '-1']) {
        const res = await t.client().get(`/api/activity/everyday_price?all=${value}`);
        expect(res.status).toBe(422);
        expect(res.body.errors?.all?.[0]).toMatch(/[\u4e00-\u9fa5]/);
      }
    });
  });

  describe('GET /api/index/spike?rounds=all', () => {
    it('keeps the strip’s answer without the parameter', async () => {
      const strip = (await t.client().get<SpikeRound>('/api/index/spike')).body.data;
      expect(strip).toHaveProperty('goods');
      expect(strip).not.toHaveProperty('rounds');
      expect(strip.id).toBeGreaterThan(0);
    });

    it('lists today’s and tomorrow’s rounds by start, with states, goods and units sold', async () => {
      const res = await t.client().get<SpikeRounds>('/api/index/spike?rounds=all');
      expect(res.status).toBe(200);
      const page = res.body.data;
      const day = chinaDayOf(page.now);
      expect(Math.abs(page.now - nowSeconds())).toBeLessThan(5);
      expect(page.date).toBe(day.date);
      const until = chinaMidnight(day.date, 2) as number;
      // The seed has today's running round and tomorrow's.
      expect(page.rounds.length).toBeGreaterThanOrEqual(2);
      const strip = (await t.client().get<SpikeRound>('/api/index/spike')).body.data;
      const running = page.rounds.find((r) => r.start_time === strip.start_time && r.id === strip.id);
      expect(running?.status).toBe(SPIKE_RUNNING);
      expect(running?.goods.slice(0, strip.goods.length).map((g) => g.goods_price_id)).toEqual(
        strip.goods.map((g) => g.goods_price_id),
      );
      expect(page.rounds.some((r) => r.status === SPIKE_NOT_STARTED)).toBe(true);
      const starts = page.rounds.map((r) => r.start_time);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const round of page.rounds) {
        expect(round.now).toBe(page.now);
        expect(round.start_time).toBeLessThan(until);
        expect(round.end_time === 0 || round.end_time > day.start).toBe(true);
        expect(round.goods.length).toBeGreaterThan(0);
        for (const g of round.goods) {
          expect(g.type).toBe(1);
          expect(g.sold).toBe(0);
          expect(g.base_price).toBeNull();
          expect(g.original_price).toBeNull();
        }
      }
    });

    it('shows approved members flash and original prices, and counts units in paid orders only', async () => {
      const first = (await demo.get<SpikeRounds>('/api/index/spike?rounds=all')).body.data;
      const goods = first.rounds[0]?.goods[0];
      expect(goods?.base_price).toMatch(YUAN);
      expect(Number(goods?.original_price)).toBeGreaterThan(Number(goods?.base_price));
      const buyer = await createMember(t.handle);
      const offerId = goods?.goods_price_id as number;
      await insertPastOrder(t.handle, {
        companyId: buyer.companyId,
        memberId: buyer.memberId,
        status: 1,
        daysAgo: 0,
        lines: [{ offerId, quantity: 3, unitPrice: 100 }],
      });
      await insertPastOrder(t.handle, {
        companyId: buyer.companyId,
        memberId: buyer.memberId,
        status: 0,
        daysAgo: 0,
        lines: [{ offerId, quantity: 5, unitPrice: 100 }],
      });
      const after = (await demo.get<SpikeRounds>('/api/index/spike?rounds=all')).body.data;
      expect(after.rounds[0]?.goods.find((g) => g.goods_price_id === offerId)?.sold).toBe(3);
    });

    it('marks a round of today that ended as ended, and lists none two days on', async () => {
      const home = serviceOn(t);
      const page = await home.spikeRounds(null);
      const first = page.rounds[0];
      expect(first?.end_time).toBeGreaterThan(0);
      const later = await home.spikeRounds(null, first?.end_time as number);
      const again = later.rounds.find((r) => r.id === first?.id && r.start_time === first?.start_time);
      if (chinaDayOf(first?.end_time as number).date === page.date) {
        expect(again?.status).toBe(SPIKE_ENDED);
      }
      const far = await home.spikeRounds(null, nowSeconds() + 10 * 86_400);
      expect(far.rounds).toEqual([]);
    });

    it('refuses another rounds value with 422 and a Chinese message', async () => {
      for (const value of ['1', 'today', 'ALL']) {
        const res = await t.client().get(`/api/index/spike?rounds=${value}`);
        expect(res.status).toBe(422);
        expect(res.body.errors?.rounds?.[0]).toMatch(/[\u4e00-\u9fa5]/);
      }
    });
  });
});
