/**
 * Offers (goods_price_id): one goods in one warehouse at one price scheme, with stock,
 * quantity rules, shipping flags, batch and expiry, tags, and ladder tiers.
 */
import { addCalendarDays, chinaDate } from '@mall/shared/china-time';
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import type { ScopeCode } from './categories-data.ts';
import type { GoodsInfo } from './goods.ts';
import { addMonths, type Random, SEED_EPOCH } from './random.ts';

export interface OfferInfo {
  id: number;
  goodsId: number;
  scope: ScopeCode;
  type: number;
  isBuy: boolean;
  stock: number;
  minQuantity: number;
  step: number;
  hasLadder: boolean;
  isYoux: boolean;
}

const DAY_MS = 86_400_000;
const NEW_GOODS_DAYS = 30;
const LADDER_MULTIPLIERS = [
  [5, 10, 20],
  [3, 6, 10],
  [10, 20, 50],
];
const LADDER_DISCOUNTS = [0.97, 0.94, 0.9];

function basePriceFen(random: Random, goods: GoodsInfo): number {
  const { minFen, maxFen } = goods.product.template;
  // Larger packs of the same drug sit in the upper part of its price range.
  const r = goods.product.specIndex === 0 ? random.next() * 0.6 : 0.5 + random.next() * 0.5;
  return Math.max(10, Math.round((minFen + (maxFen - minFen) * r) / 10) * 10);
}

function shelfLifeMonths(random: Random, scope: ScopeCode): number {
  if (scope === 'device') return 60;
  if (scope === 'herbal' || scope === 'food') return 24;
  return random.pick([24, 36]);
}

function ladderTiers(random: Random, price: number, minQuantity: number, step: number): [number, number][] {
  const multipliers = random.pick(LADDER_MULTIPLIERS).slice(0, random.int(2, 3));
  const tiers: [number, number][] = [];
  let previous = price;
  multipliers.forEach((m, i) => {
    const quantity = Math.max(minQuantity + step, step * m);
    const tierPrice = Math.min(previous - 1, Math.floor(price * (LADDER_DISCOUNTS[i] as number)));
    const last = tiers[tiers.length - 1];
    if (tierPrice > 0 && (!last || quantity > last[0])) {
      tiers.push([quantity, tierPrice]);
      previous = tierPrice;
    }
  });
  return tiers;
}

export async function insertOffers(
  handle: DbHandle,
  goods: readonly GoodsInfo[],
  size: number,
  warehouseIds: readonly number[],
  today: Date,
  random: Random,
): Promise<OfferInfo[]> {
  const extra = size - goods.length;
  if (extra < 0 || extra > goods.length) throw new Error('each goods has one or two offers');
  const rows: unknown[][] = [];
  const ladderRows: unknown[][] = [];
  const offers: OfferInfo[] = [];
  const newSince = SEED_EPOCH.getTime() - NEW_GOODS_DAYS * DAY_MS;
  // Production and expiry are days on China's calendar, counted from the seed's day.
  const todayDate = chinaDate(Math.floor(today.getTime() / 1000));
  const addDays = (days: number) => addCalendarDays(todayDate, days) as string;

  goods.forEach((g, i) => {
    const count =
      Math.floor(((i + 1) * extra) / goods.length) > Math.floor((i * extra) / goods.length) ? 2 : 1;
    const scope = g.product.template.scope;
    const primary = random.chance(0.6) ? 0 : random.chance(0.6) ? 1 : 2;
    const price = basePriceFen(random, g);
    for (let k = 0; k < count; k++) {
      const id = rows.length + 1;
      const warehouseId = warehouseIds[(primary + k) % warehouseIds.length] as number;
      const flash = k === 0 && random.chance(0.03);
      const near = !flash && random.chance(0.05);
      const step = g.middlePack > 1 && random.chance(0.45) ? g.middlePack : 1;
      const minQuantity = step * (random.chance(0.2) ? 2 : 1);
      const stock = flash ? random.int(50, 500) : random.chance(0.05) ? 0 : random.int(20, 3000);
      const isBuy = !random.chance(0.03);
      const isYoux = !flash && random.chance(0.15);
      const freeShipping = isYoux || random.chance(0.03);
      const offerPrice = flash
        ? Math.max(10, Math.floor((price * 0.8) / 10) * 10)
        : Math.max(10, Math.round((price * (k === 0 ? 1 : 0.97 + random.next() * 0.06)) / 10) * 10);
      const expiry = addDays(near ? random.int(62, 175) : random.int(190, 900));
      const latestProduction = addDays(-random.int(7, 60));
      const fromShelfLife = addMonths(expiry, -shelfLifeMonths(random, scope));
      // The earlier of the two: YYYY-MM-DD strings sort as the days do.
      const production = [fromShelfLife, latestProduction].sort()[0] as string;
      const batch = `B${production.slice(2, 4)}${production.slice(5, 7)}${String(random.int(1, 999)).padStart(3, '0')}`;
      const tiers = flash || !random.chance(0.4) ? [] : ladderTiers(random, offerPrice, minQuantity, step);
      const tags: string[] = [];
      if (flash) tags.push('秒');
      if (near || random.chance(0.03)) tags.push('特');
      if (isYoux) tags.push('优');
      if (g.createdAt.getTime() >= newSince) tags.push('新');
      if (random.chance(0.08)) tags.push('满');
      if (random.chance(0.02)) tags.push('换购');
      if (random.chance(0.03)) tags.push('赠');
      rows.push([
        id,
        g.id,
        warehouseId,
        flash ? 'flash' : 'standard',
        flash ? 1 : 0,
        stock,
        offerPrice,
        tiers.length > 0 ? 1 : 0,
        minQuantity,
        step,
        flash ? step * random.int(2, 10) : null,
        isBuy,
        freeShipping,
        freeShipping ? step * random.int(2, 10) : 0,
        freeShipping && random.chance(0.4),
        isYoux,
        near,
        batch,
        production,
        expiry,
        tags,
        new Date(g.createdAt.getTime() + k * 3_600_000),
      ]);
      for (const [quantity, tierPrice] of tiers) {
        ladderRows.push([ladderRows.length + 1, id, quantity, tierPrice]);
      }
      offers.push({
        id,
        goodsId: g.id,
        scope,
        type: flash ? 1 : 0,
        isBuy,
        stock,
        minQuantity,
        step,
        hasLadder: tiers.length > 0,
        isYoux,
      });
    }
  });

  await bulkInsert(
    handle,
    'offers',
    [
      { name: 'id', kind: 'int' },
      { name: 'goods_id', kind: 'int' },
      { name: 'warehouse_id', kind: 'int' },
      { name: 'price_scheme', kind: 'text' },
      { name: 'type', kind: 'int' },
      { name: 'stock', kind: 'int' },
      { name: 'base_price', kind: 'int' },
      { name: 'ladder_price_type', kind: 'int' },
      { name: 'min_quantity', kind: 'int' },
      { name: 'step', kind: 'int' },
      { name: 'member_limit', kind: 'int' },
      { name: 'is_buy', kind: 'bool' },
      { name: 'is_free_shipping', kind: 'bool' },
      { name: 'free_shipping_number', kind: 'int' },
      { name: 'is_single_free_ship', kind: 'bool' },
      { name: 'is_youx', kind: 'bool' },
      { name: 'is_near_expiry', kind: 'bool' },
      { name: 'batch_number', kind: 'text' },
      { name: 'production_date', kind: 'date' },
      { name: 'expiry_date', kind: 'date' },
      { name: 'tags', kind: 'text[]' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    rows,
  );
  await bulkInsert(
    handle,
    'ladder_prices',
    [
      { name: 'id', kind: 'int' },
      { name: 'offer_id', kind: 'int' },
      { name: 'quantity', kind: 'int' },
      { name: 'price', kind: 'int' },
    ],
    ladderRows,
  );
  return offers;
}
