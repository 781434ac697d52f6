/**
 * Goods as read (SPEC §3) for the favourites and zone lists: the goods with the offer the lists show,
 * mapped with the price visibility of DESIGN §6. Mirrors the goods module's list mapping; it
 * should give way to a "read these goods" function of that module once it exports one.
 */

import { MESSAGES } from '@mall/shared/constants';
import type { GoodsRead } from '@mall/shared/goods';
import { formatFen } from '@mall/shared/money';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods, ladderPrices, manufacturers, offers } from '../../db/schema.ts';
import { offerRank } from '../goods/goods-columns.ts';
import type { PriceAudience } from '../user/user.service.ts';

/** The offer the goods lists show: the goods module's first by offerRank. */
const shownOffer = (audience: PriceAudience) =>
  eq(
    offers.id,
    sql`(SELECT o.id FROM ${offers} o WHERE o.goods_id = ${goods.id}
      ORDER BY ${offerRank(audience === 'approved')} LIMIT 1)`,
  );

export const goodsReadColumns = {
  id: goods.id,
  offerId: offers.id,
  warehouseId: offers.warehouseId,
  name: goods.name,
  manufacturer: manufacturers.name,
  spec: goods.spec,
  images: goods.images,
  unit: goods.unit,
  isBuy: offers.isBuy,
  stock: offers.stock,
  basePrice: offers.basePrice,
  ladderPriceType: offers.ladderPriceType,
  tags: offers.tags,
  isFreeShipping: offers.isFreeShipping,
  freeShippingNumber: offers.freeShippingNumber,
  isSingleFreeShip: offers.isSingleFreeShip,
  minQuantity: offers.minQuantity,
  isYoux: offers.isYoux,
  type: offers.type,
};

/** Selects goodsReadColumns from goods, the offer lists show this audience and its manufacturer. */
export function selectGoodsReads(ex: Executor, audience: PriceAudience) {
  return ex
    .select(goodsReadColumns)
    .from(goods)
    .innerJoin(offers, shownOffer(audience))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .$dynamic();
}

export type GoodsReadRow = Awaited<ReturnType<typeof selectGoodsReads>>[number];

const PRICE_TIP: Record<PriceAudience, string> = {
  guest: MESSAGES.loginToSeePrice,
  unapproved: MESSAGES.approvalToSeePrice,
  approved: '',
};

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

function listLadderTiers(ex: Executor, offerIds: number[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return ex
    .select({ offerId: ladderPrices.offerId, quantity: ladderPrices.quantity, price: ladderPrices.price })
    .from(ladderPrices)
    .where(inArray(ladderPrices.offerId, offerIds))
    .orderBy(asc(ladderPrices.offerId), asc(ladderPrices.quantity));
}

export async function toGoodsReads(
  ex: Executor,
  audience: PriceAudience,
  rows: readonly GoodsReadRow[],
): Promise<GoodsRead[]> {
  const showPrices = audience === 'approved';
  const tiers = showPrices
    ? await listLadderTiers(
        ex,
        rows.map((r) => r.offerId),
      )
    : [];
  return rows.map((r) => ({
    id: r.id,
    goods_price_id: r.offerId,
    ck_id: r.warehouseId,
    name: r.name,
    sccj: r.manufacturer,
    ypgg: r.spec,
    goods_image: r.images.map((url) => ({ url })),
    is_buy: bit(r.isBuy),
    number: r.stock,
    base_price: showPrices ? formatFen(r.basePrice) : null,
    price_tip: PRICE_TIP[audience],
    bzdw: r.unit,
    ladder_price: tiers
      .filter((t) => t.offerId === r.offerId)
      .map((t) => ({ number: t.quantity, price: formatFen(t.price) })),
    ladder_price_type: r.ladderPriceType,
    tags: r.tags,
    is_free_shipping: bit(r.isFreeShipping),
    free_shipping_number: r.freeShippingNumber,
    is_dpby: bit(r.isSingleFreeShip),
    qg_number: r.minQuantity,
    is_youx: bit(r.isYoux),
    type: r.type,
  }));
}
