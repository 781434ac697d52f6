import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { cartArb, permutedArb } from './test-arbitraries.ts';
import type { ActivityOutcome, CartPricing, LadderTierInput, PricedLine } from './types.ts';

const RUNS = { numRuns: 2000 };

/** The pricing with lines and activities in id order, to compare carts given in different orders. */
function canonical(pricing: CartPricing): CartPricing {
  return {
    ...pricing,
    lines: [...pricing.lines].sort((a, b) => a.id - b.id),
    activities: [...pricing.activities].sort((a, b) => a.id - b.id),
  };
}

/**
 * Ladder prices that never make a larger quantity cost less in total: at each tier, the new price
 * times the tier quantity is at least the previous price times one unit fewer.
 */
function amountMonotone(ladder: readonly LadderTierInput[], basePrice: number): LadderTierInput[] {
  const sorted = [...ladder].sort((a, b) => a.quantity - b.quantity || a.price - b.price || a.id - b.id);
  const fair: LadderTierInput[] = [];
  let previous = basePrice;
  for (const tier of sorted) {
    if (fair.some((t) => t.quantity === tier.quantity)) continue;
    const floor = tier.quantity === 0 ? 0 : Math.ceil((previous * (tier.quantity - 1)) / tier.quantity);
    const price = Math.max(tier.price, floor);
    fair.push({ ...tier, price });
    previous = price;
  }
  return fair;
}

// Thousands of runs each: generous timeouts for a loaded machine.
describe('priceCart properties', { timeout: 60_000 }, () => {
  it('never yields a negative amount, and payable = goods - saving + shipping', () => {
    fc.assert(
      fc.property(cartArb({ bounded: false }), (input) => {
        const { lines, activities, shipping, totals } = priceCart(input);
        const amounts = [
          ...lines.flatMap((l) => [l.amount, l.activityShare]),
          ...activities.map((a) => a.saving),
          shipping.fee,
          shipping.missingForFreeShipping,
          ...Object.values(totals),
          totals.goods - totals.saving,
        ];
        expect(amounts.filter((amount) => amount < 0)).toEqual([]);
        expect(totals.payable).toBe(totals.goods - totals.saving + totals.shipping);
        expect(totals.saving).toBe(activities.reduce((sum, a) => sum + a.saving, 0));
      }),
      RUNS,
    );
  });

  it('never charges more than the undiscounted price when offers are at or below it', () => {
    fc.assert(
      fc.property(cartArb({ bounded: true }), (input) => {
        const { totals } = priceCart(input);
        expect(totals.goods - totals.saving).toBeLessThanOrEqual(totals.raw);
      }),
      RUNS,
    );
  });

  it('does not depend on the order of the lines and activities', () => {
    const arb = cartArb({ bounded: false }).chain((input) =>
      fc.tuple(fc.constant(input), permutedArb(input)),
    );
    fc.assert(
      fc.property(arb, ([input, permuted]) => {
        expect(canonical(priceCart(permuted))).toEqual(canonical(priceCart(input)));
      }),
      RUNS,
    );
  });

  it('keeps output lines in input order', () => {
    fc.assert(
      fc.property(cartArb({ bounded: false }), (input) => {
        expect(priceCart(input).lines.map((l) => l.id)).toEqual(input.lines.map((l) => l.id));
      }),
      RUNS,
    );
  });

  it('never turns an achieved tier off when a line grows', () => {
    const arb = cartArb({ bounded: true })
      .filter((input) => input.lines.length > 0)
      .chain((input) =>
        fc.tuple(
          fc.constant(input),
          fc.integer({ min: 0, max: input.lines.length - 1 }),
          fc.integer({ min: 1, max: 15 }),
        ),
      );
    fc.assert(
      fc.property(arb, ([generated, index, more]) => {
        const input = {
          ...generated,
          lines: generated.lines.map((l) => ({ ...l, ladder: amountMonotone(l.ladder, l.basePrice) })),
        };
        const grown = {
          ...input,
          lines: input.lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity + more } : l)),
        };
        const before = priceCart(input).activities;
        const after = new Map(priceCart(grown).activities.map((a) => [a.id, a]));
        for (const activity of before) {
          const later = after.get(activity.id) as ActivityOutcome;
          expect(later.eligible).toBeGreaterThanOrEqual(activity.eligible);
          for (const tier of activity.tiers) {
            if (tier.status === 1) expect(later.tiers.find((t) => t.id === tier.id)?.status).toBe(1);
          }
        }
      }),
      RUNS,
    );
  });

  it('shares each saving exactly over its eligible lines, none above its line amount', () => {
    fc.assert(
      fc.property(cartArb({ bounded: false }), (input) => {
        const pricing = priceCart(input);
        const byId = new Map(pricing.lines.map((l) => [l.id, l]));
        for (const activity of pricing.activities) {
          let shared = 0;
          for (const id of activity.lineIds) {
            const line = byId.get(id) as PricedLine;
            expect(line.activityShare).toBeLessThanOrEqual(line.amount);
            if (!(line.counting && line.withCoupon)) expect(line.activityShare).toBe(0);
            shared += line.activityShare;
          }
          expect(shared).toBe(activity.saving);
          expect(activity.saving).toBeLessThanOrEqual(activity.eligible);
        }
        const covered = new Set(pricing.activities.flatMap((a) => a.lineIds));
        for (const line of pricing.lines) if (!covered.has(line.id)) expect(line.activityShare).toBe(0);
      }),
      RUNS,
    );
  });
});
