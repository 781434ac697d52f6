/** The only SQL of the goods list: on-sale goods with their first offer. */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, goods, ladderPrices, manufacturers, offers } from '../../db/schema.ts';

export type GoodsSort = 'default' | 'sales';

export interface GoodsFilter {
  /** Includes the goods of every descendant category. */
  categoryId?: number;
}

function whereOf(filter: GoodsFilter): SQL | undefined {
  const conditions = [eq(goods.isOnSale, true)];
  if (filter.categoryId !== undefined) {
    conditions.push(sql`${goods.categoryId} IN (
      WITH RECURSIVE sub(id) AS (
        SELECT ${categories.id} FROM ${categories} WHERE ${categories.id} = ${filter.categoryId}
        UNION ALL
        SELECT c.id FROM ${categories} c JOIN sub ON c.parent_id = sub.id
      ) SELECT id FROM sub)`);
  }
  return and(...conditions);
}

/** An offer is "first" by id: the one the goods was listed with. */
const firstOffer = eq(offers.id, sql`(SELECT min(o.id) FROM ${offers} o WHERE o.goods_id = ${goods.id})`);

export async function countGoods(ex: Executor, filter: GoodsFilter): Promise<number> {
  const rows = await ex
    .select({ n: count() })
    .from(goods)
    .innerJoin(offers, firstOffer)
    .where(whereOf(filter));
  return rows[0]?.n ?? 0;
}

export function listGoods(
  ex: Executor,
  filter: GoodsFilter,
  page: { sort: GoodsSort; limit: number; offset: number },
) {
  const order = page.sort === 'sales' ? [desc(goods.sales), asc(goods.id)] : [asc(goods.id)];
  return ex
    .select({
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
    })
    .from(goods)
    .innerJoin(offers, firstOffer)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export function listLadderTiers(ex: Executor, offerIds: number[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return ex
    .select({ offerId: ladderPrices.offerId, quantity: ladderPrices.quantity, price: ladderPrices.price })
    .from(ladderPrices)
    .where(inArray(ladderPrices.offerId, offerIds))
    .orderBy(asc(ladderPrices.offerId), asc(ladderPrices.quantity));
}
