import { describe, expect, it } from 'vitest';
import { salePhase, saleWindowText } from './sale-window';

// 2025-06-01 02:00 UTC is 10:00 in China.
const JUNE_1_10AM = Date.UTC(2025, 5, 1, 2, 0) / 1000;
const JUNE_3_10PM = Date.UTC(2025, 5, 3, 14, 0) / 1000;

describe('sale window', () => {
  it('reads times in China time', () => {
    // 16:30 UTC is already the next day in China.
    expect(saleWindowText(Date.UTC(2025, 11, 31, 16, 30) / 1000, null)).toBe('2026-01-01 00:30 起');
  });

  it('names both ends, one end, or nothing', () => {
    expect(saleWindowText(JUNE_1_10AM, JUNE_3_10PM)).toBe('2025-06-01 10:00 至 2025-06-03 22:00');
    expect(saleWindowText(JUNE_1_10AM, null)).toBe('2025-06-01 10:00 起');
    expect(saleWindowText(null, JUNE_3_10PM)).toBe('至 2025-06-03 22:00');
    expect(saleWindowText(null, undefined)).toBe('');
  });

  it('places now before, inside or after the window', () => {
    expect(salePhase(JUNE_1_10AM, JUNE_3_10PM, JUNE_1_10AM - 1)).toBe('upcoming');
    expect(salePhase(JUNE_1_10AM, JUNE_3_10PM, JUNE_1_10AM)).toBe('open');
    expect(salePhase(JUNE_1_10AM, JUNE_3_10PM, JUNE_3_10PM)).toBe('ended');
    expect(salePhase(null, null, 0)).toBe('open');
  });
});
