import type { CartTotals } from '@mall/shared/cart';
import type { CashVoucher, MemberCoupon } from '@mall/shared/order';
import { describe, expect, it } from 'vitest';
import {
  couponRule,
  usableVoucherId,
  voucherBaseOf,
  voucherOptions,
  voucherRule,
  voucherUsable,
} from './discount-text';

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
    expect(voucherUsable(voucher({}), 20_000, now)).toBe(true);
    expect(voucherUsable(voucher({}), 19_999, now)).toBe(false);
    expect(voucherUsable(voucher({ status: 1 }), 50_000, now)).toBe(false);
    expect(voucherUsable(voucher({ valid_to: now }), 50_000, now)).toBe(false);
    // nothing left of the goods: not even a voucher without a minimum
    expect(voucherUsable(voucher({ min_amount: '0.00' }), 0, now)).toBe(false);
  });
});

describe('vouchers on the server’s base', () => {
  const now = 1_900_000_000;
  // 黄芩 ×89: goods 2020.30, 满2000减120 takes 120.00 (the audit's reproduction)
  const totals: CartTotals = {
    raw_amount: '2020.30',
    goods_amount: '2020.30',
    saving_amount: '120.00',
    shipping_amount: '0.00',
    payable_amount: '1900.30',
    count: 1,
    number: 89,
  };
  const fifty = voucher({ id: 7, amount: '50.00', min_amount: '2000.00' });
  const small = voucher({ id: 8, amount: '10.00', min_amount: '1800.00' });
  const tenOff = coupon({ id: 3, threshold: '1000.00', value: '100.00', saving: '100.00' });

  it('measures the minimum on the goods less the activity and the chosen coupon', () => {
    expect(voucherBaseOf(totals, undefined)).toBe(190_030);
    expect(voucherBaseOf(totals, tenOff)).toBe(180_030);
  });

  it('does not offer a voucher whose minimum only the goods amount meets', () => {
    expect(voucherOptions([fifty, small], totals, undefined, now)).toEqual([
      { voucher: fifty, usable: false },
      { voucher: small, usable: true },
    ]);
  });

  it('changes with the coupon: picking one can take a voucher below its minimum, dropping the coupon makes it usable again', () => {
    const noActivity = { ...totals, saving_amount: '0.00' };
    expect(voucherOptions([fifty], noActivity, undefined, now)[0]?.usable).toBe(true);
    expect(voucherOptions([fifty], noActivity, tenOff, now)[0]?.usable).toBe(false);
  });

  it('keeps the chosen voucher only while it is usable', () => {
    const withTenOff = voucherOptions([small], totals, tenOff, now);
    expect(usableVoucherId(withTenOff, 8)).toBe(8);
    expect(usableVoucherId(withTenOff, null)).toBeNull();
    const withBigger = voucherOptions([small], totals, coupon({ saving: '300.00' }), now);
    expect(usableVoucherId(withBigger, 8)).toBeNull();
  });
});
