import { describe, expect, it } from 'vitest';
import { parseDetailQuery, routeId } from './detail-query';

describe('parseDetailQuery', () => {
  it('reads the query fields of a detail link', () => {
    expect(
      parseDetailQuery('?goods_price_id=12&ladder_price_id=3&goods_manjian_id=4&is_yj=1&is_jxq=0'),
    ).toEqual({
      goods_price_id: 12,
      ladder_price_id: 3,
      goods_manjian_id: 4,
      is_yj: 1,
      is_jxq: 0,
    });
  });

  it('drops malformed fields', () => {
    expect(parseDetailQuery('?goods_price_id=-1&ladder_price_id=x&is_yj=2&other=1')).toEqual({});
  });
});

describe('routeId', () => {
  it('accepts positive integers only', () => {
    expect(routeId('42')).toBe(42);
    expect(routeId('0')).toBeUndefined();
    expect(routeId('4a')).toBeUndefined();
    expect(routeId(undefined)).toBeUndefined();
  });
});
