import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('counts whole seconds to the deadline and stops at zero', () => {
    expect(secondsLeft(1_000_100, 1_000_000_000)).toBe(100);
    expect(secondsLeft(1_000_100, 1_000_000_999)).toBe(100);
    expect(secondsLeft(1_000_100, 1_000_100_000)).toBe(0);
    expect(secondsLeft(1_000_100, 1_000_200_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes mm:ss', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('adds hours when the deadline is more than an hour away', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3 * 86400 - 1)).toBe('71:59:59');
  });
});
