import type { Page } from '@mall/shared/codes';
import { WNTJ_PAGE_MAX } from '@mall/shared/home';

/** The page after `last`, or undefined when the list has no more (or 加载更多 reached its limit). */
export function nextRecommendedPage(last: Page<unknown>): number | undefined {
  const more = last.list.length > 0 && last.page * last.page_size < last.total;
  return more && last.page < WNTJ_PAGE_MAX ? last.page + 1 : undefined;
}
