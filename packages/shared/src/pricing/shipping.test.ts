import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { cart, line, manjian } from './test-fixtures.ts';

describe('shipping', () => {
  const rule = { fee: 1000, freeThreshold: 50000 };

  it('charges the fee below the threshold, on goods before the saving', () => {
    const pricing = priceCart(
      cart([line({ id: 1, quantity: 49, activityId: 1 })], [manjian(1, [[40000, 100]])], rule),
    );
    expect(pricing.shipping).toEqual({ fee: 1000, missingForFreeShipping: 1000 });
    expect(pricing.totals).toMatchObject({ goods: 49000, saving: 100, shipping: 1000, payable: 49900 });
  });

  it('never lets a saving cost shipping: a 满减 that takes the goods below the threshold still ships free', () => {
    const withActivity = priceCart(
      cart([line({ id: 1, quantity: 50, activityId: 1 })], [manjian(1, [[50000, 100]])], rule),
    );
    expect(withActivity.shipping).toEqual({ fee: 0, missingForFreeShipping: 0 });
    expect(withActivity.totals).toMatchObject({ goods: 50000, saving: 100, shipping: 0, payable: 49900 });
    const without = priceCart(cart([line({ id: 1, quantity: 50 })], [], rule));
    expect(withActivity.totals.payable).toBeLessThan(without.totals.payable);
  });

  it('ships free at the threshold', () => {
    const pricing = priceCart(cart([line({ id: 1, quantity: 50 })], [], rule));
    expect(pricing.shipping).toEqual({ fee: 0, missingForFreeShipping: 0 });
    expect(pricing.totals.payable).toBe(50000);
  });

  it('ships free with no counting line', () => {
    expect(priceCart(cart([line({ id: 1, selected: false })], [], rule)).shipping).toEqual({
      fee: 0,
      missingForFreeShipping: 0,
    });
    expect(priceCart(cart([], [], rule)).totals.payable).toBe(0);
  });

  it('ships free when every counting line ships free on its own', () => {
    const pricing = priceCart(
      cart(
        [
          line({ id: 1, freeShipping: true, singleItemFreeShipping: true }),
          line({ id: 2, quantity: 5, freeShipping: true, freeShippingNumber: 5 }),
          line({ id: 3, selected: false }),
        ],
        [],
        rule,
      ),
    );
    expect(pricing.lines.map((l) => l.shipsFree)).toEqual([true, true, false]);
    expect(pricing.shipping).toEqual({ fee: 0, missingForFreeShipping: 0 });
  });

  it('charges when a free-shipping line misses its quantity or another line does not ship free', () => {
    const short = priceCart(
      cart([line({ id: 1, quantity: 4, freeShipping: true, freeShippingNumber: 5 })], [], rule),
    );
    expect(short.lines[0]?.shipsFree).toBe(false);
    expect(short.shipping).toEqual({ fee: 1000, missingForFreeShipping: 46000 });
    const mixed = priceCart(
      cart([line({ id: 1, freeShipping: true, singleItemFreeShipping: true }), line({ id: 2 })], [], rule),
    );
    expect(mixed.shipping).toEqual({ fee: 1000, missingForFreeShipping: 48000 });
    expect(mixed.totals.payable).toBe(3000);
  });
});
