import { describe, expect, it } from 'vitest';
import { tradeUpLineOf } from './trade-up-block';

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
