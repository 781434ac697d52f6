import { describe, expect, it } from 'vitest';
import { cashbackToReverse, reachedTier, tierText } from './cashback.ts';

const TIERS = [
  { threshold: 300000, cashback: 8000 },
  { threshold: 100000, cashback: 2000 },
  { threshold: 500000, cashback: 15000 },
];

describe('reachedTier', () => {
  it('picks the highest tier reached, none below the lowest', () => {
    expect(reachedTier(TIERS, 99999)).toBeNull();
    expect(reachedTier(TIERS, 100000)?.cashback).toBe(2000);
    expect(reachedTier(TIERS, 499999)?.cashback).toBe(8000);
    expect(reachedTier(TIERS, 9_000_000)?.cashback).toBe(15000);
    expect(reachedTier([], 9_000_000)).toBeNull();
  });
});

describe('cashbackToReverse', () => {
  it('takes back the refunded share floored, all of it on a full refund', () => {
    expect(cashbackToReverse(2000, 30000, 0)).toBe(0);
    expect(cashbackToReverse(2000, 30000, 10000)).toBe(666);
    expect(cashbackToReverse(2000, 30000, 29999)).toBe(1999);
    expect(cashbackToReverse(2000, 30000, 30000)).toBe(2000);
    expect(cashbackToReverse(2000, 30000, 40000)).toBe(2000);
  });
});

describe('tierText', () => {
  it('writes whole yuan without decimals', () => {
    expect(tierText({ threshold: 100000, cashback: 2000 })).toBe('满1000返20');
    expect(tierText({ threshold: 9950, cashback: 550 })).toBe('满99.50返5.50');
  });
});
