import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponSaving, shareByAmount } from './coupon.ts';

describe('couponSaving', () => {
  it('saves nothing below the threshold and the value from it', () => {
    const coupon = { kind: 'reduce' as const, threshold: 10000, value: 1000 };
    expect(couponSaving(coupon, 9999)).toBe(0);
    expect(couponSaving(coupon, 10000)).toBe(1000);
    expect(couponSaving(coupon, 25000)).toBe(1000);
  });

  it('never reduces more than the eligible amount (no threshold)', () => {
    expect(couponSaving({ kind: 'reduce', threshold: 0, value: 500 }, 300)).toBe(300);
    expect(couponSaving({ kind: 'reduce', threshold: 0, value: 500 }, 0)).toBe(0);
  });

  it('discounts by the payable percent, flooring what is paid', () => {
    const coupon = { kind: 'discount' as const, threshold: 5000, value: 95 };
    expect(couponSaving(coupon, 4999)).toBe(0);
    // 12345 * 0.95 = 11727.75 → pays 11727, saves 618
    expect(couponSaving(coupon, 12345)).toBe(618);
    expect(couponSaving({ kind: 'discount', threshold: 0, value: 90 }, 10000)).toBe(1000);
  });

  it('stays between 0 and the eligible amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'reduce' | 'discount'>('reduce', 'discount'),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (kind, threshold, value, eligible) => {
          const saving = couponSaving({ kind, threshold, value }, eligible);
          expect(Number.isSafeInteger(saving)).toBe(true);
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(saving).toBeLessThanOrEqual(eligible);
          if (eligible < threshold) expect(saving).toBe(0);
        },
      ),
    );
  });
});

describe('shareByAmount', () => {
  it('shares in proportion, the remainder to the largest amounts, ties to the smaller id', () => {
    const shares = shareByAmount(100, [
      { id: 3, amount: 1000 },
      { id: 1, amount: 1000 },
      { id: 2, amount: 1000 },
    ]);
    // 33 each, one fen left: the equal largest amounts go by id
    expect([...shares.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 34],
      [2, 33],
      [3, 33],
    ]);
    const uneven = shareByAmount(10, [
      { id: 1, amount: 100 },
      { id: 2, amount: 300 },
    ]);
    expect(uneven.get(1)).toBe(2);
    expect(uneven.get(2)).toBe(8);
  });

  it('gives zero shares of nothing, or over nothing', () => {
    expect(shareByAmount(0, [{ id: 1, amount: 500 }]).get(1)).toBe(0);
    expect(shareByAmount(100, [{ id: 1, amount: 0 }]).get(1)).toBe(0);
  });

  it('sums exactly to the total and never exceeds an amount', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ id: fc.integer({ min: 1, max: 1000 }), amount: fc.integer({ min: 0, max: 1e7 }) }),
          {
            minLength: 1,
            maxLength: 20,
            selector: (r) => r.id,
          },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const sum = amounts.reduce((s, a) => s + a.amount, 0);
          const total = Math.floor(sum * fraction);
          const shares = shareByAmount(total, amounts);
          const given = [...shares.values()].reduce((s, v) => s + v, 0);
          expect(given).toBe(sum === 0 ? 0 : total);
          for (const a of amounts) expect(shares.get(a.id)).toBeLessThanOrEqual(a.amount);
        },
      ),
    );
  });
});
