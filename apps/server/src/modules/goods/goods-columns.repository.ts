/**
 * The columns of a goods with one of its offers (aliases g, o, m) and their raw row type, shared
 * by the lists, the detail and related goods.
 */
import { type SQL, sql } from 'drizzle-orm';

export interface OfferRow {
  id: number;
  offer_id: number;
  warehouse_id: number;
  name: string;
  sccj: string;
  spec: string;
  images: string[];
  unit: string;
  is_buy: boolean;
  stock: number;
  base_price: number;
  ladder_price_type: number;
  tags: string[];
  is_free_shipping: boolean;
  free_shipping_number: number;
  is_single_free_ship: boolean;
  min_quantity: number;
  step: number;
  member_limit: number | null;
  is_youx: boolean;
  type: number;
  is_near_expiry: boolean;
  near_expiry_price: number | null;
  batch_number: string;
  production_date: string;
  expiry_date: string;
  generic_name: string;
  dosage_form: string;
  approval_number: string;
  origin: string;
  grade: string;
  device_class: string;
  offer_count: number;
  scope_id: number;
}

export const offerColumns = sql`g.id, o.id AS offer_id, o.warehouse_id, g.name, m.name AS sccj, g.spec, g.images,
  g.unit, o.is_buy, o.stock, o.base_price, o.ladder_price_type, o.tags, o.is_free_shipping,
  o.free_shipping_number, o.is_single_free_ship, o.min_quantity, o.step, o.member_limit, o.is_youx, o.type,
  o.is_near_expiry, o.near_expiry_price, o.batch_number,
  coalesce(to_char(o.production_date, 'YYYY-MM-DD'), '') AS production_date,
  coalesce(to_char(o.expiry_date, 'YYYY-MM-DD'), '') AS expiry_date,
  g.generic_name, g.dosage_form, g.approval_number, g.origin, g.grade, g.device_class, g.scope_id,
  (SELECT count(*)::int FROM offers c WHERE c.goods_id = g.id) AS offer_count`;

/**
 * How a goods' offers (alias `o`) rank: buyable with stock first; then, for readers who may see
 * prices, the cheapest. For anyone else price plays no part (the oldest offer comes first), or
 * which warehouse a list shows, and the order of the detail's offers, would rank the warehouses
 * by a price the reader may not see (DESIGN §6).
 */
export function offerRank(seesPrices: boolean): SQL {
  return seesPrices
    ? sql`(o.stock > 0 AND o.is_buy) DESC, o.base_price, o.id`
    : sql`(o.stock > 0 AND o.is_buy) DESC, o.id`;
}

/** The offer a list shows for a goods: the first by offerRank. */
export const bestOfferOrder = (viewer: { approved: boolean } | null): SQL =>
  sql`ORDER BY ${offerRank(viewer?.approved === true)} LIMIT 1`;
