import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatTime } from './chat-time';

/** Unix seconds of a China wall-clock time (UTC+8, no daylight saving). */
const china = (y: number, mo: number, d: number, h: number, mi: number) =>
  Date.UTC(y, mo - 1, d, h - 8, mi) / 1000;

// A browser abroad: the bubbles still read the agents' China clock.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('chatTime', () => {
  const now = china(2026, 11, 22, 15, 30) * 1000;

  it('shows the clock for today, 昨天 for yesterday', () => {
    expect(chatTime(china(2026, 11, 22, 9, 5), now)).toBe('09:05');
    expect(chatTime(china(2026, 11, 21, 23, 59), now)).toBe('昨天 23:59');
  });

  it("counts days on China's calendar: just after midnight there is already tomorrow", () => {
    // 00:10 on the 23rd in China is still the 22nd in New York.
    expect(chatTime(china(2026, 11, 22, 23, 50), china(2026, 11, 23, 0, 10) * 1000)).toBe('昨天 23:50');
    expect(chatTime(china(2026, 11, 23, 0, 5), china(2026, 11, 23, 0, 10) * 1000)).toBe('00:05');
  });

  it('adds the day this year and the year before', () => {
    expect(chatTime(china(2026, 1, 3, 8, 0), now)).toBe('01-03 08:00');
    expect(chatTime(china(2025, 12, 31, 18, 45), now)).toBe('2025-12-31 18:45');
  });
});
