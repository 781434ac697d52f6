/**
 * 换购 (trade-up) on the wire: GET /api/combinationMzhg?scene=cart answers the trade-ups on offer
 * for the member's current selection (decision 017). Money is yuan strings.
 */
import type { GoodsRead } from './goods.ts';

/** `scene` of GET /api/combinationMzhg: all packages (组合购), packages with gifts (组合满赠), the cart's trade-ups. */
export const COMBINATION_SCENES = ['all', 'gift', 'cart'] as const;
export type CombinationScene = (typeof COMBINATION_SCENES)[number];

/**
 * What a reader who may not see prices reads for a trade-up's title, which states its price
 * (满200元加28.6元换购): in the cart's trade-ups and in the goods' activity tags.
 */
export const TRADE_UP_HIDDEN_TITLE = '加价换购';

export interface TradeUpOfferRead {
  id: number;
  title: string;
  /** 满 threshold: what the selected goods (trade-ups aside) must reach; null when prices are hidden */
  threshold: string | null;
  /** the trade-up price per unit; null when prices are hidden */
  price: string | null;
  /** units per order */
  max_quantity: number;
  goods: GoodsRead;
  /** 1 when the selection reaches the threshold */
  reached: 0 | 1;
  /** how much more the selection needs; '0.00' when reached (null when prices are hidden) */
  missing: string | null;
  /** units of it in the cart now, and that cart line (0 when none) */
  in_cart: number;
  line_id: number;
}

export interface TradeUpState {
  /** the selected lines' amount the thresholds are measured against; null when prices are hidden */
  selected_amount: string | null;
  list: TradeUpOfferRead[];
}
