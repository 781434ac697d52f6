/**
 * The pricing engine's input and output (issue 5). Pure data in integer fen: the server builds the
 * input from the database, the SPA from the cart list it received, and both call `priceCart`
 * (pricing/engine.ts) so the numbers they show cannot disagree.
 *
 * The rules (decision 009):
 * - Unit price of a line, first that applies: combination package price (type 3); flash price
 *   (type 1, the offer's own price inside its sale window); negotiated price (is_yj with a price);
 *   near-expiry price; the best ladder tier whose quantity the line reaches; the base price.
 * - A line counts when it is selected, buyable (isBuy) and in stock (stock > 0). An unbuyable or
 *   zero-stock line is forced unselected.
 * - withCoupon: only lines at the ordinary or ladder price (type 0, not negotiated, not
 *   near-expiry) count toward activity tiers and coupons.
 * - Each line belongs to at most one activity (activityId = goods_manjian_id). An activity's
 *   eligible total is the sum of the amounts of its counting withCoupon lines. A tier's status is 1
 *   when the eligible total reaches its amount. The best achieved tier applies: the largest reduce
 *   (manjian) or the smallest rate (discount). A discount's saving is
 *   eligible - floor(eligible * rate / 100). The saving is shared over the activity's eligible lines
 *   in proportion to their amounts, floored, the remainder going one fen at a time to the lines
 *   with the largest amounts (ties: smaller line id), so the shares sum exactly to the saving.
 * - Trade-up (换购, type 4, decision 017): the line's price is the trade-up price (specialPrice). It
 *   counts only while the amounts of the other counting lines (type 4 aside, at their line prices,
 *   before activity savings) reach its tradeUpThreshold; otherwise it is forced unselected and
 *   tradeUpMissing says how much more is needed. It never counts toward activities or coupons.
 * - Gifts: a counting line whose gift rule is { buy, give } earns floor(quantity / buy) * give.
 * - Shipping: a counting line ships free when its offer is free-shipping and it is single-item
 *   free shipping (is_dpby) or its quantity reaches freeShippingNumber. With no counting line, or
 *   when every counting line ships free, shipping is 0. Otherwise the order ships free when
 *   goods (before activity savings, decision 019) reach freeThreshold, else it pays `fee`, and
 *   missingForFreeShipping = freeThreshold - goods. A saving never costs shipping.
 */
import type { Fen } from '../money.ts';

export type LineType = 0 | 1 | 3 | 4;

export interface LadderTierInput {
  id: number;
  /** the quantity from which the tier price applies */
  quantity: number;
  price: Fen;
}

export interface GiftRuleInput {
  buy: number;
  give: number;
  /** 1: the same goods, 2: another named gift */
  type: 1 | 2;
}

export interface PricingLineInput {
  /** unique within one cart (the cart line id) */
  id: number;
  type: LineType;
  quantity: number;
  selected: boolean;
  isBuy: boolean;
  stock: number;
  /** the undiscounted unit price: the offer's base (or original) price; a package's component sum */
  basePrice: Fen;
  /** ladder tiers of the offer, any order; ignored for type 1 and 3 */
  ladder: readonly LadderTierInput[];
  /** type 1: the flash price; type 3: the package price; type 4: the trade-up price; else null */
  specialPrice: Fen | null;
  /** the store's negotiated price, when the line is is_yj and one exists */
  negotiatedPrice: Fen | null;
  /** the near-expiry price of near-expiry stock, else null */
  nearExpiryPrice: Fen | null;
  /** goods_manjian_id: the manjian or discount activity covering the line, else null */
  activityId: number | null;
  gift: GiftRuleInput | null;
  freeShipping: boolean;
  /** is_dpby */
  singleItemFreeShipping: boolean;
  /** free_shipping_number: the quantity from which a free-shipping line ships free */
  freeShippingNumber: number;
  /** type 4: what the other counting lines must reach (fen); absent otherwise */
  tradeUpThreshold?: Fen;
}

export interface ActivityTierInput {
  id: number;
  /** the threshold, fen */
  amount: Fen;
  /** manjian: the reduction, fen */
  reduce?: Fen;
  /** discount: percent payable, 1..99 (95 = 9.5折) */
  rate?: number;
}

export interface PricingActivityInput {
  id: number;
  kind: 'manjian' | 'discount';
  title: string;
  tiers: readonly ActivityTierInput[];
}

export interface ShippingRuleInput {
  fee: Fen;
  freeThreshold: Fen;
}

export interface CartPricingInput {
  lines: readonly PricingLineInput[];
  activities: readonly PricingActivityInput[];
  shipping: ShippingRuleInput;
}

export type PriceSource =
  | 'combination'
  | 'trade_up'
  | 'flash'
  | 'negotiated'
  | 'near_expiry'
  | 'ladder'
  | 'base';

export interface PricedLine {
  id: number;
  unitPrice: Fen;
  /** the undiscounted unit price (basePrice) */
  rawUnitPrice: Fen;
  /** unitPrice * quantity */
  amount: Fen;
  source: PriceSource;
  /** the ladder tier applied, or null */
  ladderTierId: number | null;
  /** the selection after forcing (false when unbuyable or out of stock) */
  selected: boolean;
  counting: boolean;
  withCoupon: boolean;
  /** the line's share of its activity's saving (goods_manjian_amount) */
  activityShare: Fen;
  gift: { total: number; type: 0 | 1 | 2 };
  /** free-shipping line whose quantity (or is_dpby) qualifies */
  shipsFree: boolean;
  /** type 4 only: how much the other counting lines still miss of the threshold; 0 when reached */
  tradeUpMissing?: Fen;
}

export interface TierOutcome {
  id: number;
  amount: Fen;
  reduce: Fen | null;
  rate: number | null;
  status: 0 | 1;
  /** how much more eligible amount reaches it; 0 when achieved */
  missing: Fen;
}

export interface ActivityOutcome {
  id: number;
  kind: 'manjian' | 'discount';
  title: string;
  /** sum of the amounts of its counting withCoupon lines */
  eligible: Fen;
  saving: Fen;
  appliedTierId: number | null;
  /** achieved tiers first (largest amount first), then the others (smallest amount first) */
  tiers: TierOutcome[];
  /** ids of the cart lines it covers (counting or not) */
  lineIds: number[];
}

export interface CartTotals {
  /** sum over counting lines of rawUnitPrice * quantity */
  raw: Fen;
  /** sum over counting lines of amount */
  goods: Fen;
  /** sum of the activity savings */
  saving: Fen;
  shipping: Fen;
  /** goods - saving + shipping */
  payable: Fen;
  /** counting lines */
  lineCount: number;
  /** units over counting lines */
  quantity: number;
}

export interface CartPricing {
  /** in input order */
  lines: PricedLine[];
  /** in input order, only activities covering at least one line */
  activities: ActivityOutcome[];
  shipping: { fee: Fen; missingForFreeShipping: Fen };
  totals: CartTotals;
}
