/** GET /api/article/category: the help centre's categories and articles, also the footer's links. */
import type { HelpCategory } from '@mall/shared/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys, SITE_DATA_STALE_MS } from './content-keys';
import { getSilent } from './get-silent';

export function helpCategoriesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.articleCategory,
    queryFn: ({ signal }) => getSilent<HelpCategory[]>('/api/article/category', signal),
    staleTime: SITE_DATA_STALE_MS,
  });
}

export function useHelpCategories() {
  return useQuery(helpCategoriesQueryOptions());
}
