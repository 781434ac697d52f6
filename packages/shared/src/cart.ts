/**
 * The cart calls of SPEC §7 on the wire (issue 5). Money is yuan strings with two decimals
 * (formatFen of the engine's fen). Each line and the state carry the engine's exact input
 * (`pricing_input`, `pricing`), so the SPA recomputes totals with the same engine the moment a
 * quantity or a selection changes, and the server's next answer agrees to the fen.
 */
import type { GoodsRead } from './goods.ts';
import type { QuantityRules } from './pricing/quantity.ts';
import type { PricingActivityInput, PricingLineInput, ShippingRuleInput } from './pricing/types.ts';

/** `filters` of GET /api/cart/list: which lines to list (filter_data gives the counts). */
export const CART_FILTERS = {
  all: 99_999,
  /** lines in an activity: manjian/discount, flash, combination or a gift rule */
  activity: 1,
  /** lines that ship free */
  freeShipping: 2,
  /** lines that cannot be bought now (unbuyable, out of stock, outside scope, sale over) */
  invalid: 3,
} as const;
export type CartFilter = (typeof CART_FILTERS)[keyof typeof CART_FILTERS];

export interface CartFilterOption {
  value: CartFilter;
  label: string;
  count: number;
}

/** One component of a combination package (type 3 line). */
export interface CombinationItem {
  goods: GoodsRead;
  /** units of this goods per package */
  quantity: number;
}

/** A combination package (GET /api/combinationMzhg, type 3 cart lines). */
export interface CombinationRead {
  id: number;
  title: string;
  /** package price, yuan; null when prices are hidden from this reader */
  price: string | null;
  /** the components at their base prices, yuan; null when hidden */
  raw_price: string | null;
  member_limit: number | null;
  /** packages that can still be sold: the smallest stock / quantity over the components */
  stock: number;
  starts_at: number | null;
  ends_at: number | null;
  items: CombinationItem[];
  /** 组合满赠: what each package comes with (a named gift, outside stock); null without one */
  gift?: CombinationGift | null;
}

export interface CombinationGift {
  name: string;
  /** units per package */
  quantity: number;
  /** the goods the gift is, when it is one of the catalogue's; null otherwise */
  goods_id: number | null;
  /** '' without a picture */
  image: string;
}

/** Cart line (SPEC §3). */
export interface CartLine {
  id: number;
  number: number;
  /** unit price applied */
  price: string;
  /** undiscounted unit price */
  raw_price: string;
  /** price × number */
  amount: string;
  is_selected: 0 | 1;
  type: 0 | 1 | 3 | 4;
  /** the goods of a type 0/1 line; null for a combination */
  goods: GoodsRead | null;
  /** the package of a type 3 line; null otherwise */
  combination: CombinationRead | null;
  /** the SPEC's combination flag */
  is_combination: 0 | 1;
  /** the line's share of its activity's saving */
  goods_manjian_amount: string;
  gift_data: { total: number; type: 0 | 1 | 2; name: string };
  with_coupon: 0 | 1;
  key: string;
  /** offer id; 0 for a combination */
  goods_price_id: number;
  /** ladder tier applied; 0 when none */
  ladder_price_id: number;
  /** the manjian/discount activity covering the line; 0 when none */
  goods_manjian_id: number;
  is_yj: 0 | 1;
  /** why the line cannot be bought now; '' when it can (SPEC §4: such a line is unselected) */
  invalid_reason: string;
  /**
   * what the quantity stepper allows: minimum, step, per-member limit (0 none), stock, and the units
   * the store already bought under the limit
   */
  rules: QuantityRules;
  ships_free: 0 | 1;
  pricing_input: PricingLineInput;
  /** type 4 (换购): the trade-up, and how much the other selected goods still miss of it */
  trade_up?: { id: number; title: string; threshold: string; missing: string } | null;
}

/** A tier of activity_data (SPEC §3: each with amount and status). */
export interface CartActivityTier {
  id: number;
  activity_id: number;
  title: string;
  amount: string;
  /** manjian only */
  reduce: string | null;
  /** discount only: percent payable (95 = 9.5折) */
  rate: number | null;
  status: 0 | 1;
  /** eligible amount still missing; '0.00' when achieved */
  missing: string;
}

export interface CartTotals {
  raw_amount: string;
  goods_amount: string;
  saving_amount: string;
  shipping_amount: string;
  payable_amount: string;
  /** counting lines */
  count: number;
  /** units over counting lines */
  number: number;
}

/** GET /api/cart/list: the cart state of SPEC §3. */
export interface CartState {
  data: CartLine[];
  shipping_data: {
    shipping_amount: string;
    /** what is still missing for free shipping; '0.00' when the order ships free */
    no_trans_order_amount: string;
    fee: string;
    free_threshold: string;
  };
  /** achieved tiers first; tiers of the activities covering at least one line */
  activity_data: { manjians: CartActivityTier[]; discounts: CartActivityTier[] };
  filter_data: CartFilterOption[];
  totals: CartTotals;
  /** the engine input besides the lines (activities with their tiers, the shipping rule) */
  pricing: { activities: PricingActivityInput[]; shipping: ShippingRuleInput };
}

/** One line of POST /api/cart's `params` (SPEC §3 "Add-to-cart payload line"). */
export interface AddToCartLine {
  /** the goods id; for type 3 the combination id */
  goods_id: number;
  /** the price the buyer saw; never trusted, the server re-prices */
  price?: string;
  number: number;
  ck_id?: number;
  /** the offer; for type 3, 0 */
  goods_price_id: number;
  ladder_price_id?: number;
  goods_manjian_id?: number;
  is_yj?: 0 | 1;
  type?: 0 | 1 | 3 | 4;
}

/** POST /api/cart: code 10000 when every line went in, 201 (a warning) when only some did. */
export interface AddToCartResult {
  /** lines now in the cart (the badge) */
  count: number;
  added: { goods_id: number; goods_price_id: number; number: number }[];
  refused: { goods_id: number; goods_price_id: number; msg: string }[];
}

/** GET /api/cart/total */
export interface CartCount {
  total: number;
}

/** Refusal of POST /api/cart/{id}/edit: data.number is the nearest quantity it would accept (0: none). */
export interface CartEditRefusal {
  number: number;
}

/** POST /api/cart/next_hint: the nudges for the cart, or for one offer when goods_price_id is given. */
export interface CartHints {
  /** e.g. 「再买 ¥120.00 可减 ¥50.00」, 「再买 5 件享 ¥11.20」, 「还差 ¥300.00 包邮」 */
  hints: string[];
}

/** POST /api/cart/copy */
export interface CartCopyResult {
  /** per target store: lines copied or merged, and lines refused with the reason */
  stores: { user_id: number; company: string; copied: number; refused: { key: string; msg: string }[] }[];
}

/** POST /api/cart/checkout: what step 2 will order. */
export interface CartCheckout {
  ids: number[];
  data: CartLine[];
  activity_data: CartState['activity_data'];
  shipping_data: CartState['shipping_data'];
  totals: CartTotals;
}

/** The refusals the buyer reads (server and SPA share them). */
export const CART_MESSAGES = {
  added: '加入购物车成功',
  partlyAdded: '部分商品未能加入购物车',
  lineMissing: '购物车中没有这件商品',
  notBuyable: '该商品暂不可购买',
  outOfStock: '该商品库存不足',
  saleNotStarted: '活动尚未开始',
  saleEnded: '活动已结束',
  negotiatedMissing: '您没有该商品的议价价格',
  nothingSelected: '请选择要结算的商品',
  noOtherStore: '请选择要复制到的门店',
  copied: '已复制到所选门店',
  deleted: '删除成功',
} as const;
