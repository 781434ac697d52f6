/**
 * The engine's output → the wire types of packages/shared cart.ts: yuan strings, 0/1 flags, the
 * buyer-facing filters and tiers. Pure.
 */
import {
  CART_FILTERS,
  type CartActivityTier,
  type CartFilterOption,
  type CartLine,
  type CartState,
  type CartTotals,
  type CombinationRead,
} from '@mall/shared/cart';
import type { LadderTier } from '@mall/shared/goods';
import { formatFen } from '@mall/shared/money';
import type { ActivityOutcome, CartPricing, PricedLine } from '@mall/shared/pricing/types';
import { toGoodsRead } from '../goods/goods-read.ts';
import type { PriceAudience } from '../goods/visibility.ts';
import type { OfferInfo } from './cart.repository.ts';
import { type LineTarget, TRADE_UP_MESSAGES } from './cart-rules.ts';
import type { CartEntry, CartSnapshot } from './cart-snapshot.ts';
import type { CombinationRow } from './combination.repository.ts';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);
const seconds = (value: number | null) => (value === null ? null : Math.floor(value));

export function combinationRead(
  combination: CombinationRow,
  items: readonly { offer: OfferInfo; quantity: number }[],
  audience: PriceAudience,
  tiers: Map<number, LadderTier[]>,
  stock: number,
): CombinationRead {
  const show = audience === 'approved';
  const raw = items.reduce((sum, item) => sum + item.offer.base_price * item.quantity, 0);
  return {
    id: combination.id,
    title: combination.title,
    price: show ? formatFen(combination.price) : null,
    raw_price: show ? formatFen(raw) : null,
    member_limit: combination.member_limit,
    stock,
    starts_at: seconds(combination.starts_at),
    ends_at: seconds(combination.ends_at),
    items: items.map((item) => ({
      goods: toGoodsRead(item.offer, audience, tiers),
      quantity: item.quantity,
    })),
    gift: combination.gift,
  };
}

/** What the line's gift is called: the named gift, or the goods itself. */
function giftName(entry: CartEntry, snapshot: CartSnapshot, priced: PricedLine): string {
  if (priced.gift.total === 0) return '';
  if (entry.target.kind === 'combination') return entry.target.combination.gift?.name ?? '';
  const rule = snapshot.index.giftOf(entry.target.offer.id);
  return rule?.type === 2 ? rule.name : entry.target.offer.name;
}

function goodsOf(target: LineTarget, tiers: Map<number, LadderTier[]>) {
  return target.kind === 'offer' ? toGoodsRead(target.offer, 'approved', tiers) : null;
}

export function cartLineOf(
  entry: CartEntry,
  priced: PricedLine,
  snapshot: CartSnapshot,
  tiers: Map<number, LadderTier[]>,
): CartLine {
  const { line, target, input } = entry;
  return {
    id: line.id,
    number: line.quantity,
    price: formatFen(priced.unitPrice),
    raw_price: formatFen(priced.rawUnitPrice),
    amount: formatFen(priced.amount),
    is_selected: bit(priced.selected),
    type: input.type,
    goods: goodsOf(target, tiers),
    combination:
      target.kind === 'combination'
        ? combinationRead(target.combination, target.items, 'approved', tiers, input.stock)
        : null,
    is_combination: bit(target.kind === 'combination'),
    goods_manjian_amount: formatFen(priced.activityShare),
    gift_data: { total: priced.gift.total, type: priced.gift.type, name: giftName(entry, snapshot, priced) },
    with_coupon: bit(priced.withCoupon),
    key: line.line_key,
    goods_price_id: target.kind === 'offer' ? target.offer.offer_id : 0,
    ladder_price_id: priced.ladderTierId ?? 0,
    goods_manjian_id: input.activityId ?? 0,
    is_yj: bit(line.is_yj),
    invalid_reason:
      entry.invalidReason ||
      (priced.tradeUpMissing ? TRADE_UP_MESSAGES.missing(formatFen(priced.tradeUpMissing)) : ''),
    rules: entry.rules,
    ships_free: bit(priced.shipsFree),
    pricing_input: input,
    trade_up:
      target.kind === 'offer' && target.tradeUp
        ? {
            id: target.tradeUp.id,
            title: target.tradeUp.title,
            threshold: formatFen(target.tradeUp.threshold),
            missing: formatFen(priced.tradeUpMissing ?? 0),
          }
        : null,
  };
}

function tiersOf(activity: ActivityOutcome): CartActivityTier[] {
  return activity.tiers.map((tier) => ({
    id: tier.id,
    activity_id: activity.id,
    title: activity.title,
    amount: formatFen(tier.amount),
    reduce: tier.reduce === null ? null : formatFen(tier.reduce),
    rate: tier.rate,
    status: tier.status,
    missing: formatFen(tier.missing),
  }));
}

/** Achieved tiers first; otherwise the engine's order. */
const achievedFirst = (tiers: CartActivityTier[]) => [...tiers].sort((a, b) => b.status - a.status);

export function activityDataOf(pricing: CartPricing): CartState['activity_data'] {
  const of = (kind: ActivityOutcome['kind']) =>
    achievedFirst(pricing.activities.filter((a) => a.kind === kind).flatMap(tiersOf));
  return { manjians: of('manjian'), discounts: of('discount') };
}

export function shippingDataOf(pricing: CartPricing, snapshot: CartSnapshot): CartState['shipping_data'] {
  return {
    shipping_amount: formatFen(pricing.totals.shipping),
    no_trans_order_amount: formatFen(pricing.shipping.missingForFreeShipping),
    fee: formatFen(snapshot.shipping.fee),
    free_threshold: formatFen(snapshot.shipping.freeThreshold),
  };
}

export function totalsOf(pricing: CartPricing): CartTotals {
  const t = pricing.totals;
  return {
    raw_amount: formatFen(t.raw),
    goods_amount: formatFen(t.goods),
    saving_amount: formatFen(t.saving),
    shipping_amount: formatFen(t.shipping),
    payable_amount: formatFen(t.payable),
    count: t.lineCount,
    number: t.quantity,
  };
}

const FILTER_LABELS: [value: CartFilterOption['value'], label: string][] = [
  [CART_FILTERS.all, '全部商品'],
  [CART_FILTERS.activity, '活动商品'],
  [CART_FILTERS.freeShipping, '包邮商品'],
  [CART_FILTERS.invalid, '失效商品'],
];

/** Whether a line belongs under a filter of GET /api/cart/list. */
export function matchesFilter(line: CartLine, filter: number): boolean {
  switch (filter) {
    case CART_FILTERS.activity:
      return line.goods_manjian_id !== 0 || line.type !== 0 || line.pricing_input.gift !== null;
    case CART_FILTERS.freeShipping:
      return line.pricing_input.freeShipping;
    case CART_FILTERS.invalid:
      return line.invalid_reason !== '';
    default:
      return true;
  }
}

export function filterDataOf(lines: readonly CartLine[]): CartFilterOption[] {
  return FILTER_LABELS.map(([value, label]) => ({
    value,
    label,
    count: lines.filter((line) => matchesFilter(line, value)).length,
  }));
}
