import type { GoodsListQuery } from '@mall/shared/goods';
import type { ReactNode } from 'react';
import { useGoodsList } from '@/api/catalogue/get-goods-list';
import { useFocusCommon } from '@/api/content/get-focus-common';
import { useSeesPrices } from '@/api/user/get-user-base';
import { EmptyState } from '@/components/empty-state';
import { FilterBar, type FilterKey } from '@/components/goods/filter-bar';
import { GoodsGrid } from '@/components/goods/goods-grid';
import { GoodsRows } from '@/components/goods/goods-rows';
import { GoodsTable } from '@/components/goods/goods-table';
import { LIST_PAGE_SIZE, withFilters, withPage } from '@/components/goods/list-query';
import { Pagination } from '@/components/goods/pagination';
import { SortBar } from '@/components/goods/sort-bar';
import { type ListView, ViewSwitch } from '@/components/goods/view-switch';
import styles from './goods-list-view.module.css';

export type ListLayout = 'grid' | 'table' | 'rows';

interface GoodsListViewProps {
  /** The URL's list state. */
  query: GoodsListQuery;
  onQueryChange: (next: GoodsListQuery) => void;
  /** Filters the page implies (a category page's category) unless the URL's query says otherwise. */
  defaults?: GoodsListQuery;
  layout: ListLayout;
  views: readonly ListView[];
  activeView: string;
  /** The query string the view links carry, when it differs from the URL's. */
  viewSearch?: string;
  hiddenFilters?: readonly FilterKey[];
  /** Keywords to mark in names and manufacturers. */
  highlight?: string | undefined;
  /** Title line above the filters: breadcrumb or search summary; gets the total. */
  heading: (total: number | undefined) => ReactNode;
}

/**
 * A goods list with its filter bar, sort, view switch, pagination and the loading, empty and
 * error states. Shared by /list, /list/other and /search.
 */
export function GoodsListView(props: GoodsListViewProps) {
  const { query, onQueryChange, defaults, layout } = props;
  const requestQuery = { ...defaults, ...query };
  const list = useGoodsList(requestQuery);
  const categories = useFocusCommon().data?.category;
  const seesPrices = useSeesPrices();
  const hiddenFilters: readonly FilterKey[] = seesPrices
    ? (props.hiddenFilters ?? [])
    : [...(props.hiddenFilters ?? []), 'price'];
  const page = list.data?.page ?? query.page ?? 1;
  const goods = list.data?.list ?? [];
  const loading = list.isPending || (list.isPlaceholderData && list.isFetching);

  const goToPage = (next: number) => {
    onQueryChange(withPage(query, next));
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <EmptyState title="商品加载失败" description="网络或服务暂时不可用" testId="goods-list-error">
        <button type="button" className={styles.retry} onClick={() => void list.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  } else if (!loading && goods.length === 0) {
    body = (
      <EmptyState title="没有找到相关商品" description="换个筛选条件或关键词试试" testId="goods-list-empty" />
    );
  } else if (layout === 'table') {
    body = <GoodsTable goods={goods} loading={loading} highlight={props.highlight} testId="goods-table" />;
  } else if (layout === 'rows') {
    body = <GoodsRows goods={goods} loading={loading} highlight={props.highlight} testId="goods-rows" />;
  } else {
    body = <GoodsGrid goods={goods} loading={loading} highlight={props.highlight} testId="goods-grid" />;
  }

  return (
    <div className={styles.view}>
      <div className={styles.heading}>{props.heading(list.data?.total)}</div>
      <FilterBar
        query={requestQuery}
        onChange={(patch) => onQueryChange(withFilters(query, patch))}
        categories={categories}
        facets={list.data?.filters}
        hidden={hiddenFilters}
      />
      <div className={styles.toolbar}>
        <SortBar
          value={query.sort}
          priceSort={seesPrices}
          onChange={(sort) => onQueryChange(withFilters(query, { sort }))}
        />
        <span className={styles.count}>
          {list.data ? (
            <>
              共 <strong>{list.data.total}</strong> 件商品
            </>
          ) : null}
        </span>
        <ViewSwitch views={props.views} active={props.activeView} search={props.viewSearch} />
      </div>
      {body}
      {list.data ? (
        <Pagination
          page={page}
          pageSize={list.data.page_size || LIST_PAGE_SIZE}
          total={list.data.total}
          onChange={goToPage}
        />
      ) : null}
    </div>
  );
}
