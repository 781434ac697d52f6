import type { CartPricingInput, PricingActivityInput, PricingLineInput } from './types.ts';

/** An ordinary selected, buyable, in-stock line at ¥10.00 with no special price; override as needed. */
export function line(over: Partial<PricingLineInput> & { id: number }): PricingLineInput {
  return {
    type: 0,
    quantity: 1,
    selected: true,
    isBuy: true,
    stock: 100,
    basePrice: 1000,
    ladder: [],
    specialPrice: null,
    negotiatedPrice: null,
    nearExpiryPrice: null,
    activityId: null,
    gift: null,
    freeShipping: false,
    singleItemFreeShipping: false,
    freeShippingNumber: 0,
    ...over,
  };
}

export function manjian(id: number, tiers: [amount: number, reduce: number][]): PricingActivityInput {
  return {
    id,
    kind: 'manjian',
    title: `满减${id}`,
    tiers: tiers.map(([amount, reduce], i) => ({ id: id * 100 + i + 1, amount, reduce })),
  };
}

export function discount(id: number, tiers: [amount: number, rate: number][]): PricingActivityInput {
  return {
    id,
    kind: 'discount',
    title: `折扣${id}`,
    tiers: tiers.map(([amount, rate], i) => ({ id: id * 100 + i + 1, amount, rate })),
  };
}

export function cart(
  lines: PricingLineInput[],
  activities: PricingActivityInput[] = [],
  shipping = { fee: 0, freeThreshold: 0 },
): CartPricingInput {
  return { lines, activities, shipping };
}
