import type { GoodsListQuery } from '@mall/shared/goods';
import { Navigate, useLocation, useParams } from 'react-router';
import { useFocusCommon } from '@/api/content/get-focus-common';
import { categoryPath } from '@/components/goods/category-path';
import { listQueryString } from '@/components/goods/list-query';
import { paths } from '@/config/paths';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { GoodsListView } from '../components/goods-list-view';
import { useListQuery } from '../hooks/use-list-query';
import { useRememberedView } from '../hooks/use-remembered-view';
import { LIST_VIEWS } from '../utils/list-views';
import styles from './goods-list-page.module.css';

function positiveId(text: string | undefined): number | undefined {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * /list (image grid), /list/table, /list/no_image and the category page /list/other/:id/:name?:
 * every filter, the sort and the page live in the URL; the bare /list opens the remembered view.
 */
export default function GoodsListPage() {
  const { search } = useLocation();
  const params = useParams();
  const [query, setQuery] = useListQuery();
  const categories = useFocusCommon().data?.category ?? [];

  // The category page takes its category from the path; picking a sub-category narrows it.
  const pathCategory = params.id === undefined ? undefined : positiveId(params.id);
  const isCategoryPage = params.id !== undefined;
  const defaults: GoodsListQuery | undefined =
    pathCategory === undefined ? undefined : { category_id: pathCategory };
  const categoryId = query.category_id ?? pathCategory;
  const trail = categoryPath(categories, categoryId);
  const categoryName = params.name ?? categoryPath(categories, pathCategory).at(-1)?.name;

  const { view, redirect } = useRememberedView(LIST_VIEWS);

  const crumbs: Crumb[] = [{ label: '全部商品', to: paths.list() }];
  if (trail.length > 0) {
    for (const node of trail) crumbs.push({ label: node.name, to: paths.list({ category_id: node.id }) });
  } else if (categoryName) {
    crumbs.push({ label: categoryName });
  }

  if (redirect) return <Navigate replace to={{ pathname: redirect, search }} />;
  return (
    <GoodsListView
      query={query}
      onQueryChange={setQuery}
      defaults={defaults}
      layout={view.layout}
      views={LIST_VIEWS}
      activeView={isCategoryPage ? '' : view.key}
      viewSearch={isCategoryPage ? listQueryString({ ...defaults, ...query }) : undefined}
      heading={(total) => (
        <>
          <Breadcrumb items={crumbs} />
          {isCategoryPage && categoryName ? (
            <h1 className={styles.title} data-testid="category-title">
              {categoryName}
              {total !== undefined ? <span className={styles.total}>共 {total} 件</span> : null}
            </h1>
          ) : null}
        </>
      )}
    />
  );
}
