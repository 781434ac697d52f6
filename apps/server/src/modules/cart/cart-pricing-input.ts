/**
 * Database rows → the pricing engine's input (packages/shared pricing/types.ts). The same input
 * travels to the SPA in each line's `pricing_input`, so it can recompute to the fen.
 */
import type {
  GiftRuleInput,
  LadderTierInput,
  PricingActivityInput,
  PricingLineInput,
  ShippingRuleInput,
} from '@mall/shared/pricing/types';
import { z } from 'zod';
import type { ActivityRow, LadderRow, LineRow } from './cart.repository.ts';
import { combinationStock, type LineTarget } from './cart-rules.ts';

export interface GiftRule extends GiftRuleInput {
  name: string;
}

/** Which activity and which gift rule apply to each goods. */
export interface ActivityIndex {
  activityOf(goodsId: number): ActivityRow | null;
  giftOf(goodsId: number): GiftRule | null;
  /** the engine's view of an activity */
  inputOf(activity: ActivityRow): PricingActivityInput;
}

const bySort = (a: ActivityRow, b: ActivityRow) => a.sort - b.sort || a.id - b.id;

/**
 * A goods' activity is the manjian/discount covering it with the lowest sort, else the global one
 * with the lowest sort; its gift rule comes from the covering gift activity with the lowest sort.
 */
export function indexActivities(rows: readonly ActivityRow[]): ActivityIndex {
  const sorted = [...rows].sort(bySort);
  const own = new Map<number, ActivityRow>();
  const gifts = new Map<number, ActivityRow>();
  let global: ActivityRow | null = null;
  for (const row of sorted) {
    if (row.goods_id === null) {
      global ??= row;
    } else if (row.kind === 'gift') {
      if (row.buy_quantity !== null && row.gift_quantity !== null && !gifts.has(row.goods_id))
        gifts.set(row.goods_id, row);
    } else if (!own.has(row.goods_id)) {
      own.set(row.goods_id, row);
    }
  }
  return {
    activityOf: (goodsId) => own.get(goodsId) ?? global,
    giftOf(goodsId) {
      const row = gifts.get(goodsId);
      if (!row || row.buy_quantity === null || row.gift_quantity === null) return null;
      return {
        buy: row.buy_quantity,
        give: row.gift_quantity,
        type: row.gift_type === 2 ? 2 : 1,
        name: row.gift_name ?? '',
      };
    },
    inputOf(activity) {
      const kind = activity.kind === 'discount' ? 'discount' : 'manjian';
      return {
        id: activity.id,
        kind,
        title: activity.title,
        tiers: activity.tiers.map((t) =>
          kind === 'manjian'
            ? { id: t.id, amount: t.amount, reduce: t.reduce ?? 0 }
            : { id: t.id, amount: t.amount, rate: t.rate ?? 99 },
        ),
      };
    },
  };
}

const shippingSchema = z.object({
  fee: z.number().int().min(0),
  free_threshold: z.number().int().min(0),
});

/** The settings row; a missing row means no fee. */
export function shippingRuleOf(value: unknown): ShippingRuleInput {
  if (value === undefined || value === null) return { fee: 0, freeThreshold: 0 };
  const parsed = shippingSchema.safeParse(value);
  // A malformed rule is an operator's error: charge nothing rather than break every cart.
  if (!parsed.success) return { fee: 0, freeThreshold: 0 };
  return { fee: parsed.data.fee, freeThreshold: parsed.data.free_threshold };
}

export function ladderByOffer(rows: readonly LadderRow[]): Map<number, LadderTierInput[]> {
  const map = new Map<number, LadderTierInput[]>();
  for (const row of rows) {
    const list = map.get(row.offer_id) ?? [];
    list.push({ id: row.id, quantity: row.quantity, price: row.price });
    map.set(row.offer_id, list);
  }
  return map;
}

export interface LineInputContext {
  ladders: ReadonlyMap<number, LadderTierInput[]>;
  activities: ActivityIndex;
}

/** The engine line of a cart line; `buyable` false forces it unselected. */
export function pricingLineOf(
  line: Pick<LineRow, 'id' | 'quantity' | 'is_selected' | 'is_yj'>,
  target: LineTarget,
  context: LineInputContext,
  buyable: boolean,
): PricingLineInput {
  if (target.kind === 'combination') {
    const basePrice = target.items.reduce((sum, item) => sum + item.offer.base_price * item.quantity, 0);
    return {
      id: line.id,
      type: 3,
      quantity: line.quantity,
      selected: line.is_selected,
      isBuy: buyable,
      stock: combinationStock(target.items),
      basePrice,
      ladder: [],
      specialPrice: target.combination.price,
      negotiatedPrice: null,
      nearExpiryPrice: null,
      activityId: null,
      // 组合满赠: a named gift per package, handed over outside stock (like a gift rule of type 2)
      gift: target.combination.gift ? { buy: 1, give: target.combination.gift.quantity, type: 2 } : null,
      freeShipping: false,
      singleItemFreeShipping: false,
      freeShippingNumber: 0,
    };
  }
  const { offer } = target;
  if (target.tradeUp) {
    return {
      id: line.id,
      type: 4,
      quantity: line.quantity,
      selected: line.is_selected,
      isBuy: buyable,
      stock: offer.stock,
      basePrice: offer.base_price,
      ladder: [],
      specialPrice: target.tradeUp.price,
      negotiatedPrice: null,
      nearExpiryPrice: null,
      activityId: null,
      gift: null,
      freeShipping: false,
      singleItemFreeShipping: false,
      freeShippingNumber: 0,
      tradeUpThreshold: target.tradeUp.threshold,
    };
  }
  const flash = offer.type === 1;
  const gift = context.activities.giftOf(offer.id);
  return {
    id: line.id,
    type: flash ? 1 : 0,
    quantity: line.quantity,
    selected: line.is_selected,
    isBuy: buyable,
    stock: offer.stock,
    basePrice: flash ? (offer.original_price ?? offer.base_price) : offer.base_price,
    ladder: flash ? [] : (context.ladders.get(offer.offer_id) ?? []),
    specialPrice: flash ? offer.base_price : null,
    negotiatedPrice: line.is_yj ? offer.negotiated_price : null,
    nearExpiryPrice: offer.is_near_expiry ? offer.near_expiry_price : null,
    activityId: context.activities.activityOf(offer.id)?.id ?? null,
    gift: gift ? { buy: gift.buy, give: gift.give, type: gift.type } : null,
    freeShipping: offer.is_free_shipping,
    singleItemFreeShipping: offer.is_single_free_ship,
    freeShippingNumber: offer.free_shipping_number,
  };
}
