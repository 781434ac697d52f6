import { SEARCH_TYPE_MANUFACTURER } from '@mall/shared/constants';
import { Navigate, useLocation } from 'react-router';
import { GoodsListView } from '../components/goods-list-view';
import { useListQuery } from '../hooks/use-list-query';
import { useRememberedView } from '../hooks/use-remembered-view';
import { SEARCH_VIEWS } from '../utils/list-views';
import styles from './search-page.module.css';

/**
 * /search and /search/table: goods by drug name, pinyin or initials, approval number (type 0), or
 * the goods of matching manufacturers (type 1); the same filters and sort as /list. The bare
 * /search opens the remembered view.
 */
export default function SearchPage() {
  const { search } = useLocation();
  const [query, setQuery] = useListQuery();
  const { view, redirect } = useRememberedView(SEARCH_VIEWS);
  const keywords = query.keywords ?? '';
  const byManufacturer = query.type === SEARCH_TYPE_MANUFACTURER;

  if (redirect) return <Navigate replace to={{ pathname: redirect, search }} />;
  return (
    <GoodsListView
      query={query}
      onQueryChange={setQuery}
      defaults={{ type: byManufacturer ? 1 : 0 }}
      layout={view.layout}
      views={SEARCH_VIEWS}
      activeView={view.key}
      highlight={keywords}
      heading={(total) => (
        <h1 className={styles.summary} data-testid="search-summary">
          {keywords ? (
            <>
              {byManufacturer ? '生产厂家' : '药品'}「<em>{keywords}</em>」的搜索结果
              {total !== undefined ? <span className={styles.total}>共 {total} 件</span> : null}
            </>
          ) : (
            '全部商品'
          )}
        </h1>
      )}
    />
  );
}
