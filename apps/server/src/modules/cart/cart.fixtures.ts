/**
 * Catalogue rows the cart tests create for themselves (plain SQL, the tests' own inserts): goods in
 * a scope demo may buy, offers with quantity rules and sale windows, activities with tiers, gift
 * rules, packages and negotiated prices.
 */
import { createCategoryTree, createGoods, uniqueName, upsertSetting } from '../../../test/fixtures.ts';
import type { DbHandle } from '../../db/client.ts';

export const DEMO_COMPANY = 1;
export const DEMO_BRANCH = 2;

export interface OfferOptions {
  name?: string;
  basePrice?: number;
  stock?: number;
  min?: number;
  step?: number;
  limit?: number | null;
  isBuy?: boolean;
  /** 1: flash offer */
  type?: 0 | 1;
  originalPrice?: number | null;
  /** seconds from now; null open-ended */
  startsIn?: number | null;
  endsIn?: number | null;
  freeShipping?: boolean;
  freeShippingNumber?: number;
  singleFreeShip?: boolean;
  nearExpiryPrice?: number | null;
  ladder?: { quantity: number; price: number }[];
  scope?: string;
}

let categoryId: number | undefined;

/** A goods with one offer, in a business scope demo's licences grant (otc unless told). */
export async function createOffer(handle: DbHandle, options: OfferOptions = {}) {
  categoryId ??= (await createCategoryTree(handle, uniqueName('购物车测试类目'))).rootId;
  const made = await createGoods(handle, {
    categoryId,
    name: options.name ?? uniqueName('购物车测试药'),
    basePrice: options.basePrice ?? 1000,
    ...(options.ladder ? { ladder: options.ladder } : {}),
  });
  await handle.query(
    'UPDATE goods SET scope_id = (SELECT id FROM business_scopes WHERE code = $1) WHERE id = $2',
    [options.scope ?? 'otc', made.goodsId],
  );
  const at = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? null : new Date(Date.now() + seconds * 1000);
  await handle.query(
    `UPDATE offers SET stock = $2, min_quantity = $3, step = $4, member_limit = $5, is_buy = $6, type = $7,
       original_price = $8, sale_starts_at = $9, sale_ends_at = $10, is_free_shipping = $11,
       free_shipping_number = $12, is_single_free_ship = $13, is_near_expiry = $14, near_expiry_price = $15
     WHERE id = $1`,
    [
      made.offerId,
      options.stock ?? 500,
      options.min ?? 1,
      options.step ?? 1,
      options.limit ?? null,
      options.isBuy ?? true,
      options.type ?? 0,
      options.originalPrice ?? null,
      at(options.startsIn),
      at(options.endsIn),
      options.freeShipping ?? false,
      options.freeShippingNumber ?? 0,
      options.singleFreeShip ?? false,
      options.nearExpiryPrice !== undefined && options.nearExpiryPrice !== null,
      options.nearExpiryPrice ?? null,
    ],
  );
  return made;
}

async function insertId(handle: DbHandle, text: string, params: unknown[]): Promise<number> {
  const rows = await handle.query<{ id: number }>(text, params);
  if (!rows[0]) throw new Error(`insert returned nothing: ${text}`);
  return rows[0].id;
}

export interface ActivityOptions {
  kind: 'manjian' | 'discount' | 'gift';
  title?: string;
  goodsIds?: number[];
  isGlobal?: boolean;
  sort?: number;
  enabled?: boolean;
  /** manjian: [amount, reduce]; discount: [amount, rate] (fen, percent) */
  tiers?: [number, number][];
  gift?: { buy: number; give: number; type?: 1 | 2; name?: string };
  /** seconds from now */
  startsIn?: number | null;
  endsIn?: number | null;
}

export async function createActivity(handle: DbHandle, options: ActivityOptions): Promise<number> {
  const at = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? null : new Date(Date.now() + seconds * 1000);
  const id = await insertId(
    handle,
    `INSERT INTO activities (kind, title, is_global, sort, is_enabled, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      options.kind,
      options.title ?? uniqueName('测试活动'),
      options.isGlobal ?? false,
      options.sort ?? 0,
      options.enabled ?? true,
      at(options.startsIn),
      at(options.endsIn),
    ],
  );
  for (const [amount, value] of options.tiers ?? []) {
    await handle.query(
      `INSERT INTO activity_tiers (activity_id, amount, reduce, rate) VALUES ($1, $2, $3, $4)`,
      [id, amount, options.kind === 'manjian' ? value : null, options.kind === 'discount' ? value : null],
    );
  }
  for (const goodsId of options.goodsIds ?? []) {
    await handle.query('INSERT INTO activity_goods (activity_id, goods_id) VALUES ($1, $2)', [id, goodsId]);
  }
  if (options.gift) {
    await handle.query(
      `INSERT INTO gift_rules (activity_id, buy_quantity, gift_quantity, gift_type, gift_name)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, options.gift.buy, options.gift.give, options.gift.type ?? 1, options.gift.name ?? ''],
    );
  }
  return id;
}

export async function createCombination(
  handle: DbHandle,
  options: {
    title?: string;
    price: number;
    items: { offerId: number; quantity: number }[];
    limit?: number | null;
    enabled?: boolean;
    startsIn?: number | null;
    endsIn?: number | null;
  },
): Promise<number> {
  const at = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? null : new Date(Date.now() + seconds * 1000);
  const id = await insertId(
    handle,
    `INSERT INTO combinations (title, price, member_limit, is_enabled, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      options.title ?? uniqueName('组合套餐'),
      options.price,
      options.limit ?? null,
      options.enabled ?? true,
      at(options.startsIn),
      at(options.endsIn),
    ],
  );
  for (const item of options.items) {
    await handle.query(
      'INSERT INTO combination_items (combination_id, offer_id, quantity) VALUES ($1, $2, $3)',
      [id, item.offerId, item.quantity],
    );
  }
  return id;
}

export async function setNegotiatedPrice(
  handle: DbHandle,
  companyId: number,
  offerId: number,
  price: number,
  window: { startsIn?: number; endsIn?: number } = {},
): Promise<void> {
  const at = (seconds: number | undefined) =>
    seconds === undefined ? null : new Date(Date.now() + seconds * 1000);
  await handle.query(
    `INSERT INTO negotiated_prices (company_id, offer_id, price, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, offer_id) DO UPDATE SET price = EXCLUDED.price`,
    [companyId, offerId, price, at(window.startsIn), at(window.endsIn)],
  );
}

export const setShippingRule = (handle: DbHandle, fee: number, freeThreshold: number) =>
  upsertSetting(handle, 'shipping_rule', { fee, free_threshold: freeThreshold });

export async function clearCart(handle: DbHandle, companyId: number): Promise<void> {
  await handle.query('DELETE FROM cart_lines WHERE company_id = $1', [companyId]);
}

export async function cartRows(handle: DbHandle, companyId: number) {
  return handle.query<{ id: number; line_key: string; quantity: number; type: number; is_selected: boolean }>(
    'SELECT id, line_key, quantity, type, is_selected FROM cart_lines WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
}
