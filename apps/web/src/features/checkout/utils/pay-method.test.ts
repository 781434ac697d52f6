import { describe, expect, it } from 'vitest';
import { balanceCovers, defaultPayMethod } from './pay-method';

describe('balanceCovers', () => {
  it('compares in fen, the exact amount covering', () => {
    expect(balanceCovers('100.00', '100.00')).toBe(true);
    expect(balanceCovers('99.99', '100.00')).toBe(false);
    expect(balanceCovers('0.10', '0.09')).toBe(true);
    expect(balanceCovers(undefined, '0.01')).toBe(false);
  });
});

describe('defaultPayMethod', () => {
  it('offers the balance first only when it covers the order', () => {
    expect(defaultPayMethod('5000.00', '120.50')).toBe('balance');
    expect(defaultPayMethod('10.00', '120.50')).toBe('online');
    expect(defaultPayMethod(undefined, '1.00')).toBe('online');
  });
});
