/**
 * The pricing data on the catalogue (issue 5): flash offers get the flash activity's sale window
 * and the price they were cut from, a couple of them a window that opens tomorrow (活动尚未开始);
 * demo's main store gets negotiated prices (议价) on a handful of offers.
 */
import { chinaDayOf } from '@mall/shared/china-time';
import type { DbHandle } from '../db/client.ts';
import { ACTIVITY_ID, activityWindow } from './activities.ts';
import { bulkInsert } from './bulk.ts';

const HOUR_MS = 3_600_000;

/** demo's stores: the scopes their drug-trade licence grants (licences.ts, every one but 含特殊药品复方制剂). */
export const DEMO_SCOPES = ['rx', 'otc', 'tcm', 'herbal', 'device', 'health_food'];
export const DEMO_COMPANY_ID = 1;
const NOT_STARTED_FLASH = 2;
const NEGOTIATED_OFFERS = 8;

/**
 * Offers `o` (joined with goods `g`) the demo store may see and buy: on sale, inside its scopes,
 * under no sales control, at an ordinary price. The scopes are the query's first parameter.
 */
export const DEMO_BUYABLE = `g.is_on_sale AND NOT o.is_near_expiry
  AND g.scope_id IN (SELECT id FROM business_scopes WHERE code = ANY($1::text[]))
  AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = o.goods_id)`;

/** Goods `o.goods_id` in no tiered (满减/满折) activity of its own: the store-wide one covers it. */
export const NO_GOODS_ACTIVITY = `NOT EXISTS (SELECT 1 FROM activity_goods ag JOIN activities a ON a.id = ag.activity_id
  WHERE ag.goods_id = o.goods_id AND a.kind IN ('manjian', 'discount'))`;

/** Rounds fen to the nearest 10 fen (prices end in 角). */
export const toTenFen = (fen: number) => Math.round(fen / 10) * 10;

/** Flash offers sell in the flash activity's window; the cut-from price is about price / 0.8. */
export async function seedFlashWindows(handle: DbHandle, today: Date): Promise<void> {
  const [starts, ends] = activityWindow('flash', today);
  await handle.query(
    `UPDATE offers SET sale_starts_at = $1, sale_ends_at = $2,
       original_price = GREATEST(base_price + 10, round(base_price * 1.25 / 10)::int * 10)
     WHERE type = 1`,
    [starts, ends],
  );
  // A round holds at most FLASH_ROUND_MAX_ITEMS goods: flash offers left out of it are off sale,
  // as the console leaves an offer taken out of its round.
  await handle.query(
    `UPDATE offers o SET is_buy = FALSE WHERE o.type = 1 AND NOT EXISTS (
       SELECT 1 FROM activity_goods ag WHERE ag.goods_id = o.goods_id AND ag.activity_id = $1)`,
    [ACTIVITY_ID.flash],
  );
  // Tomorrow's 10:00 (China time) round: the newest flash offers of the activity, when there are
  // enough that one stays on sale now.
  const tomorrow = chinaDayOf(Math.floor(today.getTime() / 1000)).end * 1000;
  const tomorrowTen = new Date(tomorrow + 10 * HOUR_MS);
  await handle.query(
    `UPDATE offers SET sale_starts_at = $1 WHERE id IN (
       SELECT o.id FROM offers o JOIN activity_goods ag ON ag.goods_id = o.goods_id AND ag.activity_id = $2
       WHERE o.type = 1 ORDER BY o.id DESC LIMIT $3)
     AND (SELECT count(*) FROM offers WHERE type = 1) > $3`,
    [tomorrowTen, ACTIVITY_ID.flash, NOT_STARTED_FLASH],
  );
}

/**
 * Open-ended negotiated prices for demo's main store at about 92% of the base price, on its
 * best-selling buyable offers outside the tiered activities. Returns the offer ids, best first.
 */
export async function seedNegotiatedPrices(handle: DbHandle): Promise<number[]> {
  const rows = await handle.query<{ id: number; base_price: number }>(
    `SELECT o.id, o.base_price FROM offers o JOIN goods g ON g.id = o.goods_id
     WHERE ${DEMO_BUYABLE} AND ${NO_GOODS_ACTIVITY}
       AND o.type = 0 AND o.is_buy AND o.stock >= o.min_quantity * 3 AND o.base_price >= 300
     ORDER BY g.sales DESC, o.id LIMIT $2`,
    [DEMO_SCOPES, NEGOTIATED_OFFERS],
  );
  await bulkInsert(
    handle,
    'negotiated_prices',
    [
      { name: 'company_id', kind: 'int' },
      { name: 'offer_id', kind: 'int' },
      { name: 'price', kind: 'int' },
    ],
    rows.map((r) => [
      DEMO_COMPANY_ID,
      r.id,
      Math.min(r.base_price - 10, toTenFen((r.base_price * 92) / 100)),
    ]),
  );
  return rows.map((r) => r.id);
}
