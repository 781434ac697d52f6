import { describe, expect, it } from 'vitest';
import { voucherBase, voucherMinimumMet } from './voucher.ts';

describe('voucherBase', () => {
  it('is the goods less the activity savings and the coupon', () => {
    // 黄芩 ×89: goods 2020.30, 满2000减120 takes 120.00; no coupon
    expect(voucherBase({ goods: 202_030, activity: 12_000, coupon: 0 })).toBe(190_030);
    expect(voucherBase({ goods: 202_030, activity: 0, coupon: 3_000 })).toBe(199_030);
    expect(voucherBase({ goods: 202_030, activity: 0, coupon: 0 })).toBe(202_030);
  });
});

describe('voucherMinimumMet', () => {
  it('needs the minimum within the base', () => {
    // ¥50 usable from ¥2000: the goods alone would meet it, what is left after 满减 does not
    expect(voucherMinimumMet(200_000, 190_030)).toBe(false);
    expect(voucherMinimumMet(200_000, 200_000)).toBe(true);
    expect(voucherMinimumMet(200_000, 199_999)).toBe(false);
  });

  it('never holds when nothing is left of the goods, even without a minimum', () => {
    expect(voucherMinimumMet(0, 1)).toBe(true);
    expect(voucherMinimumMet(0, 0)).toBe(false);
    expect(voucherMinimumMet(0, -5)).toBe(false);
  });
});
