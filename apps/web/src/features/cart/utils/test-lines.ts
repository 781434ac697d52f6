/** Cart lines for the unit tests of this feature: a valid ordinary line unless overridden. */
import type { CartLine } from '@mall/shared/cart';
import type { GoodsRead } from '@mall/shared/goods';
import type { PricingLineInput } from '@mall/shared/pricing/types';

export function goods(over: Partial<GoodsRead> = {}): GoodsRead {
  return {
    id: 7,
    goods_price_id: 70,
    ck_id: 1,
    name: '阿莫西林胶囊',
    sccj: '华北制药',
    ypgg: '0.25g*24粒',
    goods_image: [],
    is_buy: 1,
    number: 100,
    base_price: '10.00',
    price_tip: '',
    bzdw: '盒',
    ladder_price: [],
    ladder_price_type: 0,
    tags: [],
    is_free_shipping: 0,
    free_shipping_number: 0,
    is_dpby: 0,
    qg_number: 1,
    is_youx: 0,
    type: 0,
    ...over,
  };
}

export function cartLine(
  id: number,
  over: Partial<Omit<CartLine, 'pricing_input'>> = {},
  input: Partial<PricingLineInput> = {},
): CartLine {
  return {
    id,
    number: 1,
    price: '10.00',
    raw_price: '10.00',
    amount: '10.00',
    is_selected: 1,
    type: 0,
    goods: goods(),
    combination: null,
    is_combination: 0,
    goods_manjian_amount: '0.00',
    gift_data: { total: 0, type: 0, name: '' },
    with_coupon: 1,
    key: `o${id}`,
    goods_price_id: 70,
    ladder_price_id: 0,
    goods_manjian_id: 0,
    is_yj: 0,
    invalid_reason: '',
    rules: { min: 1, step: 1, limit: 0, stock: 100 },
    ships_free: 0,
    ...over,
    pricing_input: {
      id,
      type: over.type ?? 0,
      quantity: over.number ?? 1,
      selected: (over.is_selected ?? 1) === 1,
      isBuy: true,
      stock: 100,
      basePrice: 1000,
      ladder: [],
      specialPrice: null,
      negotiatedPrice: null,
      nearExpiryPrice: null,
      activityId: over.goods_manjian_id ? over.goods_manjian_id : null,
      gift: null,
      freeShipping: false,
      singleItemFreeShipping: false,
      freeShippingNumber: 0,
      ...input,
    },
  };
}
