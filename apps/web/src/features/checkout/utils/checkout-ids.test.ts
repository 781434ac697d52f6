import { describe, expect, it } from 'vitest';
import { formatIds, parseIds, parseOrderId } from './checkout-ids';

describe('parseIds', () => {
  it('reads comma-separated positive ids in order, once each', () => {
    expect(parseIds('3,1,2')).toEqual([3, 1, 2]);
    expect(parseIds(' 5 , 5,7')).toEqual([5, 7]);
  });

  it('drops what is not a positive integer', () => {
    expect(parseIds('1,a,-2,0,2.5,,4')).toEqual([1, 4]);
    expect(parseIds('')).toEqual([]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds('99999999999')).toEqual([]);
  });

  it('round-trips with formatIds', () => {
    expect(parseIds(formatIds([12, 4, 9]))).toEqual([12, 4, 9]);
  });
});

describe('parseOrderId', () => {
  it('accepts digits only', () => {
    expect(parseOrderId('42')).toBe(42);
    expect(parseOrderId('4x')).toBe(0);
    expect(parseOrderId(undefined)).toBe(0);
    expect(parseOrderId('')).toBe(0);
  });
});
