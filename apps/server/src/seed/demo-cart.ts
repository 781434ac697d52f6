/**
 * demo's cart (its main store), laid out to show the cart off: two lines of the 满1000 activity
 * just short of its first tier (one more step crosses it), one line reaching the 满3000 tier, a
 * ladder line past its first tier, a flash line, a combination package, a negotiated (议价) line, ten
 * or more of a 买十赠一 goods, a line that cannot be bought now and one left unselected. Every
 * quantity keeps the offer's minimum, step, limit and stock; every goods is one demo may buy.
 * A small catalogue gets the lines it can fill.
 */
import type { DbHandle } from '../db/client.ts';
import { ACTIVITIES, ACTIVITY_ID, type ActivityKey } from './activities.ts';
import { bulkInsert } from './bulk.ts';
import { DEMO_BUYABLE, DEMO_COMPANY_ID, DEMO_SCOPES, NO_GOODS_ACTIVITY } from './pricing.ts';

const DAY_MS = 86_400_000;
/** Candidates tried for the pair of lines just below a tier. */
const PAIR_CANDIDATES = 12;

export interface CartOffer {
  id: number;
  goods_id: number;
  type: number;
  base_price: number;
  stock: number;
  min_quantity: number;
  step: number;
  member_limit: number | null;
  is_buy: boolean;
  first_tier: number | null;
}

type Line = {
  offer: CartOffer | null;
  combinationId?: number;
  quantity: number;
  selected?: boolean;
  yj?: boolean;
};

/** The smallest quantity from `wanted` on that the offer's rules allow, or null when none. */
export function allowedQuantity(o: CartOffer, wanted: number): number | null {
  const q = Math.max(o.min_quantity, Math.ceil(wanted / o.step) * o.step);
  return q <= Math.min(o.stock, o.member_limit ?? Number.POSITIVE_INFINITY) ? q : null;
}

const firstTier = (key: ActivityKey): number => {
  const tier = ACTIVITIES.find((a) => a.key === key)?.tiers?.[0];
  if (!tier) throw new Error(`activity ${key} has no tiers`);
  return tier.amount;
};

/**
 * Two offers at their base price whose total is the largest below `tier` such that one more step
 * of the second crosses it. Returns the lines, or null when no pair fits.
 */
export function pairBelowTier(offers: readonly CartOffer[], tier: number): [CartOffer, number][] | null {
  let best: [CartOffer, number][] | null = null;
  let bestTotal = 0;
  for (const a of offers) {
    for (const b of offers) {
      if (a.goods_id === b.goods_id) continue;
      const capB = Math.floor(b.stock / b.step) * b.step;
      for (let qa = a.min_quantity; qa <= a.stock && a.base_price * qa < tier; qa += a.step) {
        const room = tier - 1 - a.base_price * qa;
        const qb = Math.min(capB, Math.floor(room / (b.base_price * b.step)) * b.step);
        const total = a.base_price * qa + b.base_price * qb;
        if (qb < b.min_quantity || qb + b.step > b.stock || total + b.base_price * b.step < tier) continue;
        if (total > bestTotal) {
          bestTotal = total;
          best = [
            [a, qa],
            [b, qb],
          ];
        }
      }
    }
  }
  return best;
}

export async function seedDemoCart(
  handle: DbHandle,
  negotiated: readonly number[],
  now: Date,
): Promise<void> {
  const used = new Set<number>();
  const lines: Line[] = [];
  const find = (where: string, order: string, limit: number, extra: unknown[] = []) =>
    handle.query<CartOffer>(
      `SELECT o.id, o.goods_id, o.type, o.base_price, o.stock, o.min_quantity, o.step, o.member_limit, o.is_buy,
              lp.first_tier
       FROM offers o JOIN goods g ON g.id = o.goods_id
       LEFT JOIN (SELECT offer_id, min(quantity) AS first_tier FROM ladder_prices GROUP BY offer_id) lp
         ON lp.offer_id = o.id
       WHERE ${DEMO_BUYABLE} AND o.goods_id <> ALL($2::int[]) AND ${where} ORDER BY ${order} LIMIT ${limit}`,
      [DEMO_SCOPES, [...used], ...extra],
    );
  const add = (line: Line) => {
    lines.push(line);
    if (line.offer) used.add(line.offer.goods_id);
  };
  /** The first candidate whose rules allow `wanted(o)` units. */
  const addFirst = (candidates: CartOffer[], wanted: (o: CartOffer) => number, extra: Partial<Line> = {}) => {
    for (const o of candidates) {
      const quantity = allowedQuantity(o, wanted(o));
      if (quantity !== null) return add({ offer: o, quantity, ...extra });
    }
  };
  const inActivity = (key: ActivityKey) =>
    `EXISTS (SELECT 1 FROM activity_goods ag WHERE ag.goods_id = o.goods_id AND ag.activity_id = ${ACTIVITY_ID[key]})`;
  const plain = 'o.type = 0 AND o.is_buy AND o.stock > 0';
  // One pass over the ladder tiers (a join), not a lookup per offer.
  const noLadder = 'lp.first_tier IS NULL';

  const pair = pairBelowTier(
    await find(
      `${plain} AND ${noLadder} AND ${inActivity('manjian1000')}`,
      'g.sales DESC, o.id',
      PAIR_CANDIDATES,
    ),
    firstTier('manjian1000'),
  );
  for (const [offer, quantity] of pair ?? []) add({ offer, quantity });
  const reach = firstTier('manjian3000');
  addFirst(
    await find(`${plain} AND ${noLadder} AND ${inActivity('manjian3000')}`, 'o.base_price DESC, o.id', 20),
    (o) => Math.ceil(reach / o.base_price),
  );
  addFirst(
    await find(
      `${plain} AND ${NO_GOODS_ACTIVITY} AND lp.first_tier IS NOT NULL AND o.stock >= o.min_quantity * 3`,
      'g.sales DESC, o.id',
      20,
    ),
    (o) => o.first_tier ?? 0,
  );
  addFirst(
    await find(
      `o.type = 1 AND o.is_buy AND o.sale_starts_at <= $3 AND $3 < o.sale_ends_at AND NOT ${inActivity('gift')}`,
      'o.id',
      20,
      [now],
    ),
    (o) => o.min_quantity,
  );
  const [combination] = await handle.query<{ id: number }>(
    'SELECT id FROM combinations WHERE is_enabled ORDER BY sort, id LIMIT 1',
  );
  if (combination) add({ offer: null, combinationId: combination.id, quantity: 1 });
  addFirst(
    await find('o.id = ANY($3::int[])', 'array_position($3::int[], o.id)', 20, [[...negotiated]]),
    (o) => o.min_quantity,
    {
      yj: true,
    },
  );
  addFirst(
    await find(`${plain} AND ${NO_GOODS_ACTIVITY} AND ${inActivity('gift')}`, 'g.sales DESC, o.id', 20),
    (o) => Math.max(10, o.min_quantity),
  );
  const [invalid] = await find(
    `o.type = 0 AND ${NO_GOODS_ACTIVITY} AND ((NOT o.is_buy AND o.stock >= o.min_quantity) OR o.stock = 0)`,
    'o.is_buy, o.id',
    1,
  );
  if (invalid) add({ offer: invalid, quantity: invalid.min_quantity });
  addFirst(
    await find(
      `${plain} AND ${NO_GOODS_ACTIVITY} AND ${noLadder}`,
      'o.is_free_shipping DESC, g.sales DESC, o.id',
      20,
    ),
    (o) => o.min_quantity,
    { selected: false },
  );

  await insertCartLines(
    handle,
    lines.map((l, i) => ({
      ...l,
      companyId: DEMO_COMPANY_ID,
      at: new Date(now.getTime() - (3 - i * 0.2) * DAY_MS),
    })),
  );
}

export interface CartLineSeed {
  companyId: number;
  /** null for a combination package */
  offer: { id: number; type: number } | null;
  combinationId?: number;
  quantity: number;
  selected?: boolean;
  yj?: boolean;
  at: Date;
}

/** Cart lines with their keys: 'o{offer}', 'o{offer}y' when negotiated, 'c{combination}'. */
export async function insertCartLines(handle: DbHandle, lines: readonly CartLineSeed[]): Promise<void> {
  await bulkInsert(
    handle,
    'cart_lines',
    [
      { name: 'company_id', kind: 'int' },
      { name: 'offer_id', kind: 'int' },
      { name: 'combination_id', kind: 'int' },
      { name: 'type', kind: 'int' },
      { name: 'line_key', kind: 'text' },
      { name: 'quantity', kind: 'int' },
      { name: 'is_selected', kind: 'bool' },
      { name: 'is_yj', kind: 'bool' },
      { name: 'created_at', kind: 'timestamptz' },
      { name: 'updated_at', kind: 'timestamptz' },
    ],
    lines.map((l) => [
      l.companyId,
      l.offer?.id ?? null,
      l.combinationId ?? null,
      l.offer ? l.offer.type : 3,
      l.offer ? `o${l.offer.id}${l.yj ? 'y' : ''}` : `c${l.combinationId}`,
      l.quantity,
      l.selected ?? true,
      l.yj ?? false,
      l.at,
      l.at,
    ]),
  );
}
