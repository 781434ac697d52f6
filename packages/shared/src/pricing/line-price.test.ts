import { describe, expect, it } from 'vitest';
import { priceCart, unitPriceOf } from './engine.ts';
import { cart, discount, line } from './test-fixtures.ts';

const ladder = [
  { id: 3, quantity: 50, price: 800 },
  { id: 1, quantity: 10, price: 950 },
  { id: 2, quantity: 20, price: 900 },
];

describe('unit price', () => {
  it.each([
    [1, 1000, 'base', null],
    [9, 1000, 'base', null],
    [10, 950, 'ladder', 1],
    [19, 950, 'ladder', 1],
    [20, 900, 'ladder', 2],
    [49, 900, 'ladder', 2],
    [50, 800, 'ladder', 3],
    [500, 800, 'ladder', 3],
  ])('quantity %d on an unsorted ladder -> %d (%s)', (quantity, unitPrice, source, ladderTierId) => {
    expect(unitPriceOf(line({ id: 1, quantity, ladder }))).toEqual({ unitPrice, source, ladderTierId });
  });

  it('takes the package price of a combination and the flash price, ignoring their ladders', () => {
    const special = { quantity: 60, ladder, specialPrice: 700, negotiatedPrice: 600, nearExpiryPrice: 500 };
    expect(unitPriceOf(line({ id: 1, type: 3, ...special }))).toEqual({
      unitPrice: 700,
      source: 'combination',
      ladderTierId: null,
    });
    expect(unitPriceOf(line({ id: 1, type: 1, ...special }))).toEqual({
      unitPrice: 700,
      source: 'flash',
      ladderTierId: null,
    });
    expect(unitPriceOf(line({ id: 1, type: 1, quantity: 60, ladder }))).toEqual({
      unitPrice: 1000,
      source: 'base',
      ladderTierId: null,
    });
  });

  it('prefers the negotiated price to the near-expiry price, and both to the ladder', () => {
    expect(
      unitPriceOf(line({ id: 1, quantity: 60, ladder, negotiatedPrice: 990, nearExpiryPrice: 500 })),
    ).toEqual({
      unitPrice: 990,
      source: 'negotiated',
      ladderTierId: null,
    });
    expect(unitPriceOf(line({ id: 1, quantity: 60, ladder, nearExpiryPrice: 850 }))).toEqual({
      unitPrice: 850,
      source: 'near_expiry',
      ladderTierId: null,
    });
  });

  it('refuses malformed input as a programming error', () => {
    expect(() => unitPriceOf(line({ id: 1, quantity: 1.5 }))).toThrow(RangeError);
    expect(() => unitPriceOf(line({ id: 1, basePrice: -1 }))).toThrow(RangeError);
    expect(() => unitPriceOf(line({ id: 1, ladder: [{ id: 1, quantity: 2, price: Number.NaN }] }))).toThrow(
      RangeError,
    );
    expect(() => priceCart(cart([line({ id: 1 }), line({ id: 1 })]))).toThrow(RangeError);
    expect(() => priceCart(cart([line({ id: 1, basePrice: 2 ** 52, quantity: 4 })]))).toThrow(RangeError);
    expect(() => priceCart(cart([line({ id: 1 })], [discount(1, [[100, 100]])]))).toThrow(RangeError);
    expect(() =>
      priceCart(
        cart([line({ id: 1 })], [{ id: 1, kind: 'manjian', title: 'x', tiers: [{ id: 1, amount: 5 }] }]),
      ),
    ).toThrow(RangeError);
  });
});

describe('lines', () => {
  it('prices amount = unit price * quantity and keeps the raw price', () => {
    const [priced] = priceCart(cart([line({ id: 7, quantity: 20, ladder })])).lines;
    expect(priced).toMatchObject({
      id: 7,
      unitPrice: 900,
      rawUnitPrice: 1000,
      amount: 18000,
      ladderTierId: 2,
    });
  });

  it('forces unbuyable and zero-stock lines unselected, so they do not count', () => {
    const pricing = priceCart(
      cart([
        line({ id: 1, isBuy: false }),
        line({ id: 2, stock: 0 }),
        line({ id: 3, selected: false }),
        line({ id: 4, quantity: 3 }),
      ]),
    );
    expect(pricing.lines.map((l) => [l.selected, l.counting])).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [true, true],
    ]);
    expect(pricing.totals).toEqual({
      raw: 3000,
      goods: 3000,
      saving: 0,
      shipping: 0,
      payable: 3000,
      lineCount: 1,
      quantity: 3,
    });
  });

  it('marks only ordinary and ladder lines withCoupon', () => {
    const pricing = priceCart(
      cart([
        line({ id: 1 }),
        line({ id: 2, quantity: 10, ladder }),
        line({ id: 3, type: 1, specialPrice: 500 }),
        line({ id: 4, type: 3, specialPrice: 500 }),
        line({ id: 5, negotiatedPrice: 900 }),
        line({ id: 6, nearExpiryPrice: 900 }),
        line({ id: 7, type: 1 }),
      ]),
    );
    expect(pricing.lines.map((l) => l.withCoupon)).toEqual([true, true, false, false, false, false, false]);
  });

  it('earns gifts on counting lines only', () => {
    const gift = { buy: 3, give: 2, type: 2 as const };
    const pricing = priceCart(
      cart([
        line({ id: 1, quantity: 10, gift }),
        line({ id: 2, quantity: 2, gift }),
        line({ id: 3, quantity: 10, gift, selected: false }),
        line({ id: 4, quantity: 10 }),
        line({ id: 5, quantity: 4, gift: { buy: 4, give: 1, type: 1 } }),
      ]),
    );
    expect(pricing.lines.map((l) => l.gift)).toEqual([
      { total: 6, type: 2 },
      { total: 0, type: 0 },
      { total: 0, type: 0 },
      { total: 0, type: 0 },
      { total: 1, type: 1 },
    ]);
  });
});
