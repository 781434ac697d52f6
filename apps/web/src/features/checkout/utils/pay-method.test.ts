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
  const all = ['balance', 'online', 'transfer'] as const;
  const noOnline = ['balance', 'transfer'] as const;

  it('offers the balance first only when it covers the order', () => {
    expect(defaultPayMethod('5000.00', '120.50', all)).toBe('balance');
    expect(defaultPayMethod('10.00', '120.50', all)).toBe('online');
    expect(defaultPayMethod(undefined, '1.00', all)).toBe('online');
  });

  it('falls back to bank transfer when the store takes no online payment', () => {
    expect(defaultPayMethod('10.00', '120.50', noOnline)).toBe('transfer');
    expect(defaultPayMethod(undefined, '1.00', noOnline)).toBe('transfer');
    expect(defaultPayMethod('5000.00', '120.50', noOnline)).toBe('balance');
  });
});
