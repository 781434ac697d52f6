/**
 * What an add-to-cart control needs to know about an offer: whether this reader may add it, with
 * which quantity rules, and the AddToCartLine it sends (SPEC §3). Pure, so lists, the detail page,
 * favourites and zones agree on one reading of the offer.
 */
import type { AddToCartLine } from '@mall/shared/cart';
import { GOODS_TYPE_FLASH } from '@mall/shared/constants';
import type { GoodsRead } from '@mall/shared/goods';
import { SCOPE_MISSING_MESSAGE, scopeMissingMessage } from '@mall/shared/licence';
import type { MemberBase } from '@mall/shared/user';
import { maxQuantity, type QuantityRules } from './quantity';

export const SOLD_OUT = '已售罄';
export const NOT_BUYABLE = '暂不可购';
export const STORE_REFUSED = '暂不可采购';
export const OUT_OF_SCOPE = '超出经营范围';

/**
 * guest: show the way to log in; hidden: a member who may not see prices yet (the tip says why);
 * unbuyable / soldOut: nothing can be added; refused: the store may not buy now (a lapsed
 * licence); outOfScope: the goods lies outside the store's business scopes; ok: the button works.
 * The tips of refused and outOfScope are the server's own refusals, so the button says beforehand
 * what an add would be told.
 */
export type BuyState = 'guest' | 'hidden' | 'unbuyable' | 'refused' | 'outOfScope' | 'soldOut' | 'ok';

/** Who is adding: null for a guest. */
export interface Buyer {
  /** why the store may not buy at all; '' when it may */
  refusal: string;
  /** the scopes the store's licences grant; null when not known (the server alone judges then) */
  scopeIds: ReadonlySet<number> | null;
}

export function buyerOf(member: Pick<MemberBase, 'purchase'> | null): Buyer | null {
  if (!member) return null;
  const { purchase } = member;
  return { refusal: purchase?.refusal ?? '', scopeIds: purchase ? new Set(purchase.scope_ids) : null };
}

type Offer = Pick<
  GoodsRead,
  'is_buy' | 'number' | 'base_price' | 'qg_number' | 'step' | 'member_limit' | 'scope_id'
>;

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

export function buyStateOf(goods: Offer, buyer: Buyer | null): BuyState {
  if (!buyer) return 'guest';
  if (goods.base_price === null) return 'hidden';
  if (goods.is_buy !== 1) return 'unbuyable';
  if (buyer.refusal) return 'refused';
  if (goods.scope_id !== undefined && buyer.scopeIds && !buyer.scopeIds.has(goods.scope_id))
    return 'outOfScope';
  if (maxQuantity(quantityRulesOf(goods)) === 0) return 'soldOut';
  return 'ok';
}

const BLOCKED_TEXT: Partial<Record<BuyState, string>> = {
  unbuyable: NOT_BUYABLE,
  refused: STORE_REFUSED,
  outOfScope: OUT_OF_SCOPE,
  soldOut: SOLD_OUT,
};

/** The text of a control that cannot add, or null when it can. */
export function blockedText(state: BuyState): string | null {
  return BLOCKED_TEXT[state] ?? null;
}

/** Why a control cannot add, in a sentence (its title, the detail's notice); '' when it can or none is needed. */
export function blockedReason(
  state: BuyState,
  goods: Pick<GoodsRead, 'price_tip'> & { scope_name?: string },
  buyer: Buyer | null,
): string {
  if (state === 'hidden') return goods.price_tip;
  if (state === 'refused') return buyer?.refusal ?? '';
  if (state === 'outOfScope')
    return goods.scope_name ? scopeMissingMessage(goods.scope_name) : SCOPE_MISSING_MESSAGE;
  return '';
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
