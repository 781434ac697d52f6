import { WNTJ_PAGE_MAX, WNTJ_PAGE_SIZE } from '@mall/shared/home';
import { describe, expect, it } from 'vitest';
import { nextRecommendedPage } from './recommended-page';

const page = (n: number, total: number, length = WNTJ_PAGE_SIZE) => ({
  list: Array.from({ length }, (_, i) => i),
  total,
  page: n,
  page_size: WNTJ_PAGE_SIZE,
});

describe('nextRecommendedPage', () => {
  it('asks for the next page while goods remain', () => {
    expect(nextRecommendedPage(page(1, 35))).toBe(2);
    expect(nextRecommendedPage(page(3, 35))).toBe(4);
  });

  it('stops at the last page', () => {
    expect(nextRecommendedPage(page(4, 35, 5))).toBeUndefined();
    expect(nextRecommendedPage(page(2, 20))).toBeUndefined();
    expect(nextRecommendedPage(page(1, 0, 0))).toBeUndefined();
  });

  it('stops when a page comes back empty though the total promised more', () => {
    expect(nextRecommendedPage(page(2, 100, 0))).toBeUndefined();
  });

  it('stops at the page limit of 加载更多', () => {
    expect(nextRecommendedPage(page(WNTJ_PAGE_MAX - 1, 10_000))).toBe(WNTJ_PAGE_MAX);
    expect(nextRecommendedPage(page(WNTJ_PAGE_MAX, 10_000))).toBeUndefined();
  });
});
