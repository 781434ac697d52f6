import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { footerYear } from './footer-year';

// New Year's Day 00:30 in China is still New Year's Eve in New York.
const CHINA_NEW_YEAR = Date.UTC(2030, 11, 31, 16, 30);

beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('footerYear', () => {
  it('reads 10-digit server timestamps as seconds, in China', () => {
    expect(footerYear(Date.UTC(2031, 5, 1) / 1000)).toBe(2031);
    expect(footerYear(CHINA_NEW_YEAR / 1000)).toBe(2031);
  });

  it('accepts millisecond timestamps too', () => {
    expect(footerYear(Date.UTC(2029, 5, 1))).toBe(2029);
    expect(footerYear(CHINA_NEW_YEAR)).toBe(2031);
  });

  it("falls back to the browser's clock, read in China, without a server timestamp", () => {
    expect(footerYear(undefined, CHINA_NEW_YEAR)).toBe(2031);
    expect(footerYear(0, Date.UTC(2027, 2, 3))).toBe(2027);
  });
});
