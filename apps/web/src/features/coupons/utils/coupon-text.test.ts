import { describe, expect, it } from 'vitest';
import {
  campaignValidity,
  claimedPercent,
  faceOf,
  heldValidity,
  shortYuan,
  thresholdText,
} from './coupon-text';

describe('coupon text', () => {
  it('shortens yuan', () => {
    expect(shortYuan('8.00')).toBe('8');
    expect(shortYuan('8.50')).toBe('8.5');
    expect(shortYuan('8.05')).toBe('8.05');
    expect(shortYuan('100.00')).toBe('100');
  });

  it('reads the face of a reduce and a discount coupon', () => {
    expect(faceOf({ kind: 'reduce', value: '15.00', rate: null, threshold: '100.00' })).toEqual({
      amount: '15',
      unit: '元',
    });
    expect(faceOf({ kind: 'discount', value: null, rate: 95, threshold: '0.00' })).toEqual({
      amount: '9.5',
      unit: '折',
    });
    expect(faceOf({ kind: 'discount', value: null, rate: 80, threshold: '0.00' }).amount).toBe('8');
  });

  it('reads the threshold', () => {
    expect(thresholdText({ kind: 'reduce', value: '5.00', rate: null, threshold: '300.00' })).toBe(
      '满300元可用',
    );
    expect(thresholdText({ kind: 'reduce', value: '5.00', rate: null, threshold: '0.00' })).toBe('无门槛');
  });

  it('reads validity in China time', () => {
    // 2026-11-24 16:30 UTC is 2026-11-25 00:30 in China.
    const from = Date.UTC(2026, 10, 24, 16, 30) / 1000;
    const to = Date.UTC(2026, 11, 10, 2, 0) / 1000;
    expect(heldValidity({ valid_from: from, valid_to: to })).toBe('2026-11-25 00:30 至 2026-12-10 10:00');
    expect(campaignValidity({ valid_days: 15, valid_from: null, valid_to: null })).toBe('领取后15天内有效');
    expect(campaignValidity({ valid_days: null, valid_from: from, valid_to: to })).toBe(
      '2026-11-25 00:30 至 2026-12-10 10:00 有效',
    );
  });

  it('rounds the claimed share down', () => {
    expect(claimedPercent({ total: 200, remaining: 197 })).toBe(1);
    expect(claimedPercent({ total: 3, remaining: 1 })).toBe(66);
    expect(claimedPercent({ total: 1000, remaining: 1 })).toBe(99);
    expect(claimedPercent({ total: 6, remaining: 0 })).toBe(100);
  });
});
