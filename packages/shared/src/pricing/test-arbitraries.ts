import fc from 'fast-check';
import type {
  ActivityTierInput,
  CartPricingInput,
  GiftRuleInput,
  LadderTierInput,
  LineType,
  PricingActivityInput,
  PricingLineInput,
} from './types.ts';

/**
 * Random carts for the property tests. `bounded` keeps every special and ladder price at or below
 * the base price, as real offers are; otherwise prices roam up to three times the base.
 */
export interface CartShape {
  bounded: boolean;
  maxLines?: number;
}

/** A price as a per-mille of the base, so bounded prices never exceed it. */
const priceOf = (base: number, bounded: boolean) =>
  fc.integer({ min: 0, max: bounded ? 1000 : 3000 }).map((permille) => Math.floor((base * permille) / 1000));

/** null in `none` of `none + 1` draws */
const nullable = <T>(arb: fc.Arbitrary<T>, none: number) =>
  fc.oneof({ weight: none, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

/** `value` in 6 of 7 draws */
const mostly = (value: boolean) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fc.constant(!value) });

function ladderArb(base: number, bounded: boolean): fc.Arbitrary<LadderTierInput[]> {
  return fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 6 }),
      quantity: fc.integer({ min: 0, max: 30 }),
      price: priceOf(base, bounded),
    }),
    { maxLength: 4 },
  );
}

const giftArb: fc.Arbitrary<GiftRuleInput> = fc.record({
  buy: fc.integer({ min: 1, max: 5 }),
  give: fc.integer({ min: 0, max: 3 }),
  type: fc.constantFrom(1 as const, 2 as const),
});

function lineArb(bounded: boolean): fc.Arbitrary<Omit<PricingLineInput, 'id'>> {
  // a few common prices, so equal amounts (and their tie rules) come up often
  const base = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(100, 1000, 2500));
  return base.chain((basePrice) =>
    fc.record({
      type: fc.constantFrom<LineType>(0, 0, 0, 0, 1, 3),
      quantity: fc.oneof(
        { weight: 9, arbitrary: fc.integer({ min: 1, max: 30 }) },
        { weight: 1, arbitrary: fc.constant(0) },
      ),
      selected: mostly(true),
      isBuy: mostly(true),
      stock: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 500 }) },
        { weight: 1, arbitrary: fc.constant(0) },
      ),
      basePrice: fc.constant(basePrice),
      ladder: ladderArb(basePrice, bounded),
      specialPrice: fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: priceOf(basePrice, bounded) },
      ),
      negotiatedPrice: nullable(priceOf(basePrice, bounded), 8),
      nearExpiryPrice: nullable(priceOf(basePrice, bounded), 8),
      // 4 names no activity: such a line is in none
      activityId: fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 2 }) },
        { weight: 1, arbitrary: fc.integer({ min: 3, max: 4 }) },
      ),
      gift: nullable(giftArb, 2),
      freeShipping: fc.boolean(),
      singleItemFreeShipping: fc.boolean(),
      freeShippingNumber: fc.integer({ min: 0, max: 30 }),
    }),
  );
}

const tierArb = (kind: PricingActivityInput['kind']): fc.Arbitrary<Omit<ActivityTierInput, 'id'>> =>
  fc
    .integer({ min: 0, max: 60000 })
    .chain(
      (amount): fc.Arbitrary<Omit<ActivityTierInput, 'id'>> =>
        kind === 'manjian'
          ? fc.record({ amount: fc.constant(amount), reduce: fc.integer({ min: 0, max: amount + 500 }) })
          : fc.record({ amount: fc.constant(amount), rate: fc.integer({ min: 1, max: 99 }) }),
    );

const activityArb: fc.Arbitrary<PricingActivityInput> = fc
  .record({
    id: fc.integer({ min: 1, max: 3 }),
    kind: fc.constantFrom('manjian' as const, 'discount' as const),
  })
  .chain(({ id, kind }) =>
    fc.array(tierArb(kind), { maxLength: 4 }).map((tiers) => ({
      id,
      kind,
      title: `活动${id}`,
      tiers: tiers.map((tier, i) => ({ ...tier, id: id * 10 + i })),
    })),
  );

export function cartArb({ bounded, maxLines = 12 }: CartShape): fc.Arbitrary<CartPricingInput> {
  return fc
    .record({
      lines: fc.array(lineArb(bounded), { maxLength: maxLines, size: 'max' }),
      activities: fc.uniqueArray(activityArb, {
        selector: (activity) => activity.id,
        maxLength: 3,
        size: 'max',
      }),
      shipping: fc.record({
        fee: fc.integer({ min: 0, max: 2000 }),
        freeThreshold: fc.integer({ min: 0, max: 100000 }),
      }),
    })
    .chain(({ lines, activities, shipping }) =>
      fc
        .uniqueArray(fc.integer({ min: 1, max: 9999 }), { minLength: lines.length, maxLength: lines.length })
        .map((ids) => ({
          lines: lines.map((line, i) => ({ ...line, id: ids[i] as number })),
          activities,
          shipping,
        })),
    );
}

/** The same cart with its lines and activities in another order. */
export function permutedArb(input: CartPricingInput): fc.Arbitrary<CartPricingInput> {
  const all = <T>(items: readonly T[]) =>
    fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
  return fc
    .tuple(all(input.lines), all(input.activities))
    .map(([lines, activities]) => ({ lines, activities, shipping: input.shipping }));
}

/**
 * Carts whose lines all share one activity at ordinary prices, with few distinct amounts: they
 * exercise the saving's allocation, remainders and ties, which random carts reach rarely.
 */
export function sharedActivityCartArb(): fc.Arbitrary<CartPricingInput> {
  const lineShape = fc.record({
    basePrice: fc.oneof(fc.constantFrom(100, 250, 300, 1000), fc.integer({ min: 1, max: 3000 })),
    quantity: fc.integer({ min: 1, max: 3 }),
  });
  return fc
    .record({
      shapes: fc.array(lineShape, { minLength: 1, maxLength: 12 }),
      activity: activityArb.map((activity) => ({
        ...activity,
        id: 1,
        tiers: activity.tiers.map((tier) => ({ ...tier, amount: tier.amount % 3000 })),
      })),
    })
    .chain(({ shapes, activity }) =>
      fc
        .uniqueArray(fc.integer({ min: 1, max: 9999 }), {
          minLength: shapes.length,
          maxLength: shapes.length,
        })
        .map((ids) => ({
          lines: shapes.map((shape, i) => ({
            id: ids[i] as number,
            type: 0 as const,
            quantity: shape.quantity,
            selected: true,
            isBuy: true,
            stock: 10,
            basePrice: shape.basePrice,
            ladder: [],
            specialPrice: null,
            negotiatedPrice: null,
            nearExpiryPrice: null,
            activityId: 1,
            gift: null,
            freeShipping: false,
            singleItemFreeShipping: false,
            freeShippingNumber: 0,
          })),
          activities: [activity],
          shipping: { fee: 0, freeThreshold: 0 },
        })),
    );
}
