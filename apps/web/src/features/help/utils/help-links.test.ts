import { describe, expect, it } from 'vitest';
import { articleHref, articleIdParam, CATEGORY_PAGES, HELP_PAGE_PATHS, hasBadArticleId } from './help-links';

describe('help links', () => {
  it('knows every help page of the route table and none of the news pages', () => {
    for (const path of [
      '/help/xrzn/hyzc',
      '/help/fwbz/wzzz',
      '/help/us/link',
      '/help/pay',
      '/help/zfps/ypth',
    ])
      expect(HELP_PAGE_PATHS.has(path)).toBe(true);
    expect(HELP_PAGE_PATHS.has('/help')).toBe(false);
    expect(HELP_PAGE_PATHS.has('/news/hy')).toBe(false);
    expect(HELP_PAGE_PATHS.size).toBe(12);
    expect(HELP_PAGE_PATHS.has(Object.keys(CATEGORY_PAGES)[0] ?? '')).toBe(true);
  });

  it('links an article to its own page, or by id when that page has no route', () => {
    expect(articleHref({ id: 2, path: '/help/xrzn/gwzn' })).toBe('/help/xrzn/gwzn');
    expect(articleHref({ id: 4, path: '/help/xrzn/zzsc' })).toBe('/help/xrzn/hyzc?id=4');
    expect(articleHref({ id: 9, path: '' })).toBe('/help/xrzn/hyzc?id=9');
  });

  it('reads a positive id from the query and flags a bad one', () => {
    expect(articleIdParam('?id=12')).toBe(12);
    expect(articleIdParam('?id= 7 ')).toBe(7);
    for (const search of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=1234567890'])
      expect(articleIdParam(search)).toBe(0);
    expect(hasBadArticleId('?id=abc')).toBe(true);
    expect(hasBadArticleId('?id=3')).toBe(false);
    expect(hasBadArticleId('?page=2')).toBe(false);
  });
});
