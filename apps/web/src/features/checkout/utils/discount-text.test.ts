import type { CashVoucher, MemberCoupon } from '@mall/shared/order';
import { describe, expect, it } from 'vitest';
import { couponRule, voucherRule, voucherUsable } from './discount-text';

const coupon = (over: Partial<MemberCoupon>): MemberCoupon => ({
  id: 1,
  title: '满减券',
  kind: 'reduce',
  threshold: '100.00',
  value: '10.00',
  rate: null,
  status: 0,
  valid_from: 0,
  valid_to: 2_000_000_000,
  ...over,
});

const voucher = (over: Partial<CashVoucher>): CashVoucher => ({
  id: 1,
  title: '现金券',
  amount: '20.00',
  min_amount: '200.00',
  status: 0,
  valid_to: 2_000_000_000,
  ...over,
});

describe('couponRule', () => {
  it('reads reduce and discount coupons', () => {
    expect(couponRule(coupon({}))).toBe('满¥100.00减¥10.00');
    expect(couponRule(coupon({ threshold: '0.00', value: '5.00' }))).toBe('无门槛减¥5.00');
    expect(couponRule(coupon({ kind: 'discount', value: null, rate: 95, threshold: '200.00' }))).toBe(
      '满¥200.00享9.5折',
    );
    expect(couponRule(coupon({ kind: 'discount', value: null, rate: 80 }))).toBe('满¥100.00享8折');
  });
});

describe('vouchers', () => {
  it('reads the minimum and the amount', () => {
    expect(voucherRule(voucher({}))).toBe('满¥200.00可用，抵¥20.00');
    expect(voucherRule(voucher({ min_amount: '0.00' }))).toBe('无门槛，抵¥20.00');
  });

  it('is usable only unused, unexpired and with its minimum met', () => {
    const now = 1_900_000_000;
    expect(voucherUsable(voucher({}), '200.00', now)).toBe(true);
    expect(voucherUsable(voucher({}), '199.99', now)).toBe(false);
    expect(voucherUsable(voucher({ status: 1 }), '500.00', now)).toBe(false);
    expect(voucherUsable(voucher({ valid_to: now }), '500.00', now)).toBe(false);
  });
});
