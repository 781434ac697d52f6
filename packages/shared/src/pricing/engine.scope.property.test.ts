/**
 * Every activity kind under scope (decision 019): random carts with 满减 and 满折 activities, gift
 * rules, flash, package and ladder prices and a coupon, each activity with a random customer-type
 * and province scope, priced as a random store (or a guest) sees them, the scope settled before
 * pricing as the server does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponRule, couponSaving, shareByAmount } from './coupon.ts';
import { priceCart } from './engine.ts';
import { type ActivityScope, type Buyer, reachesBuyer, type ScopeFilter, withinScope } from './scope.ts';
import { cartArb } from './test-arbitraries.ts';
import type { CartPricing, CartPricingInput } from './types.ts';

const RUNS = { numRuns: 1500 };
const TYPES = ['单体药店', '连锁药店', '诊所'];
const PROVINCES = ['浙江省', '湖北省', '广东省'];

const scopeArb: fc.Arbitrary<ActivityScope> = fc.record({
  customerTypes: fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.subarray(TYPES, { minLength: 1 }) },
  ),
  provinces: fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.subarray(PROVINCES, { minLength: 1 }) },
  ),
});

const buyerArb: fc.Arbitrary<Buyer | null> = fc.option(
  fc.record({ customerType: fc.constantFrom(...TYPES), province: fc.constantFrom(...PROVINCES) }),
  { freq: 4 },
);

const couponArb: fc.Arbitrary<CouponRule> = fc.oneof(
  fc.record({
    kind: fc.constant('reduce' as const),
    threshold: fc.integer({ min: 0, max: 60000 }),
    value: fc.integer({ min: 1, max: 70000 }),
  }),
  fc.record({
    kind: fc.constant('discount' as const),
    threshold: fc.integer({ min: 0, max: 60000 }),
    value: fc.integer({ min: 1, max: 99 }),
  }),
);

interface Scenario {
  input: CartPricingInput;
  buyer: Buyer | null;
  /** scope of the 满减/满折 activities 1..4 */
  activityScopes: ActivityScope[];
  /** scope of each line's gift activity, by line position */
  giftScopes: ActivityScope[];
  storeWide: number | null;
  coupon: CouponRule;
}

const scenarioArb = (bounded: boolean): fc.Arbitrary<Scenario> =>
  cartArb({ bounded }).chain((input) =>
    fc.record({
      input: fc.constant(input),
      buyer: buyerArb,
      activityScopes: fc.array(scopeArb, { minLength: 5, maxLength: 5 }),
      giftScopes: fc.array(scopeArb, { minLength: input.lines.length, maxLength: input.lines.length }),
      storeWide: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 2 }),
      coupon: couponArb,
    }),
  );

function filterOf(s: Scenario): ScopeFilter {
  const giftByLine = new Map(s.input.lines.map((line, i) => [line.id, s.giftScopes[i] as ActivityScope]));
  return {
    activity: (id) => reachesBuyer(s.activityScopes[id] ?? { customerTypes: [], provinces: [] }, s.buyer),
    gift: (lineId) => reachesBuyer(giftByLine.get(lineId) ?? { customerTypes: [], provinces: [] }, s.buyer),
    storeWide: s.storeWide,
  };
}

/** The cart without one activity: its lines belong to none. */
function without(input: CartPricingInput, activityId: number): CartPricingInput {
  return {
    ...input,
    activities: input.activities.filter((a) => a.id !== activityId),
    lines: input.lines.map((l) => (l.activityId === activityId ? { ...l, activityId: null } : l)),
  };
}

function amountsOf(pricing: CartPricing): number[] {
  return [
    ...pricing.lines.flatMap((l) => [l.amount, l.unitPrice, l.activityShare, l.gift.total]),
    ...pricing.activities.flatMap((a) => [a.eligible, a.saving, ...a.tiers.map((t) => t.missing)]),
    pricing.shipping.fee,
    pricing.shipping.missingForFreeShipping,
    ...Object.values(pricing.totals),
  ];
}

/** The coupon at checkout: on the with_coupon lines after their activity shares. */
function couponOn(pricing: CartPricing, coupon: CouponRule) {
  const basis = pricing.lines
    .filter((l) => l.counting && l.withCoupon)
    .map((l) => ({ id: l.id, amount: l.amount - l.activityShare }));
  const eligible = basis.reduce((sum, b) => sum + b.amount, 0);
  const saving = couponSaving(coupon, eligible);
  return { basis, eligible, saving, shares: shareByAmount(saving, basis) };
}

describe('priceCart under activity scope', { timeout: 120_000 }, () => {
  it('prices only what reaches the buyer: totals never negative, every amount whole fen', () => {
    fc.assert(
      fc.property(scenarioArb(false), (s) => {
        const reach = filterOf(s);
        const scoped = withinScope(s.input, reach);
        const pricing = priceCart(scoped);
        for (const amount of amountsOf(pricing)) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(pricing.totals.goods - pricing.totals.saving).toBeGreaterThanOrEqual(0);
        expect(pricing.totals.payable).toBe(
          pricing.totals.goods - pricing.totals.saving + pricing.totals.shipping,
        );
        // nothing out of scope is priced: no unreached activity, no unreached gift
        for (const activity of pricing.activities) expect(reach.activity(activity.id)).toBe(true);
        pricing.lines.forEach((line) => {
          if (!reach.gift(line.id)) expect(line.gift.total).toBe(0);
        });
      }),
      RUNS,
    );
  });

  it('floors each saving in fen by its tier: 满减 min(reduce, eligible), 满折 eligible - floor(eligible × rate / 100)', () => {
    fc.assert(
      fc.property(scenarioArb(false), (s) => {
        const scoped = withinScope(s.input, filterOf(s));
        for (const outcome of priceCart(scoped).activities) {
          const tier = outcome.tiers.find((t) => t.id === outcome.appliedTierId);
          if (!tier) {
            expect(outcome.saving).toBe(0);
            continue;
          }
          const expected =
            outcome.kind === 'manjian'
              ? Math.min(tier.reduce ?? 0, outcome.eligible)
              : outcome.eligible - Number((BigInt(outcome.eligible) * BigInt(tier.rate ?? 100)) / 100n);
          expect(outcome.saving).toBe(expected);
        }
      }),
      RUNS,
    );
  });

  it('gives a line at most one of 满减/满折, and only a line at the ordinary or ladder price', () => {
    fc.assert(
      fc.property(scenarioArb(false), (s) => {
        const pricing = priceCart(withinScope(s.input, filterOf(s)));
        const owners = new Map<number, number>();
        for (const activity of pricing.activities) {
          for (const id of activity.lineIds) owners.set(id, (owners.get(id) ?? 0) + 1);
        }
        for (const line of pricing.lines) {
          expect(owners.get(line.id) ?? 0).toBeLessThanOrEqual(1);
          // flash (type 1), package (type 3), negotiated and near-expiry lines take no share
          if (line.activityShare > 0) {
            expect(owners.get(line.id)).toBe(1);
            expect(['base', 'ladder']).toContain(line.source);
          }
        }
      }),
      RUNS,
    );
  });

  it('never lets a coupon take the total below zero, and shares it exactly', () => {
    fc.assert(
      fc.property(scenarioArb(false), (s) => {
        const pricing = priceCart(withinScope(s.input, filterOf(s)));
        const coupon = couponOn(pricing, s.coupon);
        expect(Number.isInteger(coupon.saving)).toBe(true);
        expect(coupon.saving).toBeGreaterThanOrEqual(0);
        expect(coupon.saving).toBeLessThanOrEqual(coupon.eligible);
        const t = pricing.totals;
        expect(t.goods - t.saving - coupon.saving).toBeGreaterThanOrEqual(0);
        let shared = 0;
        for (const b of coupon.basis) {
          const share = coupon.shares.get(b.id) ?? 0;
          expect(share).toBeLessThanOrEqual(b.amount);
          shared += share;
        }
        expect(shared).toBe(coupon.saving);
      }),
      RUNS,
    );
  });

  it('never raises the total by applying an activity, a gift or a coupon', () => {
    fc.assert(
      fc.property(scenarioArb(false), (s) => {
        const scoped = withinScope(s.input, filterOf(s));
        const pricing = priceCart(scoped);
        for (const activity of scoped.activities) {
          const plain = priceCart(without(scoped, activity.id));
          expect(pricing.totals.payable).toBeLessThanOrEqual(plain.totals.payable);
          expect(pricing.totals.shipping).toBe(plain.totals.shipping);
        }
        const noGifts = priceCart({ ...scoped, lines: scoped.lines.map((l) => ({ ...l, gift: null })) });
        expect(pricing.totals).toEqual(noGifts.totals);
        const coupon = couponOn(pricing, s.coupon);
        expect(pricing.totals.payable - coupon.saving).toBeLessThanOrEqual(pricing.totals.payable);
      }),
      RUNS,
    );
  });

  it('prices a buyer out of every scope as if the cart had no activities', () => {
    fc.assert(
      fc.property(scenarioArb(true), (s) => {
        const none: ScopeFilter = { activity: () => false, gift: () => false, storeWide: s.storeWide };
        const pricing = priceCart(withinScope(s.input, none));
        expect(pricing.activities).toEqual([]);
        expect(pricing.totals.saving).toBe(0);
        expect(pricing.lines.every((l) => l.gift.total === 0 && l.activityShare === 0)).toBe(true);
        // at or below the undiscounted prices, the scoped-in buyer never pays more than that one
        const inScope = priceCart(withinScope(s.input, { ...none, activity: () => true, gift: () => true }));
        expect(inScope.totals.payable).toBeLessThanOrEqual(pricing.totals.payable);
      }),
      RUNS,
    );
  });
});
