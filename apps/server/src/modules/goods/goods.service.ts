/**
 * The goods list as a reader may see it: prices only for members whose store is approved;
 * everyone else gets a hint instead (DESIGN §6). The catalogue issue extends this module.
 */
import type { Page } from '@mall/shared/codes';
import { MESSAGES } from '@mall/shared/constants';
import type { GoodsRead } from '@mall/shared/goods';
import { formatFen } from '@mall/shared/money';
import type { Executor } from '../../db/client.ts';
import type { PriceAudience } from '../user/user.service.ts';
import {
  countGoods,
  type GoodsFilter,
  type GoodsSort,
  listGoods,
  listLadderTiers,
} from './goods.repository.ts';

const PRICE_TIP: Record<PriceAudience, string> = {
  guest: MESSAGES.loginToSeePrice,
  unapproved: MESSAGES.approvalToSeePrice,
  approved: '',
};

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export interface GoodsListQuery extends GoodsFilter {
  page: number;
  pageSize: number;
  sort: GoodsSort;
}

export async function listGoodsPage(
  audience: PriceAudience,
  ex: Executor,
  query: GoodsListQuery,
): Promise<Page<GoodsRead>> {
  const filter: GoodsFilter = { categoryId: query.categoryId };
  const [total, rows] = await Promise.all([
    countGoods(ex, filter),
    listGoods(ex, filter, {
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const showPrices = audience === 'approved';
  const tiers = showPrices
    ? await listLadderTiers(
        ex,
        rows.map((r) => r.offerId),
      )
    : [];
  const list = rows.map(
    (r): GoodsRead => ({
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
    }),
  );
  return { list, total, page: query.page, page_size: query.pageSize };
}
