import { describe, expect, it } from 'vitest';
import { monthsUntil, remainingText } from './expiry';

const day = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y as number, (m as number) - 1, d as number);
};

describe('monthsUntil', () => {
  it('counts whole calendar months', () => {
    expect(monthsUntil('2026-03-15', day('2026-01-15'))).toBe(2);
    expect(monthsUntil('2026-03-14', day('2026-01-15'))).toBe(1);
    expect(monthsUntil('2027-01-20', day('2026-11-22'))).toBe(1);
    expect(monthsUntil('2027-05-22', day('2026-11-22'))).toBe(6);
  });

  it('is 0 when expired or under a month away', () => {
    expect(monthsUntil('2026-01-01', day('2026-02-01'))).toBe(0);
    expect(monthsUntil('2026-02-10', day('2026-02-01'))).toBe(0);
  });

  it('is null for a missing or malformed date', () => {
    expect(monthsUntil(undefined, day('2026-01-01'))).toBeNull();
    expect(monthsUntil('', day('2026-01-01'))).toBeNull();
    expect(monthsUntil('2026/01/01', day('2026-01-01'))).toBeNull();
    expect(monthsUntil('2026-13-01', day('2026-01-01'))).toBeNull();
  });
});

describe('remainingText', () => {
  it('says how long is left', () => {
    expect(remainingText('2026-05-01', day('2026-01-01'))).toBe('剩余 4 个月');
    expect(remainingText('2026-01-20', day('2026-01-01'))).toBe('不足 1 个月');
    expect(remainingText(undefined, day('2026-01-01'))).toBe('');
  });
});
