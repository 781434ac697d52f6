import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSaleNumber, mayApply, paidOfLine, refundForUnits } from './after-sale-rules.ts';

describe('refundForUnits', () => {
  it('prices units at floor(paid × n / quantity) and gives the last ones the remainder', () => {
    const line = { quantity: 3, paid: paidOfLine({ amount: 3000, activityShare: 300, couponShare: 100 }) };
    expect(line.paid).toBe(2600);
    expect(refundForUnits(line, 2, 0, 0)).toBe(1733);
    expect(refundForUnits(line, 1, 2, 1733)).toBe(867);
    expect(refundForUnits(line, 3, 0, 0)).toBe(2600);
  });

  it('returns exactly what a line paid, however its units are split up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 12 }),
        (paid, parts) => {
          const quantity = parts.reduce((a, b) => a + b, 0);
          let units = 0;
          let amount = 0;
          for (const n of parts) {
            const refund = refundForUnits({ quantity, paid }, n, units, amount);
            expect(refund).toBeGreaterThanOrEqual(0);
            if (units + n < quantity) expect(refund).toBe(Math.floor((paid * n) / quantity));
            units += n;
            amount += refund;
          }
          expect(amount).toBe(paid);
        },
      ),
    );
  });
});

describe('mayApply', () => {
  const now = new Date('2026-05-20T00:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it('allows paid, shipped, and recently completed orders only', () => {
    expect(mayApply({ status: 0, completedAt: null }, now)).toBe(false);
    expect(mayApply({ status: 1, completedAt: null }, now)).toBe(true);
    expect(mayApply({ status: 2, completedAt: null }, now)).toBe(true);
    expect(mayApply({ status: 3, completedAt: daysAgo(15) }, now)).toBe(true);
    expect(mayApply({ status: 3, completedAt: daysAgo(15.01) }, now)).toBe(false);
    expect(mayApply({ status: 4, completedAt: null }, now)).toBe(false);
  });
});

it('numbers after-sales SH + China time + three digits', () => {
  expect(afterSaleNumber(new Date('2026-05-20T16:30:05.123Z'), 7)).toBe('SH20260521003005123007');
});
