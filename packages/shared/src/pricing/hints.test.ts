import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { cartHints, discountLabel } from './hints.ts';
import { cart, discount, line, manjian } from './test-fixtures.ts';
import type { CartPricingInput } from './types.ts';

const hintsOf = (input: CartPricingInput, focus?: number) => cartHints(input, priceCart(input), focus);

const ladder = [
  { id: 2, quantity: 20, price: 900 },
  { id: 1, quantity: 10, price: 950 },
];

describe('discountLabel', () => {
  it.each([
    [95, '9.5折'],
    [90, '9折'],
    [85, '8.5折'],
    [5, '0.5折'],
    [99, '9.9折'],
    [10, '1折'],
  ])('%d -> %s', (rate, label) => {
    expect(discountLabel(rate)).toBe(label);
  });
});

describe('cartHints', () => {
  const input = cart(
    [
      line({ id: 1, quantity: 8, activityId: 1, ladder }),
      line({ id: 2, quantity: 3, basePrice: 1250, activityId: 2 }),
      line({ id: 3, quantity: 1 }),
    ],
    [
      manjian(1, [
        [20000, 2000],
        [10000, 500],
      ]),
      discount(2, [
        [3750, 95],
        [5000, 90],
      ]),
    ],
    { fee: 800, freeThreshold: 30000 },
  );

  it('nudges every activity then shipping, with no focus line', () => {
    // goods 8000 + 3750 + 1000 = 12750; shipping is judged before savings: 30000 - 12750 missing
    expect(hintsOf(input)).toEqual(['再买 ¥20.00 可减 ¥5.00', '再买 ¥12.50 享9折', '还差 ¥172.50 包邮']);
  });

  it('nudges the focus line only: its activity, then its next ladder tier, then shipping', () => {
    expect(hintsOf(input, 1)).toEqual(['再买 ¥20.00 可减 ¥5.00', '再买 2 件享 ¥9.50', '还差 ¥172.50 包邮']);
    expect(hintsOf(input, 2)).toEqual(['再买 ¥12.50 享9折', '还差 ¥172.50 包邮']);
    expect(hintsOf(input, 3)).toEqual(['还差 ¥172.50 包邮']);
  });

  it('points to the ladder tier after the reached one, and to none past the last', () => {
    const at = (quantity: number) => hintsOf(cart([line({ id: 1, quantity, ladder })]), 1);
    expect(at(10)).toEqual(['再买 10 件享 ¥9.00']);
    expect(at(19)).toEqual(['再买 1 件享 ¥9.00']);
    expect(at(20)).toEqual([]);
  });

  it('has no ladder nudge for a line not priced by its ladder', () => {
    expect(hintsOf(cart([line({ id: 1, quantity: 5, ladder, negotiatedPrice: 990 })]), 1)).toEqual([]);
    expect(hintsOf(cart([line({ id: 1, quantity: 5, ladder, type: 1, specialPrice: 990 })]), 1)).toEqual([]);
  });

  it('stays quiet once every tier is reached and shipping is free', () => {
    const done = cart(
      [line({ id: 1, quantity: 30, activityId: 1 })],
      [
        manjian(1, [
          [20000, 2000],
          [10000, 500],
        ]),
      ],
      { fee: 800, freeThreshold: 28000 },
    );
    expect(hintsOf(done)).toEqual([]);
  });

  it('gives no shipping nudge when the fee is zero', () => {
    expect(hintsOf(cart([line({ id: 1 })], [], { fee: 0, freeThreshold: 5000 }))).toEqual([]);
  });

  it('nudges toward a first tier from an empty activity', () => {
    const idle = cart([line({ id: 1, selected: false, activityId: 1 })], [manjian(1, [[10000, 500]])]);
    expect(hintsOf(idle)).toEqual(['再买 ¥100.00 可减 ¥5.00']);
  });
});
