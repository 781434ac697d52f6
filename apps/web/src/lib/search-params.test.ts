import { describe, expect, it } from 'vitest';
import { pageOf, pageQuery, positiveParam } from './search-params';

describe('positiveParam', () => {
  it('reads a positive whole number', () => {
    expect(positiveParam('1')).toBe(1);
    expect(positiveParam('42')).toBe(42);
    expect(positiveParam('007')).toBe(7);
  });

  it('gives null for anything else', () => {
    for (const value of [null, '', '0', '-1', '1.5', '1e3', ' 2', 'abc', '9999999999', '0x10']) {
      expect(positiveParam(value), String(value)).toBeNull();
    }
  });
});

describe('pages in the query string', () => {
  it('reads page 1 unless a positive page is written', () => {
    expect(pageOf(new URLSearchParams(''))).toBe(1);
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
  });

  it('leaves page 1 out of the address', () => {
    expect(pageQuery(1)).toEqual({});
    expect(pageQuery(2)).toEqual({ page: '2' });
  });
});
