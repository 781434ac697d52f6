/**
 * The demo seed on its own databases: two seeds of the same size are identical, and the facts
 * other tests and the README rely on hold (demo logins, stores, cart, points, catalogue rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { verifyPassword } from '../modules/user/password.ts';
import { isSeeded, seedDemo } from './index.ts';

const SIZE = 200;
const NOW = new Date('2026-06-15T04:00:00Z');

let first: DbHandle;
let second: DbHandle;

const rows = <T>(handle: DbHandle, text: string, params?: unknown[]) => handle.query<T>(text, params);
async function one<T>(handle: DbHandle, text: string, params?: unknown[]): Promise<T> {
  const [row] = await rows<T>(handle, text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}
const count = async (text: string, params?: unknown[]) => (await one<{ n: number }>(first, text, params)).n;

beforeAll(async () => {
  first = await openPglite();
  await migrate(first);
  // A copy of the migrated, empty database is much faster than creating a second one.
  second = await openPglite({ loadDataDir: await first.dump!() });
  expect(await isSeeded(first)).toBe(false);
  await seedDemo(first, { size: SIZE, now: NOW });
  await seedDemo(second, { size: SIZE, now: NOW });
}, 60_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('seedDemo', () => {
  it('is deterministic: the same size gives the same goods, offers and tiers', async () => {
    for (const table of ['goods', 'offers', 'ladder_prices', 'categories', 'manufacturers']) {
      const sql = `SELECT * FROM ${table} ORDER BY id`;
      expect(await rows(second, sql)).toEqual(await rows(first, sql));
    }
    const images = "SELECT id, md5(body) AS sum FROM media WHERE id LIKE 'goods-%' ORDER BY id";
    expect(await rows(second, images)).toEqual(await rows(first, images));
  });

  it('is deterministic for the catalogue extras, the pricing data, the carts and favourites', async () => {
    for (const sql of [
      'SELECT id, origin, grade, device_class, approval_number FROM goods ORDER BY id',
      'SELECT id, near_expiry_price FROM offers ORDER BY id',
      'SELECT * FROM inspection_reports ORDER BY id',
      'SELECT id, slug, name, banner, description, sort FROM control_zones ORDER BY id',
      'SELECT * FROM control_rules ORDER BY goods_id',
      'SELECT * FROM brands ORDER BY id',
      'SELECT * FROM activities ORDER BY id',
      'SELECT * FROM activity_goods ORDER BY 1, 2',
      'SELECT * FROM activity_tiers ORDER BY id',
      'SELECT * FROM gift_rules ORDER BY 1',
      'SELECT * FROM combinations ORDER BY id',
      'SELECT * FROM combination_items ORDER BY 1, 2',
      'SELECT * FROM negotiated_prices ORDER BY 1, 2',
      'SELECT id, sale_starts_at, sale_ends_at, original_price FROM offers ORDER BY id',
      'SELECT * FROM cart_lines ORDER BY id',
      'SELECT * FROM favorites ORDER BY 1, 2',
    ]) {
      expect(await rows(second, sql)).toEqual(await rows(first, sql));
    }
  });

  it('creates exactly `size` offers, one or two per goods', async () => {
    expect(await count('SELECT count(*)::int AS n FROM offers')).toBe(SIZE);
    const perGoods = await rows<{ n: number }>(
      first,
      'SELECT count(*)::int AS n FROM offers GROUP BY goods_id',
    );
    expect(perGoods.every((g) => g.n === 1 || g.n === 2)).toBe(true);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM goods g WHERE NOT EXISTS (SELECT 1 FROM offers o WHERE o.goods_id = g.id)',
      ),
    ).toBe(0);
  });

  it('marks the database as seeded and refuses to seed it twice', async () => {
    expect(await isSeeded(first)).toBe(true);
    await expect(seedDemo(first, { size: SIZE })).rejects.toThrow('empty database');
    await expect(seedDemo(first, { size: 5 })).rejects.toThrow('seed size');
  });

  it('moves id sequences past the explicit ids', async () => {
    const { id } = await one<{ id: number }>(
      first,
      "INSERT INTO warehouses (name) VALUES ('临时仓') RETURNING id",
    );
    expect(id).toBe(4);
    await first.query('DELETE FROM warehouses WHERE id = $1', [id]);
  });
});

describe('demo members', () => {
  it('logs demo, demo2 and demo3 in with demo123456', async () => {
    const members = await rows<{ username: string; phone: string; password_hash: string }>(
      first,
      "SELECT username, phone, password_hash FROM members WHERE role = 'buyer' ORDER BY id",
    );
    expect(members.map((m) => [m.username, m.phone])).toEqual([
      ['demo', '13800000001'],
      ['demo2', '13800000002'],
      ['demo3', '13800000003'],
    ]);
    for (const m of members) expect(await verifyPassword(m.password_hash, 'demo123456')).toBe(true);
  });

  it('gives demo two approved stores with a named account manager and a signed contract', async () => {
    const stores = await rows<Record<string, unknown>>(
      first,
      `SELECT c.id, c.name, c.review_status, c.rank, c.customer_type, c.province, c.city, c.district,
              c.salesperson_code, c.is_can_chat, c.contract_signed_at, a.name AS manager, a.is_default,
              m.current_company_id
       FROM companies c JOIN members m ON m.id = c.member_id JOIN account_managers a ON a.id = c.account_manager_id
       WHERE m.username = 'demo' ORDER BY c.id`,
    );
    expect(stores.map((s) => s.name)).toEqual(['康源大药房（演示店）', '康源大药房（城西分店）']);
    const [main] = stores;
    expect(main).toMatchObject({
      review_status: 1,
      rank: '金牌会员',
      customer_type: '单体药店',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      salesperson_code: 'YW001',
      is_can_chat: true,
      manager: '王静',
      is_default: false,
      current_company_id: main?.id,
    });
    expect(main?.contract_signed_at).toBeInstanceOf(Date);
    expect(stores.every((s) => s.review_status === 1)).toBe(true);
  });

  it('gives demo2 an approved clinic with the default manager and demo3 a pending store', async () => {
    const demo2 = await one<Record<string, unknown>>(
      first,
      `SELECT c.name, c.customer_type, c.review_status, a.is_default FROM members m
       JOIN companies c ON c.id = m.current_company_id JOIN account_managers a ON a.id = c.account_manager_id
       WHERE m.username = 'demo2'`,
    );
    expect(demo2).toEqual({
      name: '仁和诊所（演示）',
      customer_type: '诊所',
      review_status: 1,
      is_default: true,
    });
    const demo3 = await one<{ name: string; review_status: number }>(
      first,
      "SELECT c.name, c.review_status FROM members m JOIN companies c ON c.id = m.current_company_id WHERE m.username = 'demo3'",
    );
    expect(demo3).toEqual({ name: '百草堂药店（待审核）', review_status: 0 });
  });

  it('has exactly one default account manager, the service centre', async () => {
    const defaults = await rows(first, 'SELECT name, phone FROM account_managers WHERE is_default');
    expect(defaults).toEqual([{ name: '客服中心', phone: '400-826-1888' }]);
    expect(await count('SELECT count(*)::int AS n FROM account_managers')).toBeGreaterThanOrEqual(4);
  });

  it('fills carts with lines that respect the quantity rules; demo2 has two plain lines', async () => {
    const lines = await rows<{
      company_id: number;
      goods_id: number;
      type: number;
      quantity: number;
      min_quantity: number;
      step: number;
      stock: number;
    }>(
      first,
      `SELECT l.company_id, o.goods_id, l.type, l.quantity, o.min_quantity, o.step, o.stock FROM cart_lines l
       JOIN offers o ON o.id = l.offer_id ORDER BY l.id`,
    );
    const demo2 = lines.filter((l) => l.company_id === 3);
    expect(demo2).toHaveLength(2);
    expect(demo2.every((l) => l.type === 0)).toBe(true);
    expect(new Set(demo2.map((l) => l.goods_id)).size).toBe(2);
    const demo = lines.filter((l) => l.company_id === 1);
    expect(new Set(demo.map((l) => l.goods_id)).size).toBe(demo.length);
    for (const l of lines) {
      expect(l.quantity).toBeGreaterThanOrEqual(l.min_quantity);
      expect(l.quantity % l.step).toBe(0);
      if (l.stock > 0) expect(l.quantity).toBeLessThanOrEqual(l.stock);
    }
    // demo's cart shows every kind of line (pricing.test.ts checks each one).
    expect(await count('SELECT count(*)::int AS n FROM cart_lines WHERE company_id = 1')).toBe(10);
    expect(await count('SELECT count(*)::int AS n FROM cart_lines WHERE company_id NOT IN (1, 3)')).toBe(0);
  });

  it('gives demo 3 unread and 2 read messages and points; demo2 one unread message', async () => {
    const inbox = await rows(
      first,
      'SELECT company_id, is_read, count(*)::int AS n FROM messages GROUP BY company_id, is_read ORDER BY 1, 2',
    );
    expect(inbox).toEqual([
      { company_id: 1, is_read: false, n: 3 },
      { company_id: 1, is_read: true, n: 2 },
      { company_id: 3, is_read: false, n: 1 },
    ]);
    // 800 given by hand, 1 per whole yuan kept on each completed order, the mall redemption spent
    const earned = await count(
      `SELECT coalesce(sum(floor((balance_amount + paid_amount - refunded_amount) / 100)), 0)::int AS n
       FROM orders WHERE company_id = 1 AND status = 3`,
    );
    const redeemed = await count(
      'SELECT coalesce(sum(total_points), 0)::int AS n FROM points_orders WHERE company_id = 1',
    );
    expect(earned).toBeGreaterThan(0);
    expect(redeemed).toBeGreaterThan(0);
    expect(await count('SELECT sum(delta)::int AS n FROM points_ledger WHERE company_id = 1')).toBe(
      800 + earned - redeemed,
    );
    expect(
      await count("SELECT -sum(delta)::int AS n FROM points_ledger WHERE company_id = 1 AND kind = 'redeem'"),
    ).toBe(redeemed);
    expect(await count('SELECT count(*)::int AS n FROM points_goods WHERE is_active')).toBe(12);
  });
});

describe('demo cashback', () => {
  it('runs one campaign with three tiers; no completed order of its window went without cashback', async () => {
    const tiers = await rows(
      first,
      'SELECT threshold_fen, cashback_fen FROM cashback_tiers ORDER BY threshold_fen',
    );
    expect(tiers).toEqual([
      { threshold_fen: 100000, cashback_fen: 2000 },
      { threshold_fen: 300000, cashback_fen: 8000 },
      { threshold_fen: 500000, cashback_fen: 15000 },
    ]);
    const owed = await count(
      `SELECT count(*)::int AS n FROM orders o JOIN cashback_campaigns c
         ON o.created_at >= c.starts_at AND o.created_at < c.ends_at
       WHERE o.status = 3 AND NOT EXISTS (SELECT 1 FROM order_cashbacks b WHERE b.order_id = o.id)`,
    );
    expect(owed).toBe(0);
    // demo's order awaiting receipt was placed inside the window: it earns when confirmed
    expect(
      await count(
        `SELECT count(*)::int AS n FROM orders o JOIN cashback_campaigns c
           ON o.created_at >= c.starts_at AND o.created_at < c.ends_at
         WHERE o.company_id = 1 AND o.status = 2`,
      ),
    ).toBeGreaterThan(0);
  });
});
