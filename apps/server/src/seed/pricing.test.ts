/**
 * The pricing data in the API tests' template database is coherent: tiers the table and the titles
 * agree on, the gift rule, flash windows and cut-from prices, combination packages of buyable goods,
 * negotiated prices and the shipping rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { DbHandle } from '../db/client.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

const rows = <T>(text: string, params?: unknown[]) => handle.query<T>(text, params);

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose?.();
});

interface Tier {
  activity_id: number;
  kind: string;
  title: string;
  amount: number;
  reduce: number | null;
  rate: number | null;
}

const tiers = () =>
  rows<Tier>(
    `SELECT t.activity_id, a.kind, a.title, t.amount, t.reduce, t.rate FROM activity_tiers t
     JOIN activities a ON a.id = t.activity_id ORDER BY t.activity_id, t.amount`,
  );

/** 「满1000减50」 → [100000, 5000]; 「满500享95折」 → [50000, 95], 「满2000享9折」 → [200000, 90]. */
function tiersInTitle(title: string): [amount: number, value: number][] {
  const found: [number, number][] = [];
  for (const m of title.matchAll(/满(\d+)减(\d+)/g)) found.push([Number(m[1]) * 100, Number(m[2]) * 100]);
  for (const m of title.matchAll(/满(\d+)享(\d+(?:\.\d)?)折/g)) {
    const rate = Number(m[2]);
    found.push([Number(m[1]) * 100, rate < 10 ? Math.round(rate * 10) : rate]);
  }
  // 不限金额: a tier from the first fen, which every purchase reaches.
  for (const m of title.matchAll(/不限金额享(\d+(?:\.\d)?)折/g))
    found.push([1, Math.round(Number(m[1]) * 10)]);
  return found;
}

describe('activity tiers', () => {
  it('keeps the table rules: one of reduce or rate by kind, a reduction below its amount', async () => {
    const all = await tiers();
    // 2 满减, the brand week, the store-wide 满折, the 94折 welfare zone, the announced 满减 and the
    // two 满减 scoped by category
    expect(new Set(all.map((t) => t.activity_id)).size).toBe(8);
    for (const t of all) {
      expect(t.amount).toBeGreaterThan(0);
      if (t.kind === 'manjian') {
        expect(t.rate).toBeNull();
        expect(t.reduce).toBeGreaterThan(0);
        expect(t.reduce).toBeLessThan(t.amount);
      } else {
        expect(t.kind).toBe('discount');
        expect(t.reduce).toBeNull();
        expect(t.rate).toBeGreaterThanOrEqual(1);
        expect(t.rate).toBeLessThanOrEqual(99);
      }
    }
  });

  it('gives more at a higher tier, and each title says exactly what its tiers give', async () => {
    const all = await tiers();
    for (const id of new Set(all.map((t) => t.activity_id))) {
      const own = all.filter((t) => t.activity_id === id);
      for (let i = 1; i < own.length; i++) {
        const [lower, higher] = [own[i - 1] as Tier, own[i] as Tier];
        if (higher.kind === 'manjian') expect(higher.reduce).toBeGreaterThan(lower.reduce ?? 0);
        else expect(higher.rate).toBeLessThan(lower.rate ?? 100);
      }
      expect(tiersInTitle(own[0]?.title ?? '')).toEqual(own.map((t) => [t.amount, t.reduce ?? t.rate]));
    }
    expect(tiersInTitle('满1000减50 满2000减120')).toEqual([
      [100000, 5000],
      [200000, 12000],
    ]);
    expect(tiersInTitle('94折福利 不限金额享9.4折')).toEqual([[1, 94]]);
    expect(tiersInTitle('满500享95折 满2000享9折')).toEqual([
      [50000, 95],
      [200000, 90],
    ]);
  });

  it('has one store-wide 满折 activity with no goods of its own; labels have no tiers', async () => {
    const global = await rows<{ title: string; kind: string; goods: number }>(
      `SELECT title, kind, (SELECT count(*)::int FROM activity_goods g WHERE g.activity_id = a.id) AS goods
       FROM activities a WHERE is_global`,
    );
    expect(global).toEqual([{ title: '全场满5000享98折', kind: 'discount', goods: 0 }]);
    const labels = await rows<{ title: string }>(
      'SELECT title FROM activities a WHERE NOT EXISTS (SELECT 1 FROM activity_tiers t WHERE t.activity_id = a.id) ORDER BY sort',
    );
    expect(labels.map((l) => l.title)).toEqual(['买十赠一', '限时秒杀 每日10点开抢', '近效期专场 低至5.5折']);
  });

  it('gives 买十赠一 its rule, and no other activity one', async () => {
    expect(
      await rows(
        `SELECT a.title, a.kind, r.buy_quantity, r.gift_quantity, r.gift_type FROM gift_rules r
         JOIN activities a ON a.id = r.activity_id`,
      ),
    ).toEqual([{ title: '买十赠一', kind: 'gift', buy_quantity: 10, gift_quantity: 1, gift_type: 1 }]);
  });
});

describe('flash offers', () => {
  it('sell in the flash window, two not started yet, cut from about price / 0.8', async () => {
    const flash = await rows<{
      id: number;
      base_price: number;
      original_price: number;
      starts: Date;
      ends: Date;
      a_starts: Date;
      a_ends: Date;
    }>(
      `SELECT o.id, o.base_price, o.original_price, o.sale_starts_at AS starts, o.sale_ends_at AS ends,
              a.starts_at AS a_starts, a.ends_at AS a_ends
       FROM offers o, activities a WHERE o.type = 1 AND a.kind = 'flash' ORDER BY o.id`,
    );
    expect(flash.length).toBeGreaterThan(3);
    const later = flash.filter((f) => f.starts.getTime() !== f.a_starts.getTime());
    expect(later).toHaveLength(2);
    for (const f of later) expect(f.starts.getTime()).toBeGreaterThan(Date.now());
    for (const f of flash) {
      expect(f.ends).toEqual(f.a_ends);
      expect(f.original_price % 10).toBe(0);
      expect(f.original_price).toBeGreaterThan(f.base_price);
      expect(Math.abs(f.original_price * 0.8 - f.base_price)).toBeLessThanOrEqual(8);
    }
    const others = await rows(
      `SELECT id FROM offers WHERE type <> 1 AND (sale_starts_at IS NOT NULL OR sale_ends_at IS NOT NULL
         OR original_price IS NOT NULL)`,
    );
    expect(others).toEqual([]);
  });
});

describe('combination packages', () => {
  it('are 6–10 enabled packages in their window, one limited per store', async () => {
    const packages = await rows<{ title: string; live: boolean; member_limit: number | null; sort: number }>(
      `SELECT title, is_enabled AND starts_at <= now() AND now() < ends_at AS live, member_limit, sort
       FROM combinations ORDER BY sort`,
    );
    expect(packages.length).toBeGreaterThanOrEqual(6);
    expect(packages.length).toBeLessThanOrEqual(10);
    expect(packages[0]?.title).toBe('感冒家庭常备组合');
    expect(packages.every((p) => p.live && p.title.endsWith('组合'))).toBe(true);
    expect(packages.filter((p) => p.member_limit !== null).length).toBeGreaterThanOrEqual(1);
  });

  it('hold two or three distinct goods demo may buy, in stock, at about 90% of their sum', async () => {
    const packages = await rows<{
      price: number;
      raw: number;
      items: number;
      goods: number;
      unfit: number;
    }>(
      `SELECT c.price, sum(o.base_price * i.quantity)::int AS raw, count(*)::int AS items,
              count(DISTINCT o.goods_id)::int AS goods,
              count(*) FILTER (WHERE o.type <> 0 OR NOT o.is_buy OR o.stock < i.quantity OR o.is_near_expiry
                OR NOT g.is_on_sale OR EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
                OR g.scope_id NOT IN (SELECT s.scope_id FROM company_licence_scopes s
                  JOIN company_licences l ON l.id = s.licence_id WHERE l.company_id = 1 AND l.review_status = 1))::int AS unfit
       FROM combinations c JOIN combination_items i ON i.combination_id = c.id
       JOIN offers o ON o.id = i.offer_id JOIN goods g ON g.id = o.goods_id GROUP BY c.id`,
    );
    for (const p of packages) {
      expect(p.unfit).toBe(0);
      expect(p.items).toBeGreaterThanOrEqual(2);
      expect(p.items).toBeLessThanOrEqual(3);
      expect(p.goods).toBe(p.items);
      expect(p.price % 10).toBe(0);
      expect(p.price).toBeLessThan(p.raw);
      expect(Math.abs(p.price - p.raw * 0.9)).toBeLessThanOrEqual(10);
    }
  });
});

describe('negotiated prices and shipping', () => {
  it('gives demo 5–10 open-ended negotiated prices at about 92%', async () => {
    const prices = await rows<{ company_id: number; price: number; base_price: number; open: boolean }>(
      `SELECT n.company_id, n.price, o.base_price, n.starts_at IS NULL AND n.ends_at IS NULL AS open
       FROM negotiated_prices n JOIN offers o ON o.id = n.offer_id`,
    );
    expect(prices.length).toBeGreaterThanOrEqual(5);
    expect(prices.length).toBeLessThanOrEqual(10);
    for (const p of prices) {
      expect(p).toMatchObject({ company_id: 1, open: true });
      expect(p.price).toBeLessThan(p.base_price);
      expect(Math.abs(p.price - p.base_price * 0.92)).toBeLessThanOrEqual(10);
    }
  });

  it('charges 15.00 shipping below 800.00', async () => {
    expect(await rows("SELECT value FROM settings WHERE key = 'shipping_rule'")).toEqual([
      { value: { fee: 1500, free_threshold: 80000 } },
    ]);
  });
});
