/**
 * 组合满赠 and 换购 demo data (decision 017): gifts on every other combination package, and three
 * trade-ups (满 ¥200 / ¥500 / ¥1000, about half the base price) on well-stocked, best-selling,
 * buyable ordinary offers that are in no package. Deterministic: it follows the seeded packages
 * and the catalogue's sales order.
 */
import type { DbHandle } from '../db/client.ts';
import { DEMO_BUYABLE, DEMO_SCOPES, toTenFen } from './pricing.ts';

const DAY_MS = 86_400_000;

const GIFTS: [name: string, quantity: number][] = [
  ['医用外科口罩（10只装）', 1],
  ['便携药盒', 1],
  ['独立包装酒精棉片（20片）', 2],
];

const TRADE_UPS: [threshold: number, maxQuantity: number][] = [
  [20_000, 2],
  [50_000, 3],
  [100_000, 5],
];

export async function seedTradeUps(handle: DbHandle, today: Date): Promise<void> {
  const packages = await handle.query<{ id: number }>('SELECT id FROM combinations ORDER BY sort, id');
  const gifted = packages.filter((_p, i) => i % 2 === 0).slice(0, GIFTS.length);
  for (const [i, p] of gifted.entries()) {
    const [name, quantity] = GIFTS[i] as [string, number];
    await handle.query(
      'INSERT INTO combination_gifts (combination_id, gift_name, quantity) VALUES ($1, $2, $3)',
      [p.id, name, quantity],
    );
  }

  const offers = await handle.query<{ id: number; base_price: number; name: string }>(
    `SELECT o.id, o.base_price, g.name FROM offers o JOIN goods g ON g.id = o.goods_id
     WHERE ${DEMO_BUYABLE} AND o.type = 0 AND o.is_buy AND o.stock >= 200 AND o.min_quantity = 1
       AND o.step = 1 AND o.member_limit IS NULL AND o.base_price BETWEEN 500 AND 8000
       AND NOT EXISTS (SELECT 1 FROM combination_items ci WHERE ci.offer_id = o.id)
     ORDER BY g.sales DESC, o.id LIMIT $2`,
    [DEMO_SCOPES, TRADE_UPS.length],
  );
  const starts = new Date(today.getTime() - 3 * DAY_MS);
  const ends = new Date(today.getTime() + 30 * DAY_MS);
  for (const [i, offer] of offers.entries()) {
    const [threshold, maxQuantity] = TRADE_UPS[i] as [number, number];
    const price = Math.max(10, toTenFen(offer.base_price / 2));
    await handle.query(
      `INSERT INTO trade_up_offers (title, offer_id, threshold, price, max_quantity, starts_at, ends_at, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        `满${threshold / 100}元加${price / 100}元换购`,
        offer.id,
        threshold,
        price,
        maxQuantity,
        starts,
        ends,
        (i + 1) * 10,
      ],
    );
  }
}
