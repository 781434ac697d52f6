import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSaleNumber, mayApply, paidByLine, paidOfLine, refundForUnits } from './after-sale-rules.ts';

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

describe('paidByLine', () => {
  it('shares the cash voucher over the lines, so a full return gives back what the goods were paid', () => {
    // 20 × ¥106.30 less a ¥50 voucher: ¥2,076.00 for the goods.
    const one = paidByLine([{ id: 29, amount: 212_600, activityShare: 0, couponShare: 0 }], 5000);
    expect(one.get(29)).toBe(207_600);
    const two = paidByLine(
      [
        { id: 1, amount: 3000, activityShare: 300, couponShare: 100 },
        { id: 2, amount: 1000, activityShare: 0, couponShare: 0 },
      ],
      2000,
    );
    // 2600 and 1000 paid before it: the voucher splits 1445 / 555 (the remainder fen to the larger).
    expect([two.get(1), two.get(2)]).toEqual([1155, 445]);
    expect(paidByLine([{ id: 1, amount: 3000, activityShare: 300, couponShare: 100 }], 0).get(1)).toBe(2600);
  });

  it('sums to what the lines paid less the voucher, no line below zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 1_000_000 }),
            activity: fc.integer({ min: 0, max: 100 }),
            coupon: fc.integer({ min: 0, max: 100 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.integer({ min: 0, max: 100 }),
        (specs, percent) => {
          const lines = specs.map((l, i) => ({
            id: i + 1,
            amount: l.amount,
            activityShare: Math.floor((l.amount * l.activity) / 400),
            couponShare: Math.floor((l.amount * l.coupon) / 400),
          }));
          const before = lines.reduce((sum, l) => sum + paidOfLine(l), 0);
          // A voucher never exceeds the goods left after activity and coupon.
          const voucher = Math.floor((before * percent) / 100);
          const paid = paidByLine(lines, voucher);
          const values = [...paid.values()];
          expect(values.reduce((a, b) => a + b, 0)).toBe(before - voucher);
          for (const line of lines) {
            expect(paid.get(line.id)).toBeGreaterThanOrEqual(0);
            expect(paid.get(line.id)).toBeLessThanOrEqual(paidOfLine(line));
          }
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
