import { describe, expect, it } from 'vitest';
import { savingOf } from './package-card';
import { tradeUpLineOf } from './trade-up-block';

describe('savingOf', () => {
  it('is the normal total less the package price, in yuan', () => {
    expect(savingOf({ price: '60.00', raw_price: '70.50' })).toBe('10.50');
  });

  it('is null when prices are hidden or nothing is saved', () => {
    expect(savingOf({ price: null, raw_price: null })).toBeNull();
    expect(savingOf({ price: '70.00', raw_price: '70.00' })).toBeNull();
  });
});

describe('tradeUpLineOf', () => {
  it('adds a type 4 line naming the trade-up', () => {
    expect(tradeUpLineOf({ id: 7, price: '9.90' }, 1)).toEqual({
      goods_id: 7,
      goods_price_id: 0,
      number: 1,
      price: '9.90',
      type: 4,
    });
  });
});
