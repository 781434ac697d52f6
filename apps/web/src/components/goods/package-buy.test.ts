import { describe, expect, it } from 'vitest';
import { savingOf } from './package-buy';

describe('savingOf', () => {
  it('is the normal total less the package price, in yuan', () => {
    expect(savingOf({ price: '60.00', raw_price: '70.50' })).toBe('10.50');
  });

  it('is null when prices are hidden or nothing is saved', () => {
    expect(savingOf({ price: null, raw_price: null })).toBeNull();
    expect(savingOf({ price: '70.00', raw_price: '70.00' })).toBeNull();
  });
});
