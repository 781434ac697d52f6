/**
 * What an add-to-cart control needs to know about an offer: whether this reader may add it, with
 * which quantity rules, and the AddToCartLine it sends (SPEC §3). Pure, so lists, the detail page,
 * favourites and zones agree on one reading of the offer.
 */
import type { AddToCartLine } from '@mall/shared/cart';
import { GOODS_TYPE_FLASH } from '@mall/shared/constants';
import type { GoodsRead } from '@mall/shared/goods';
import { maxQuantity, type QuantityRules } from './quantity';

export const SOLD_OUT = '已售罄';
export const NOT_BUYABLE = '暂不可购';

/**
 * guest: show the way to log in; hidden: a member who may not see prices yet (the tip says why);
 * unbuyable / soldOut: nothing can be added; ok: the button works.
 */
export type BuyState = 'guest' | 'hidden' | 'unbuyable' | 'soldOut' | 'ok';

type Offer = Pick<GoodsRead, 'is_buy' | 'number' | 'base_price' | 'qg_number' | 'step' | 'member_limit'>;

export function quantityRulesOf(
  goods: Pick<GoodsRead, 'qg_number' | 'step' | 'member_limit' | 'number'>,
): QuantityRules {
  return {
    min: Math.max(1, goods.qg_number),
    step: Math.max(1, goods.step ?? 1),
    limit: goods.member_limit ?? 0,
    stock: Math.max(0, goods.number),
  };
}

export function buyStateOf(goods: Offer, isMember: boolean): BuyState {
  if (!isMember) return 'guest';
  if (goods.base_price === null) return 'hidden';
  if (goods.is_buy !== 1) return 'unbuyable';
  if (maxQuantity(quantityRulesOf(goods)) === 0) return 'soldOut';
  return 'ok';
}

/** The text of a control that cannot add, or null when it can. */
export function blockedText(state: BuyState): string | null {
  if (state === 'unbuyable') return NOT_BUYABLE;
  if (state === 'soldOut') return SOLD_OUT;
  return null;
}

/** The AddToCartLine of an offer at a quantity; `negotiated` adds at the store's 议价 (is_yj 1). */
export function cartLineOf(
  goods: Pick<GoodsRead, 'id' | 'goods_price_id' | 'ck_id' | 'base_price' | 'type' | 'yj_price'>,
  number: number,
  negotiated = false,
): AddToCartLine {
  const useNegotiated = negotiated && Boolean(goods.yj_price);
  return {
    goods_id: goods.id,
    goods_price_id: goods.goods_price_id,
    ck_id: goods.ck_id,
    number,
    price: (useNegotiated ? goods.yj_price : goods.base_price) ?? '0.00',
    is_yj: useNegotiated ? 1 : 0,
    ladder_price_id: 0,
    goods_manjian_id: 0,
    type: goods.type === GOODS_TYPE_FLASH ? 1 : 0,
  };
}

/** A combination package line (type 3): the package id stands in the goods_id. */
export function packageLineOf(combinationId: number, number: number, price: string | null): AddToCartLine {
  return {
    goods_id: combinationId,
    goods_price_id: 0,
    number,
    ...(price ? { price } : {}),
    is_yj: 0,
    ladder_price_id: 0,
    goods_manjian_id: 0,
    type: 3,
  };
}
