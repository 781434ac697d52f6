import type { ListView } from '@/components/goods/view-switch';
import type { ListLayout } from '../components/goods-list-view';

/** The three views of /list (SPEC §2: list_index, table, no_image). */
export const LIST_VIEWS: readonly (ListView & { layout: ListLayout })[] = [
  { key: 'grid', label: '大图', pathname: '/list', layout: 'grid' },
  { key: 'table', label: '列表', pathname: '/list/table', layout: 'table' },
  { key: 'no_image', label: '无图', pathname: '/list/no_image', layout: 'rows' },
];

/** The two views of /search. */
export const SEARCH_VIEWS: readonly (ListView & { layout: ListLayout })[] = [
  { key: 'grid', label: '大图', pathname: '/search', layout: 'grid' },
  { key: 'table', label: '列表', pathname: '/search/table', layout: 'table' },
];

/** The view whose pathname is this one; the first (grid) for any other path (/list/other). */
export function viewOf<V extends ListView>(views: readonly V[], pathname: string): V {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return views.find((view) => view.pathname === clean) ?? (views[0] as V);
}
