/** The seeded catalogue (the API tests' template database) follows the store's rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { CHINA_TODAY_TEXT } from '../db/china-time.ts';
import type { DbHandle } from '../db/client.ts';
import { SCOPES } from './categories-data.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;

const rows = <T>(text: string, params?: unknown[]) => handle.query<T>(text, params);
const count = async (text: string, params?: unknown[]) => (await rows<{ n: number }>(text, params))[0]?.n;

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
});

afterAll(async () => {
  await dispose?.();
});

/** Never listed (DESIGN §6): vaccines, blood products, narcotics, psychotropics, toxic, radioactive. */
const FORBIDDEN =
  /疫苗|血液|白蛋白|球蛋白|麻醉|精神|毒性|放射|戒毒|易制毒|吗啡|芬太尼|哌替啶|可待因|地西泮|唑仑|曲马多|氯胺酮|右美沙芬|罂粟|生半夏|附子|马钱子/;

describe('catalogue compliance', () => {
  it('has only the allowed business scopes and no forbidden goods', async () => {
    const scopes = await rows<{ name: string }>('SELECT name FROM business_scopes ORDER BY id');
    expect(scopes.map((s) => s.name)).toEqual(SCOPES.map((s) => s.name));
    expect(scopes.some((s) => FORBIDDEN.test(s.name))).toBe(false);
    const names = await rows<{ name: string }>('SELECT DISTINCT generic_name AS name FROM goods');
    expect(names.filter((n) => FORBIDDEN.test(n.name))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(150);
  });

  it('uses real approval-number formats per scope', async () => {
    const goods = await rows<{ code: string; approval_number: string }>(
      'SELECT s.code, g.approval_number FROM goods g JOIN business_scopes s ON s.id = g.scope_id',
    );
    const formats: Record<string, RegExp> = {
      rx: /^国药准字[HS]\d{8}$/,
      otc: /^国药准字[HS]\d{8}$/,
      special_compound: /^国药准字H\d{8}$/,
      tcm: /^国药准字Z\d{8}$/,
      herbal: /^$/,
      // class II and III devices are registered (注准), class I ones filed (备)
      device: /^(.械注准\d{11}|.械备\d{8}号)$/,
      health_food: /^国食健注G\d{8}$/,
    };
    for (const g of goods) if (formats[g.code]) expect(g.approval_number).toMatch(formats[g.code] as RegExp);
  });
});

describe('catalogue structure', () => {
  it('has at least 9 sorted roots, 3–6 children each and 2–5 grandchildren per child', async () => {
    const roots = await rows<{ id: number; name: string }>(
      'SELECT id, name FROM categories WHERE level = 1 ORDER BY sort, id',
    );
    expect(roots.length).toBeGreaterThanOrEqual(9);
    for (const name of [
      '西药',
      '中成药',
      '中药饮片',
      '医疗器械',
      '保健食品',
      '计生用品',
      '消毒用品',
      '个人护理',
      '参茸滋补',
    ]) {
      expect(roots.map((r) => r.name)).toContain(name);
    }
    const children = await rows<{ parent_id: number; n: number }>(
      'SELECT parent_id, count(*)::int AS n FROM categories WHERE level = 2 GROUP BY parent_id',
    );
    expect(children).toHaveLength(roots.length);
    for (const c of children) expect(c.n).toBeGreaterThanOrEqual(3);
    for (const c of children) expect(c.n).toBeLessThanOrEqual(6);
    const grandchildren = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM categories WHERE level = 3 GROUP BY parent_id',
    );
    expect(grandchildren.every((g) => g.n >= 2 && g.n <= 5)).toBe(true);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM goods g JOIN categories c ON c.id = g.category_id WHERE c.level <> 3',
      ),
    ).toBe(0);
  });

  it('has 60+ manufacturers with pinyin initials and 20+ brands', async () => {
    expect(await count('SELECT count(*)::int AS n FROM manufacturers')).toBeGreaterThanOrEqual(60);
    const hbzy = await rows<{ initials: string; pinyin: string }>(
      "SELECT initials, pinyin FROM manufacturers WHERE name = '华北制药股份有限公司'",
    );
    expect(hbzy).toEqual([{ initials: 'hbzygfyxgs', pinyin: 'huabeizhiyaogufenyouxiangongsi' }]);
    expect(await count('SELECT count(*)::int AS n FROM brands')).toBeGreaterThanOrEqual(20);
    expect(await count('SELECT count(*)::int AS n FROM warehouses')).toBe(3);
  });

  it('spells every goods name for pinyin search: 阿莫西林 by the initials prefix amxl', async () => {
    const hits = await rows<{ term: string; initials: string }>(
      "SELECT term, initials FROM search_terms WHERE initials LIKE 'amxl%'",
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.term.startsWith('阿莫西林'))).toBe(true);
    expect(hits.map((h) => h.initials)).toContain('amxljn');
    const unspelled = await count(
      `SELECT count(*)::int AS n FROM goods g
       WHERE NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.term = g.name AND s.pinyin_words <> '')`,
    );
    expect(unspelled).toBe(0);
  });

  it('points every image URL at a media row', async () => {
    const missing = await count(
      `SELECT count(*)::int AS n FROM (
         SELECT jsonb_array_elements_text(images) AS url FROM goods
         UNION ALL SELECT logo FROM categories WHERE logo <> '' UNION ALL SELECT logo1 FROM categories WHERE logo1 <> ''
         UNION ALL SELECT logo FROM brands UNION ALL SELECT image FROM focus_slots
         UNION ALL SELECT jsonb_array_elements(value->'footer'->'licences')->>'image' FROM settings WHERE key = 'site'
         UNION ALL SELECT value->>'mini_program' FROM settings WHERE key = 'qr'
         UNION ALL SELECT value->>'official_account' FROM settings WHERE key = 'qr'
       ) u WHERE NOT EXISTS (SELECT 1 FROM media m WHERE '/media/' || m.id = u.url)`,
    );
    expect(missing).toBe(0);
    const svg = await rows<{ body: Uint8Array }>("SELECT body FROM media WHERE id = 'goods-1.svg'");
    const text = Buffer.from(svg[0]?.body ?? []).toString('utf8');
    expect(text).toContain('<svg');
    expect(text).toContain('Noto Sans CJK SC');
  });
});

describe('offers', () => {
  it('keeps stock and prices sane', async () => {
    expect(await count('SELECT count(*)::int AS n FROM offers WHERE stock < 0 OR base_price <= 0')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM offers WHERE stock = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM offers WHERE NOT is_buy')).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM offers WHERE min_quantity % step <> 0')).toBe(0);
  });

  it('gives ladder offers 2–3 tiers with higher quantities at lower prices', async () => {
    const tiers = await rows<{ offer_id: number; quantity: number; price: number; base_price: number }>(
      `SELECT l.offer_id, l.quantity, l.price, o.base_price FROM ladder_prices l
       JOIN offers o ON o.id = l.offer_id ORDER BY l.offer_id, l.quantity`,
    );
    const byOffer = new Map<number, typeof tiers>();
    for (const t of tiers) byOffer.set(t.offer_id, [...(byOffer.get(t.offer_id) ?? []), t]);
    expect(byOffer.size).toBe(
      await count('SELECT count(*)::int AS n FROM offers WHERE ladder_price_type = 1'),
    );
    for (const list of byOffer.values()) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(3);
      let previous = list[0]?.base_price ?? 0;
      for (const t of list) {
        expect(t.price).toBeLessThan(previous);
        previous = t.price;
      }
    }
  });

  it('keeps flags, tags and dates consistent', async () => {
    expect(await count("SELECT count(*)::int AS n FROM offers WHERE (type = 1) <> ('秒' = ANY(tags))")).toBe(
      0,
    );
    expect(await count('SELECT count(*)::int AS n FROM offers WHERE type = 1 AND member_limit IS NULL')).toBe(
      0,
    );
    expect(await count("SELECT count(*)::int AS n FROM offers WHERE is_youx <> ('优' = ANY(tags))")).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM offers WHERE is_youx AND NOT is_free_shipping')).toBe(
      0,
    );
    expect(
      await count(
        "SELECT count(*)::int AS n FROM offers WHERE NOT tags <@ ARRAY['优','新','秒','特','满','换购','赠']",
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM offers WHERE is_near_expiry <> (expiry_date < ${CHINA_TODAY_TEXT} + interval '6 months')
           OR production_date >= expiry_date OR batch_number !~ '^B\\d{7}$'`,
      ),
    ).toBe(0);
  });
});
