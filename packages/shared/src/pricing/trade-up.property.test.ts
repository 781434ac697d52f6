import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { cartArb } from './test-arbitraries.ts';
import { cart, line, manjian } from './test-fixtures.ts';
import type { CartPricingInput, PricingLineInput } from './types.ts';

const RUNS = { numRuns: 1000 };

/** Trade-up lines (type 4) with ids past the generated ones. */
const tradeUpsArb = (firstId: number): fc.Arbitrary<PricingLineInput[]> =>
  fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 0, max: 20 }),
        selected: fc.boolean(),
        isBuy: fc.boolean(),
        stock: fc.integer({ min: 0, max: 50 }),
        basePrice: fc.integer({ min: 0, max: 100_000 }),
        price: fc.integer({ min: 0, max: 100_000 }),
        threshold: fc.integer({ min: 0, max: 2_000_000 }),
      }),
      { maxLength: 3 },
    )
    .map((rows) =>
      rows.map((r, i) =>
        line({
          id: firstId + i,
          type: 4,
          quantity: r.quantity,
          selected: r.selected,
          isBuy: r.isBuy,
          stock: r.stock,
          basePrice: r.basePrice,
          specialPrice: r.price,
          tradeUpThreshold: r.threshold,
        }),
      ),
    );

const withTradeUpsArb: fc.Arbitrary<CartPricingInput> = cartArb({ bounded: false }).chain((input) =>
  tradeUpsArb(1 + Math.max(0, ...input.lines.map((l) => l.id))).map((extra) => ({
    ...input,
    lines: [...input.lines, ...extra],
  })),
);

describe('trade-up lines (type 4)', { timeout: 60_000 }, () => {
  it('never yields a negative or fractional amount', () => {
    fc.assert(
      fc.property(withTradeUpsArb, (input) => {
        const { lines, totals, activities } = priceCart(input);
        const amounts = [
          ...lines.flatMap((l) => [l.amount, l.activityShare, l.tradeUpMissing ?? 0]),
          ...activities.map((a) => a.saving),
          ...Object.values(totals),
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(totals.payable).toBe(totals.goods - totals.saving + totals.shipping);
      }),
      RUNS,
    );
  });

  it('never prices a trade-up whose threshold the other counting lines do not reach', () => {
    fc.assert(
      fc.property(withTradeUpsArb, (input) => {
        const pricing = priceCart(input);
        const others = pricing.lines
          .filter((l, i) => input.lines[i]?.type !== 4 && l.counting)
          .reduce((sum, l) => sum + l.amount, 0);
        pricing.lines.forEach((priced, i) => {
          const given = input.lines[i] as PricingLineInput;
          if (given.type !== 4) return;
          const threshold = given.tradeUpThreshold ?? 0;
          expect(priced.tradeUpMissing).toBe(Math.max(0, threshold - others));
          if (others < threshold) {
            expect(priced.counting).toBe(false);
            expect(priced.selected).toBe(false);
          }
          // never toward activities or coupons
          expect(priced.withCoupon).toBe(false);
          expect(priced.activityShare).toBe(0);
        });
        const counted = pricing.lines.filter((l) => l.counting).reduce((sum, l) => sum + l.amount, 0);
        expect(pricing.totals.goods).toBe(counted);
      }),
      RUNS,
    );
  });

  it('leaves the rest of the cart priced as without the trade-ups, except shipping', () => {
    fc.assert(
      fc.property(withTradeUpsArb, (input) => {
        const without = priceCart({ ...input, lines: input.lines.filter((l) => l.type !== 4) });
        const withThem = priceCart(input);
        expect(withThem.activities).toEqual(without.activities);
        const kept = withThem.lines.filter((_l, i) => input.lines[i]?.type !== 4);
        expect(kept).toEqual(without.lines);
      }),
      RUNS,
    );
  });
});

describe('a trade-up example', () => {
  const base = (quantity: number) => [
    line({ id: 1, basePrice: 10_000, quantity, activityId: 9 }),
    line({ id: 2, type: 4, basePrice: 3000, specialPrice: 100, quantity: 2, tradeUpThreshold: 20_000 }),
  ];

  it('prices the trade-up at its price once the threshold is reached, outside 满减', () => {
    const pricing = priceCart(cart(base(2), [manjian(9, [[20_000, 1000]])]));
    const tradeUp = pricing.lines[1];
    expect(tradeUp).toMatchObject({ unitPrice: 100, amount: 200, counting: true, source: 'trade_up' });
    expect(tradeUp?.tradeUpMissing).toBe(0);
    expect(pricing.activities[0]?.eligible).toBe(20_000);
    expect(pricing.totals).toMatchObject({ goods: 20_200, saving: 1000, payable: 19_200 });
  });

  it('drops the trade-up when the threshold is no longer met', () => {
    const pricing = priceCart(cart(base(1)));
    expect(pricing.lines[1]).toMatchObject({ counting: false, selected: false, tradeUpMissing: 10_000 });
    expect(pricing.totals.goods).toBe(10_000);
  });
});
