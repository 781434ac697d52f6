import { describe, expect, it } from 'vitest';
import { favoriteKeys, normaliseIds } from './favorites';

describe('normaliseIds', () => {
  it('sorts, de-duplicates and drops ids that are not positive integers', () => {
    expect(normaliseIds([7, 3, 7, 0, -2, 1.5, Number.NaN, 3])).toEqual([3, 7]);
    expect(normaliseIds([])).toEqual([]);
  });

  it('gives one cache key to the same set of goods in any order', () => {
    expect(favoriteKeys.ids(normaliseIds([5, 1, 3]))).toEqual(favoriteKeys.ids(normaliseIds([3, 5, 1, 1])));
  });

  it('keeps every favourites query under one root', () => {
    for (const key of [favoriteKeys.ids([1]), favoriteKeys.page(2)]) {
      expect(key[0]).toBe(favoriteKeys.all[0]);
    }
  });
});
