import { describe, expect, it } from 'vitest';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from the base and stays within the upper half of each step', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, () => 0.999_999)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(1, () => 0.999_999)).toBe(RECONNECT_BASE_MS * 2);
    expect(reconnectDelay(3, () => 0.5)).toBe(RECONNECT_BASE_MS * 8 * 0.75);
  });

  it('is capped at the maximum however many attempts failed', () => {
    for (const attempt of [6, 10, 50, 10_000]) {
      const delay = reconnectDelay(attempt, () => 0.999_999);
      expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_MAX_MS / 2);
    }
  });

  it('never grows smaller as attempts go on (at equal jitter)', () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => reconnectDelay(attempt, () => 0.3));
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
  });
});
