/** A goods-with-offer row as the reader may see it: prices only for approved members (DESIGN §6). */
import type { GoodsRead, LadderTier } from '@mall/shared/goods';
import { formatFen } from '@mall/shared/money';
import type { OfferRow } from './goods-columns.repository.ts';
import { PRICE_TIP, type PriceAudience } from './visibility.ts';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export interface TierRow {
  offer_id: number;
  quantity: number;
  price: number;
}

/** Ladder tiers by offer id; callers fetch them only for readers who may see prices. */
export function tiersByOffer(rows: TierRow[]): Map<number, LadderTier[]> {
  const map = new Map<number, LadderTier[]>();
  for (const row of rows) {
    const list = map.get(row.offer_id) ?? [];
    list.push({ number: row.quantity, price: formatFen(row.price) });
    map.set(row.offer_id, list);
  }
  return map;
}

export function toGoodsRead(
  row: OfferRow,
  audience: PriceAudience,
  tiers: Map<number, LadderTier[]>,
): GoodsRead {
  const showPrices = audience === 'approved';
  return {
    id: row.id,
    goods_price_id: row.offer_id,
    ck_id: row.warehouse_id,
    name: row.name,
    sccj: row.sccj,
    ypgg: row.spec,
    goods_image: row.images.map((url) => ({ url })),
    is_buy: bit(row.is_buy),
    number: row.stock,
    base_price: showPrices ? formatFen(row.base_price) : null,
    price_tip: PRICE_TIP[audience],
    bzdw: row.unit,
    ladder_price: showPrices ? (tiers.get(row.offer_id) ?? []) : [],
    ladder_price_type: row.ladder_price_type,
    tags: row.tags,
    is_free_shipping: bit(row.is_free_shipping),
    free_shipping_number: row.free_shipping_number,
    is_dpby: bit(row.is_single_free_ship),
    qg_number: row.min_quantity,
    is_youx: bit(row.is_youx),
    type: row.type,
    is_jxq: bit(row.is_near_expiry),
    near_expiry_price: showPrices && row.near_expiry_price !== null ? formatFen(row.near_expiry_price) : null,
    batch_number: row.batch_number,
    production_date: row.production_date,
    expiry_date: row.expiry_date,
    generic_name: row.generic_name,
    dosage_form: row.dosage_form,
    approval_number: row.approval_number,
    step: row.step,
    member_limit: row.member_limit,
    origin: row.origin,
    grade: row.grade,
    device_class: row.device_class,
    offer_count: row.offer_count,
    scope_id: row.scope_id,
  };
}
