import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a positive page number', () => {
    expect(pageParam('3')).toBe(3);
  });

  it('falls back to page 1 for anything else', () => {
    for (const text of [undefined, '', '0', '-2', 'abc', '1.5', '99999999']) {
      expect(pageParam(text)).toBe(1);
    }
  });
});
