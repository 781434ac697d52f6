import { describe, expect, it } from 'vitest';
import { footerYear } from './footer-year';

describe('footerYear', () => {
  it('reads 10-digit server timestamps as seconds', () => {
    expect(footerYear(Date.UTC(2031, 5, 1) / 1000)).toBe(2031);
  });

  it('accepts millisecond timestamps too', () => {
    expect(footerYear(Date.UTC(2029, 5, 1))).toBe(2029);
  });

  it('falls back to the clock without a server timestamp', () => {
    const now = new Date(2027, 2, 3);
    expect(footerYear(undefined, now)).toBe(2027);
    expect(footerYear(0, now)).toBe(2027);
  });
});
