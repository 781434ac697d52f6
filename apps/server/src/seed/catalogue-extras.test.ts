/**
 * The catalogue zones' demo data in the API tests' template database: herbal origins and grades,
 * device classes, near-expiry prices, inspection reports, controlled sales, featured brands,
 * activities and favourites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { DbHandle } from '../db/client.ts';
import { ACTIVITIES } from './activities.ts';
import { HERBAL_GRADES } from './catalogue-extras.ts';
import { CONTROL_ZONES, FEATURED_BRAND_COUNT } from './zones.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

const rows = <T>(text: string, params?: unknown[]) => handle.query<T>(text, params);
const count = async (text: string, params?: unknown[]) =>
  (await rows<{ n: number }>(text, params))[0]?.n ?? Number.NaN;

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose?.();
});

const byScope = (code: string) =>
  `FROM goods g JOIN business_scopes s ON s.id = g.scope_id WHERE s.code ${code}`;

describe('herbal pieces and devices', () => {
  it('gives every herbal piece an origin and a grade, and nothing else one', async () => {
    const herbal = await rows<{ origin: string; grade: string }>(
      `SELECT g.origin, g.grade ${byScope("= 'herbal'")}`,
    );
    expect(herbal.length).toBeGreaterThan(10);
    for (const h of herbal) {
      expect(h.origin).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(HERBAL_GRADES).toContain(h.grade);
    }
    expect(new Set(herbal.map((h) => h.origin)).size).toBeGreaterThan(5);
    expect(
      await count(
        `SELECT count(*)::int AS n ${byScope("<> 'herbal'")} AND (g.origin <> '' OR g.grade <> '')`,
      ),
    ).toBe(0);
  });

  it('classes every device, with a registration or filing number that matches the class', async () => {
    const devices = await rows<{ device_class: string; approval_number: string }>(
      `SELECT g.device_class, g.approval_number ${byScope("= 'device'")}`,
    );
    const pattern: Record<string, RegExp> = {
      一类: /^.械备\d{8}号$/,
      二类: /^.械注准\d{4}2\d{6}$/,
      三类: /^国械注准\d{4}3\d{6}$/,
    };
    for (const d of devices) expect(d.approval_number).toMatch(pattern[d.device_class] as RegExp);
    expect(new Set(devices.map((d) => d.device_class))).toEqual(new Set(['一类', '二类', '三类']));
    expect(await count(`SELECT count(*)::int AS n ${byScope("<> 'device'")} AND g.device_class <> ''`)).toBe(
      0,
    );
    const described = await count(
      `SELECT count(*)::int AS n ${byScope("= 'device'")} AND position(g.approval_number IN g.description) = 0`,
    );
    expect(described).toBe(0);
  });
});

describe('near-expiry offers', () => {
  it('sell below the base price; others have no near-expiry price', async () => {
    const near = await rows<{ base_price: number; near_expiry_price: number | null }>(
      'SELECT base_price, near_expiry_price FROM offers WHERE is_near_expiry',
    );
    expect(near.length).toBeGreaterThan(0);
    for (const o of near) {
      expect(o.near_expiry_price).toBeGreaterThan(0);
      expect(o.near_expiry_price).toBeLessThan(o.base_price);
    }
    expect(
      await count(
        'SELECT count(*)::int AS n FROM offers WHERE NOT is_near_expiry AND near_expiry_price IS NOT NULL',
      ),
    ).toBe(0);
  });
});

describe('inspection reports', () => {
  it('covers most offer batches with one or two reports on a handful of shared images', async () => {
    const offers = await count('SELECT count(*)::int AS n FROM offers');
    const covered = await count(
      `SELECT count(*)::int AS n FROM offers o WHERE EXISTS (SELECT 1 FROM inspection_reports r
       WHERE r.goods_id = o.goods_id AND r.batch_number = o.batch_number)`,
    );
    expect(covered / offers).toBeGreaterThan(0.8);
    const perBatch = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM inspection_reports GROUP BY goods_id, batch_number',
    );
    expect(perBatch.every((b) => b.n === 1 || b.n === 2)).toBe(true);
    expect(perBatch.some((b) => b.n === 2)).toBe(true);
    const orphans = await count(
      `SELECT count(*)::int AS n FROM inspection_reports r WHERE NOT EXISTS
       (SELECT 1 FROM offers o WHERE o.goods_id = r.goods_id AND o.batch_number = r.batch_number)`,
    );
    expect(orphans).toBe(0);
    const images = await rows<{ image: string; stored: boolean }>(
      `SELECT DISTINCT r.image, EXISTS (SELECT 1 FROM media m WHERE '/media/' || m.id = r.image) AS stored
       FROM inspection_reports r`,
    );
    expect(images.length).toBeLessThanOrEqual(6);
    expect(images.every((i) => i.stored)).toBe(true);
    const titles = await rows<{ title: string }>('SELECT DISTINCT title FROM inspection_reports ORDER BY 1');
    expect(titles.map((t) => t.title)).toContain('药品检验报告书');
  });
});

describe('controlled sales', () => {
  it('puts about 5% of the goods under the rules of four zones with banners', async () => {
    const zones = await rows<{ slug: string; banner: string; n: number }>(
      `SELECT z.slug, z.banner, count(r.goods_id)::int AS n FROM control_zones z
       LEFT JOIN control_rules r ON r.zone_id = z.id GROUP BY z.id ORDER BY z.sort`,
    );
    expect(zones.map((z) => z.slug)).toEqual(CONTROL_ZONES.map((z) => z.slug));
    expect(zones.every((z) => z.n >= 4 && z.banner === `/media/kxzq-${z.slug}.svg`)).toBe(true);
    const goods = await count('SELECT count(*)::int AS n FROM goods');
    const controlled = zones.reduce((sum, z) => sum + z.n, 0);
    expect(controlled).toBeGreaterThanOrEqual(Math.min(16, goods));
    expect(controlled / goods).toBeLessThan(0.08);
  });

  it('lets demo see 华东 goods and demo2 诊所 goods, and keeps controlled goods out of the demo carts', async () => {
    const allowedFor = (companyId: number) =>
      rows<{ slug: string }>(
        `SELECT DISTINCT z.slug FROM control_rules r JOIN control_zones z ON z.id = r.zone_id, companies c
         WHERE c.id = $1
           AND (cardinality(r.allowed_provinces) = 0 OR c.province = ANY(r.allowed_provinces))
           AND (cardinality(r.allowed_customer_types) = 0 OR c.customer_type = ANY(r.allowed_customer_types))
         ORDER BY 1`,
        [companyId],
      );
    expect((await allowedFor(1)).map((z) => z.slug)).toEqual(['huadong']);
    expect((await allowedFor(3)).map((z) => z.slug)).toEqual(['huazhong', 'zhensuo']);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM cart_lines l JOIN offers o ON o.id = l.offer_id JOIN control_rules r ON r.goods_id = o.goods_id',
      ),
    ).toBe(0);
  });
});

describe('brand zone', () => {
  it('features 8 brands with goods, each with a stored banner', async () => {
    const brands = await rows<{ banner: string; goods: number; stored: boolean }>(
      `SELECT b.banner, (SELECT count(*)::int FROM goods g WHERE g.brand_id = b.id) AS goods,
              EXISTS (SELECT 1 FROM media m WHERE '/media/' || m.id = b.banner) AS stored
       FROM brands b WHERE b.is_featured`,
    );
    expect(brands).toHaveLength(FEATURED_BRAND_COUNT);
    expect(brands.every((b) => b.goods > 0 && b.stored)).toBe(true);
  });
});

describe('activities', () => {
  it('runs every activity now but the announced one, each linked to some goods (at most a few hundred) or categories, or store-wide', async () => {
    const list = await rows<{
      title: string;
      kind: string;
      running: boolean;
      scheduled: boolean;
      is_global: boolean;
      n: number;
      categories: number;
    }>(
      `SELECT a.title, a.kind, (a.starts_at <= now() AND now() < a.ends_at AND a.is_enabled) AS running,
              (a.starts_at > now() AND a.is_enabled) AS scheduled,
              a.is_global, (SELECT count(*)::int FROM activity_goods ag WHERE ag.activity_id = a.id) AS n,
              (SELECT count(*)::int FROM activity_categories ac WHERE ac.activity_id = a.id) AS categories
       FROM activities a ORDER BY a.sort`,
    );
    expect(list.map((a) => a.title)).toEqual(ACTIVITIES.map((a) => a.title));
    expect(list.map((a) => a.title)).toContain('满1000减50 满2000减120');
    expect(new Set(list.map((a) => a.kind))).toEqual(new Set(['manjian', 'discount', 'gift', 'flash']));
    for (const [i, a] of list.entries()) {
      // An activity seeded to start later has not started; every other one runs now.
      const startsLater = (ACTIVITIES[i]?.window[0] ?? 0) > 0;
      expect(a.running, a.title).toBe(!startsLater);
      expect(a.scheduled, a.title).toBe(startsLater);
      if (a.is_global) {
        expect(a.n + a.categories).toBe(0);
        continue;
      }
      expect(a.n + a.categories).toBeGreaterThan(0);
      expect(a.n).toBeLessThanOrEqual(300);
    }
    expect(list.filter((a) => a.is_global).map((a) => a.title)).toEqual(['全场满5000享98折']);
    expect(list.filter((a) => a.scheduled).map((a) => a.title)).toEqual(['年终采购节 满2000减150']);
  });

  it('scopes two 满减 by category, one of them to stores in 华东 (demo in 浙江, not demo2 in 湖北)', async () => {
    const scoped = await rows<{ title: string; categories: string[]; provinces: string[]; types: string[] }>(
      `SELECT a.title, a.allowed_provinces AS provinces, a.allowed_customer_types AS types,
              array(SELECT c.name FROM activity_categories ac JOIN categories c ON c.id = ac.category_id
                    WHERE ac.activity_id = a.id ORDER BY c.name) AS categories
       FROM activities a WHERE EXISTS (SELECT 1 FROM activity_categories ac WHERE ac.activity_id = a.id)
       ORDER BY a.sort`,
    );
    expect(scoped).toEqual([
      {
        title: '华东门店专享 中药饮片满800减40',
        categories: ['中药饮片'],
        provinces: ['浙江省', '江苏省', '上海市'],
        types: [],
      },
      { title: '家用检测器械 满500减30', categories: ['家用检测'], provinces: [], types: [] },
    ]);
    const stores = await rows<{ username: string; province: string }>(
      `SELECT m.username, c.province FROM members m JOIN companies c ON c.id = m.current_company_id
       WHERE m.username IN ('demo', 'demo2') ORDER BY m.username`,
    );
    expect(stores).toEqual([
      { username: 'demo', province: '浙江省' },
      { username: 'demo2', province: '湖北省' },
    ]);
  });

  it('sells the welfare goods at 9.4折 from the first fen, and no other activity lists them', async () => {
    const tiers = await rows<{ amount: number; rate: number }>(
      `SELECT t.amount, t.rate FROM activity_tiers t JOIN activities a ON a.id = t.activity_id WHERE a.slug = 'welfare'`,
    );
    expect(tiers).toEqual([{ amount: 1, rate: 94 }]);
    const shared = await rows<{ n: number; total: number }>(
      `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM activity_goods o WHERE o.goods_id = w.goods_id
                AND o.activity_id <> w.activity_id))::int AS n, count(*)::int AS total
       FROM activity_goods w JOIN activities a ON a.id = w.activity_id WHERE a.slug = 'welfare'`,
    );
    expect(shared[0]?.n).toBe(0);
    expect(shared[0]?.total).toBeGreaterThan(5);
    const byCategory = await count(
      `WITH RECURSIVE covered(id) AS (
         SELECT category_id FROM activity_categories
         UNION SELECT c.id FROM categories c JOIN covered ON c.parent_id = covered.id)
       SELECT count(*)::int AS n FROM activity_goods w JOIN activities a ON a.id = w.activity_id
       JOIN goods g ON g.id = w.goods_id WHERE a.slug = 'welfare' AND g.category_id IN (SELECT id FROM covered)`,
    );
    expect(byCategory).toBe(0);
  });
});

describe('demo favourites', () => {
  it('stars goods each store may see, including one controlled goods', async () => {
    const favourites = await rows<{ company_id: number; n: number; controlled: number }>(
      `SELECT f.company_id, count(*)::int AS n, count(r.goods_id)::int AS controlled
       FROM favorites f LEFT JOIN control_rules r ON r.goods_id = f.goods_id GROUP BY 1 ORDER BY 1`,
    );
    expect(favourites).toEqual([
      { company_id: 1, n: 9, controlled: 1 },
      { company_id: 3, n: 4, controlled: 1 },
    ]);
  });
});
