import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { cart, discount, line, manjian } from './test-fixtures.ts';

describe('activities', () => {
  it('applies the largest achieved reduce and lists achieved tiers first', () => {
    const pricing = priceCart(
      cart(
        [line({ id: 1, quantity: 25, activityId: 9 })],
        [
          manjian(9, [
            [10000, 500],
            [50000, 3000],
            [20000, 1500],
            [30000, 1000],
          ]),
        ],
      ),
    );
    const [activity] = pricing.activities;
    expect(activity).toMatchObject({
      id: 9,
      kind: 'manjian',
      eligible: 25000,
      saving: 1500,
      appliedTierId: 903,
    });
    expect(activity?.tiers).toEqual([
      { id: 903, amount: 20000, reduce: 1500, rate: null, status: 1, missing: 0 },
      { id: 901, amount: 10000, reduce: 500, rate: null, status: 1, missing: 0 },
      { id: 904, amount: 30000, reduce: 1000, rate: null, status: 0, missing: 5000 },
      { id: 902, amount: 50000, reduce: 3000, rate: null, status: 0, missing: 25000 },
    ]);
    expect(pricing.totals).toMatchObject({ goods: 25000, saving: 1500, payable: 23500 });
    expect(pricing.lines[0]?.activityShare).toBe(1500);
  });

  it('reaches a tier exactly at its amount', () => {
    const at = (quantity: number) =>
      priceCart(cart([line({ id: 1, quantity, activityId: 1 })], [manjian(1, [[10000, 1000]])]))
        .activities[0];
    expect(at(9)).toMatchObject({ eligible: 9000, saving: 0, appliedTierId: null });
    expect(at(10)).toMatchObject({ eligible: 10000, saving: 1000, appliedTierId: 101 });
  });

  it('floors the discounted amount, so the saving rounds up', () => {
    const pricing = priceCart(
      cart(
        [line({ id: 1, basePrice: 33333, activityId: 2 })],
        [
          discount(2, [
            [10000, 95],
            [30000, 90],
            [50000, 80],
          ]),
        ],
      ),
    );
    // 33333 * 0.9 = 29999.7 -> payable 29999, saving 3334
    expect(pricing.activities[0]).toMatchObject({ eligible: 33333, saving: 3334, appliedTierId: 202 });
    const single = priceCart(
      cart([line({ id: 1, basePrice: 33333, activityId: 2 })], [discount(2, [[100, 95]])]),
    );
    // 33333 * 0.95 = 31666.35 -> 31666, saving 1667
    expect(single.activities[0]?.saving).toBe(1667);
    expect(single.activities[0]?.tiers[0]).toEqual({
      id: 201,
      amount: 100,
      reduce: null,
      rate: 95,
      status: 1,
      missing: 0,
    });
  });

  it('counts only counting withCoupon lines toward the eligible total', () => {
    const pricing = priceCart(
      cart(
        [
          line({ id: 1, quantity: 5, activityId: 1 }),
          line({ id: 2, quantity: 5, activityId: 1, selected: false }),
          line({ id: 3, quantity: 5, activityId: 1, negotiatedPrice: 900 }),
          line({ id: 4, quantity: 5, activityId: 1, nearExpiryPrice: 900 }),
          line({ id: 5, quantity: 5, activityId: 1, type: 1, specialPrice: 900 }),
          line({ id: 6, quantity: 5, activityId: 2 }),
        ],
        [manjian(1, [[5000, 100]])],
      ),
    );
    expect(pricing.activities).toHaveLength(1);
    expect(pricing.activities[0]).toMatchObject({ eligible: 5000, saving: 100, lineIds: [1, 2, 3, 4, 5] });
    expect(pricing.lines.map((l) => l.activityShare)).toEqual([100, 0, 0, 0, 0, 0]);
  });

  it('keeps an activity whose lines do not count, at zero, and omits one covering no line', () => {
    const pricing = priceCart(
      cart(
        [line({ id: 1, quantity: 50, activityId: 1, stock: 0 })],
        [
          manjian(2, [[100, 10]]),
          manjian(1, [
            [0, 10],
            [100, 10],
          ]),
        ],
      ),
    );
    expect(pricing.activities).toEqual([
      {
        id: 1,
        kind: 'manjian',
        title: '满减1',
        eligible: 0,
        saving: 0,
        appliedTierId: null,
        tiers: [
          { id: 101, amount: 0, reduce: 10, rate: null, status: 0, missing: 0 },
          { id: 102, amount: 100, reduce: 10, rate: null, status: 0, missing: 100 },
        ],
        lineIds: [1],
      },
    ]);
  });

  it('shares the saving by amount, the remainder to the largest amounts then smaller ids', () => {
    const pricing = priceCart(
      cart(
        [
          line({ id: 4, basePrice: 100, activityId: 1 }),
          line({ id: 2, basePrice: 300, activityId: 1 }),
          line({ id: 3, basePrice: 300, activityId: 1 }),
          line({ id: 1, basePrice: 301, activityId: 1 }),
        ],
        [manjian(1, [[1000, 10]])],
      ),
    );
    // exact shares 0.999, 2.997, 2.997, 3.007 -> floors 0, 2, 2, 3 (7); 3 fen go to 301, 300#2, 300#3
    expect(pricing.lines.map((l) => [l.id, l.activityShare])).toEqual([
      [4, 0],
      [2, 3],
      [3, 3],
      [1, 4],
    ]);
  });
});

describe('share ties', () => {
  it('gives the remainder of equal amounts to the smaller ids', () => {
    const pricing = priceCart(
      cart(
        [
          line({ id: 30, basePrice: 100, activityId: 1 }),
          line({ id: 10, basePrice: 100, activityId: 1 }),
          line({ id: 20, basePrice: 100, activityId: 1 }),
        ],
        [manjian(1, [[300, 2]])],
      ),
    );
    expect(pricing.lines.map((l) => [l.id, l.activityShare])).toEqual([
      [30, 0],
      [10, 1],
      [20, 1],
    ]);
  });

  it('caps a reduce above the eligible total at that total', () => {
    const pricing = priceCart(
      cart([line({ id: 1, basePrice: 300, activityId: 1 })], [manjian(1, [[300, 500]])]),
    );
    expect(pricing.activities[0]).toMatchObject({ eligible: 300, saving: 300, appliedTierId: 101 });
    expect(pricing.lines[0]?.activityShare).toBe(300);
    expect(pricing.totals).toMatchObject({ goods: 300, saving: 300, payable: 0 });
  });
});
