import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { cart, discount, line } from './test-fixtures.ts';
import { unitPriceAtRate, WELFARE_RATE } from './welfare.ts';

describe('unitPriceAtRate (the 94折 welfare price)', () => {
  it('floors to whole fen', () => {
    expect(unitPriceAtRate(1000, WELFARE_RATE)).toBe(940);
    expect(unitPriceAtRate(1999, WELFARE_RATE)).toBe(1879); // 1879.06
    expect(unitPriceAtRate(1, WELFARE_RATE)).toBe(0); // 0.94 fen
    expect(unitPriceAtRate(0, WELFARE_RATE)).toBe(0);
  });

  it('is floor(price * rate / 100), never negative and never above the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        (price, rate) => {
          const welfare = unitPriceAtRate(price, rate);
          expect(Number.isInteger(welfare)).toBe(true);
          expect(welfare).toBeGreaterThanOrEqual(0);
          expect(welfare).toBeLessThanOrEqual(price);
          expect(welfare).toBe(Math.floor((price * rate) / 100));
        },
      ),
    );
  });

  it('is what the cart charges for one unit of a goods in the welfare activity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (price) => {
        const pricing = priceCart(
          cart([line({ id: 7, basePrice: price, activityId: 3 })], [discount(3, [[1, WELFARE_RATE]])]),
        );
        expect(pricing.totals.goods - pricing.totals.saving).toBe(unitPriceAtRate(price, WELFARE_RATE));
      }),
    );
  });
});
