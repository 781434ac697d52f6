import { describe, expect, it } from 'vitest';
import { monthsUntil, remainingText } from './expiry';

describe('monthsUntil', () => {
  it('counts whole calendar months', () => {
    expect(monthsUntil('2026-03-15', '2026-01-15')).toBe(2);
    expect(monthsUntil('2026-03-14', '2026-01-15')).toBe(1);
    expect(monthsUntil('2027-01-20', '2026-11-22')).toBe(1);
    expect(monthsUntil('2027-05-22', '2026-11-22')).toBe(6);
  });

  it('is 0 when expired or under a month away', () => {
    expect(monthsUntil('2026-01-01', '2026-02-01')).toBe(0);
    expect(monthsUntil('2026-02-10', '2026-02-01')).toBe(0);
  });

  it('is null for a missing or malformed date', () => {
    expect(monthsUntil(undefined, '2026-01-01')).toBeNull();
    expect(monthsUntil('', '2026-01-01')).toBeNull();
    expect(monthsUntil('2026/01/01', '2026-01-01')).toBeNull();
    expect(monthsUntil('2026-13-01', '2026-01-01')).toBeNull();
  });
});

describe('remainingText', () => {
  it('says how long is left', () => {
    expect(remainingText('2026-05-01', '2026-01-01')).toBe('剩余 4 个月');
    expect(remainingText('2026-01-20', '2026-01-01')).toBe('不足 1 个月');
    expect(remainingText(undefined, '2026-01-01')).toBe('');
  });
});
