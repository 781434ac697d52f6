import { describe, expect, it } from 'vitest';
import { pageItems, totalPagesOf } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows gaps around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('clamps the current page and handles no pages', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('counts pages', () => {
    expect(totalPagesOf(41, 20)).toBe(3);
    expect(totalPagesOf(0, 20)).toBe(0);
  });
});
