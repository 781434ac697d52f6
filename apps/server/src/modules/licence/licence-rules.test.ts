import { describe, expect, it } from 'vitest';
import { addDays, chinaToday, expiryFlags, isRequiredFor, storeKindOf } from './licence-rules.ts';
import { parseReviewArgs } from './review-command.ts';

describe('licence rules', () => {
  it("reads today in China's calendar", () => {
    expect(chinaToday(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(chinaToday(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('warns within 30 days and treats the expiry day as still valid', () => {
    const today = '2026-03-01';
    expect(expiryFlags(addDays(today, 31), today)).toEqual({ daysLeft: 31, expiring: false, expired: false });
    expect(expiryFlags(addDays(today, 30), today)).toEqual({ daysLeft: 30, expiring: true, expired: false });
    expect(expiryFlags(today, today)).toEqual({ daysLeft: 0, expiring: true, expired: false });
    expect(expiryFlags(addDays(today, -1), today)).toEqual({ daysLeft: -1, expiring: false, expired: true });
  });

  it('requires licences by kind of store', () => {
    expect(storeKindOf('诊所')).toBe('medical');
    expect(storeKindOf('连锁药店')).toBe('pharmacy');
    expect(isRequiredFor(['pharmacy'], '单体药店')).toBe(true);
    expect(isRequiredFor(['pharmacy'], '卫生院')).toBe(false);
    expect(isRequiredFor([], '单体药店')).toBe(false);
  });
});

describe('review command arguments', () => {
  it('parses every form of the command', () => {
    expect(parseReviewArgs(['list'])).toEqual({ action: 'list' });
    expect(parseReviewArgs(['approve', 'licence', '12'])).toEqual({
      action: 'approve',
      target: 'licence',
      id: 12,
    });
    expect(parseReviewArgs(['reject', 'company', '4', '--reason', '营业执照', '模糊'])).toEqual({
      action: 'reject',
      target: 'company',
      id: 4,
      reason: '营业执照 模糊',
    });
  });

  it('refuses a rejection without a reason and anything malformed', () => {
    expect(() => parseReviewArgs(['reject', 'licence', '3'])).toThrow(/--reason/);
    expect(() => parseReviewArgs(['approve', 'order', '3'])).toThrow(/usage/);
    expect(() => parseReviewArgs(['approve', 'licence', 'x'])).toThrow(/not an id/);
    expect(() => parseReviewArgs([])).toThrow(/usage/);
  });
});
