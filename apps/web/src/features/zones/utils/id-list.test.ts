import { describe, expect, it } from 'vitest';
import { parseIdList } from './id-list';

describe('parseIdList', () => {
  it('reads one or several ids', () => {
    expect(parseIdList('3')).toEqual([3]);
    expect(parseIdList('3,7_9')).toEqual([3, 7, 9]);
  });

  it('drops junk, zeros and repeats and caps the count', () => {
    expect(parseIdList(undefined)).toEqual([]);
    expect(parseIdList('abc,0,5,5,-1')).toEqual([5]);
    expect(parseIdList('1,2,3', 2)).toEqual([1, 2]);
    expect(parseIdList('12345678901')).toEqual([]);
  });
});
