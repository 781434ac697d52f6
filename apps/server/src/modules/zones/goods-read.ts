/**
 * Goods as read (SPEC §3) for the favourites and zone lists: the rows of selectGoodsReads (the goods
 * with the offer the lists show), mapped with the price visibility of DESIGN §6. Mirrors the goods module's list mapping; it
 * should give way to a "read these goods" function of that module once it exports one.
 */

import { MESSAGES } from '@mall/shared/constants';
import type { GoodsRead } from '@mall/shared/goods';
import { formatFen } from '@mall/shared/money';
import type { Executor } from '../../db/client.ts';
import type { PriceAudience } from '../user/user.service.ts';
import { type GoodsReadRow, listLadderTiers } from './zones.repository.ts';

const PRICE_TIP: Record<PriceAudience, string> = {
  guest: MESSAGES.loginToSeePrice,
  unapproved: MESSAGES.approvalToSeePrice,
  approved: '',
};

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

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
    scope_id: r.scopeId,
  }));
}
