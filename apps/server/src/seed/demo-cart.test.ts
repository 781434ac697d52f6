/**
 * demo's cart in the API tests' template database shows every kind of line the cart page must
 * render, each one a quantity the server would accept, and its goods ones demo may buy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { DbHandle } from '../db/client.ts';
import { ACTIVITY_ID } from './activities.ts';
import { type CartOffer, pairBelowTier } from './demo-cart.ts';

let handle: DbHandle;
let dispose: () => Promise<void>;
let lines: Line[];

interface Line {
  id: number;
  offer_id: number | null;
  combination_id: number | null;
  type: number;
  line_key: string;
  quantity: number;
  is_selected: boolean;
  is_yj: boolean;
  base_price: number;
  min_quantity: number;
  step: number;
  stock: number;
  member_limit: number | null;
  is_buy: boolean;
  is_near_expiry: boolean;
  /** the lowest ladder quantity, or null */
  first_tier: number | null;
  activities: number[];
  in_window: boolean;
  negotiated: boolean;
  visible: boolean;
}

beforeAll(async () => {
  ({ handle, dispose } = await openTestDatabase());
  lines = await handle.query<Line>(
    `SELECT l.id, l.offer_id, l.combination_id, l.type, l.line_key, l.quantity, l.is_selected, l.is_yj,
            o.base_price, o.min_quantity, o.step, o.stock, o.member_limit, o.is_buy, o.is_near_expiry,
            (SELECT min(quantity) FROM ladder_prices lp WHERE lp.offer_id = o.id) AS first_tier,
            coalesce((SELECT array_agg(ag.activity_id ORDER BY ag.activity_id) FROM activity_goods ag
              WHERE ag.goods_id = o.goods_id), '{}') AS activities,
            coalesce(o.sale_starts_at <= now() AND now() < o.sale_ends_at, false) AS in_window,
            EXISTS (SELECT 1 FROM negotiated_prices n WHERE n.company_id = 1 AND n.offer_id = o.id) AS negotiated,
            g.id IS NULL OR (g.is_on_sale AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
              AND g.scope_id IN (SELECT s.scope_id FROM company_licence_scopes s
                JOIN company_licences cl ON cl.id = s.licence_id WHERE cl.company_id = 1 AND cl.review_status = 1))
              AS visible
     FROM cart_lines l LEFT JOIN offers o ON o.id = l.offer_id LEFT JOIN goods g ON g.id = o.goods_id
     WHERE l.company_id = 1 ORDER BY l.id`,
  );
});
afterAll(async () => {
  await dispose?.();
});

const offerLines = () => lines.filter((l) => l.offer_id !== null);
const tierAmount = async (activityId: number) =>
  (
    await handle.query<{ amount: number }>(
      'SELECT min(amount)::int AS amount FROM activity_tiers WHERE activity_id = $1',
      [activityId],
    )
  )[0]?.amount ?? Number.NaN;
/** A line at its ordinary base price: what counts toward a tier. */
const atBasePrice = (l: Line) =>
  l.type === 0 && !l.is_yj && !l.is_near_expiry && (l.first_tier === null || l.quantity < l.first_tier);

describe("demo's cart", () => {
  it('keeps every quantity within minimum, step, limit and stock, with keys that say what merges', () => {
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const l of offerLines()) {
      expect(l.quantity).toBeGreaterThanOrEqual(l.min_quantity);
      expect(l.quantity % l.step).toBe(0);
      if (l.member_limit !== null) expect(l.quantity).toBeLessThanOrEqual(l.member_limit);
      if (l.stock > 0) expect(l.quantity).toBeLessThanOrEqual(l.stock);
      expect(l.line_key).toBe(`o${l.offer_id}${l.is_yj ? 'y' : ''}`);
      expect(l.visible).toBe(true);
    }
  });

  it('has two lines of 满1000减50 just below its first tier, one more step crossing it', async () => {
    const tier = await tierAmount(ACTIVITY_ID.manjian1000);
    const own = lines.filter((l) => l.activities.includes(ACTIVITY_ID.manjian1000));
    expect(own).toHaveLength(2);
    expect(own.every(atBasePrice)).toBe(true);
    const total = own.reduce((sum, l) => sum + l.base_price * l.quantity, 0);
    expect(total).toBeLessThan(tier);
    expect(total).toBeGreaterThanOrEqual(tier * 0.8);
    expect(own.some((l) => total + l.base_price * l.step >= tier && l.quantity + l.step <= l.stock)).toBe(
      true,
    );
  });

  it('has one line of 满3000减200 that reaches its first tier', async () => {
    const tier = await tierAmount(ACTIVITY_ID.manjian3000);
    const own = lines.filter((l) => l.activities.includes(ACTIVITY_ID.manjian3000));
    expect(own).toHaveLength(1);
    expect(own.every(atBasePrice)).toBe(true);
    expect((own[0]?.base_price ?? 0) * (own[0]?.quantity ?? 0)).toBeGreaterThanOrEqual(tier);
  });

  it('keeps its other lines out of the goods-level 满减 and 满折 activities', () => {
    const tiered = [ACTIVITY_ID.manjian1000, ACTIVITY_ID.manjian3000, ACTIVITY_ID.brandWeek];
    const others = offerLines().filter((l) => l.activities.some((a) => tiered.includes(a)));
    expect(others).toHaveLength(3);
  });

  it('shows a ladder line past its first tier, an in-window flash line and a gift line of ten or more', () => {
    expect(
      lines.some((l) => l.type === 0 && !l.is_yj && l.first_tier !== null && l.quantity >= l.first_tier),
    ).toBe(true);
    const flash = lines.filter((l) => l.type === 1);
    expect(flash).toHaveLength(1);
    expect(flash[0]?.in_window).toBe(true);
    expect(
      lines.some(
        (l) => l.type === 0 && l.activities.includes(ACTIVITY_ID.gift) && l.quantity >= 10 && l.is_buy,
      ),
    ).toBe(true);
  });

  it('holds one combination package and one negotiated line', async () => {
    const packages = lines.filter((l) => l.type === 3);
    expect(packages).toHaveLength(1);
    const [pack] = packages;
    expect(pack).toMatchObject({ offer_id: null, line_key: `c${pack?.combination_id}` });
    const [limits] = await handle.query<{ member_limit: number | null; stock: number }>(
      `SELECT c.member_limit, min(o.stock / i.quantity)::int AS stock FROM combinations c
       JOIN combination_items i ON i.combination_id = c.id JOIN offers o ON o.id = i.offer_id
       WHERE c.id = $1 GROUP BY c.id`,
      [pack?.combination_id],
    );
    expect(pack?.quantity).toBeLessThanOrEqual(limits?.member_limit ?? Number.POSITIVE_INFINITY);
    expect(pack?.quantity).toBeLessThanOrEqual(limits?.stock ?? 0);
    const negotiated = lines.filter((l) => l.is_yj);
    expect(negotiated).toHaveLength(1);
    expect(negotiated[0]).toMatchObject({ type: 0, negotiated: true });
  });

  it('has one line that cannot be bought now and one left unselected', () => {
    const invalid = lines.filter((l) => l.offer_id !== null && (!l.is_buy || l.stock === 0));
    expect(invalid).toHaveLength(1);
    const unselected = lines.filter((l) => !l.is_selected);
    expect(unselected).toHaveLength(1);
    expect(unselected[0]).toMatchObject({ type: 0, is_buy: true });
  });
});

describe('pairBelowTier', () => {
  const offer = (id: number, price: number, step = 1, stock = 1000): CartOffer => ({
    id,
    goods_id: id,
    type: 0,
    base_price: price,
    stock,
    min_quantity: step,
    step,
    member_limit: null,
    is_buy: true,
    first_tier: null,
  });

  it('finds the largest total below the tier that one more step crosses', () => {
    const pair = pairBelowTier([offer(1, 3000), offer(2, 700)], 100_000);
    const total = (pair ?? []).reduce((sum, [o, q]) => sum + o.base_price * q, 0);
    expect(total).toBe(99_900);
    expect(total + 700).toBeGreaterThanOrEqual(100_000);
  });

  it('returns null when stock cannot get close or a single goods is offered', () => {
    expect(pairBelowTier([offer(1, 100, 1, 5), offer(2, 100, 1, 5)], 100_000)).toBeNull();
    expect(pairBelowTier([offer(1, 3000)], 100_000)).toBeNull();
  });
});
