/**
 * A zone's goods: GET /api/goods/list with the zone's fixed filters, the sort bar, pagination and the
 * loading, error and empty states. Page and sort live in the URL (the page in the path for routes
 * like /ppzq/info/:id/:page?), so a zone page can be shared and reloaded.
 */
import type { GoodsListQuery, GoodsRead, GoodsSort } from '@mall/shared/goods';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useGoodsList } from '@/api/catalogue/get-goods-list';
import { useSeesPrices } from '@/api/user/get-user-base';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { parseListQuery } from '@/components/goods/list-query';
import { Pagination } from '@/components/goods/pagination';
import { SortBar } from '@/components/goods/sort-bar';
import { Spinner } from '@/components/spinner';
import styles from './zone-goods-section.module.css';

interface ZoneGoodsSectionProps {
  /** The zone's fixed filters (yx, is_jxq, zone, brand_id, category_id). */
  filters: GoodsListQuery;
  /** Draws the goods of the current page. */
  children: (goods: readonly GoodsRead[]) => ReactNode;
  /** When the page number is a path segment: the page's pathname for a page number. */
  pagePath?: { page: number; pathFor: (page: number) => string };
  emptyTitle?: string;
  /** Extra controls at the right of the sort bar (the view switch). */
  toolbar?: ReactNode;
  testId?: string;
}

export function ZoneGoodsSection(props: ZoneGoodsSectionProps) {
  const { filters, children, pagePath, emptyTitle = '该专区暂无商品', toolbar, testId } = props;
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fromUrl = parseListQuery(params);
  const page = pagePath ? pagePath.page : (fromUrl.page ?? 1);
  const sort = fromUrl.sort;
  const query: GoodsListQuery = { ...filters, page, ...(sort ? { sort } : {}) };
  const list = useGoodsList(query);
  const seesPrices = useSeesPrices();

  function go(nextPage: number, nextSort: GoodsSort | undefined) {
    const search = new URLSearchParams(params);
    if (nextSort && nextSort !== 'default') search.set('sort', nextSort);
    else search.delete('sort');
    let path = pathname;
    if (pagePath) path = pagePath.pathFor(nextPage);
    else if (nextPage > 1) search.set('page', String(nextPage));
    else search.delete('page');
    const text = search.toString();
    void navigate(text ? `${path}?${text}` : path);
    window.scrollTo({ top: 0 });
  }

  let body: ReactNode;
  if (list.isPending) {
    body = <Spinner block />;
  } else if (list.isError) {
    body = (
      <EmptyState title="商品加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void list.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  } else if (list.data.list.length === 0) {
    body = <EmptyState testId="zone-empty" title={emptyTitle} description="看看其他专区的商品吧" />;
  } else {
    body = (
      <>
        <div className={list.isPlaceholderData ? styles.stale : undefined}>{children(list.data.list)}</div>
        <Pagination
          page={list.data.page}
          pageSize={list.data.page_size}
          total={list.data.total}
          onChange={(next) => go(next, sort)}
        />
      </>
    );
  }

  return (
    <section className={styles.section} data-testid={testId}>
      <div className={styles.toolbar}>
        <SortBar value={sort} priceSort={seesPrices} onChange={(next) => go(1, next)} />
        {list.data ? <span className={styles.count}>共 {list.data.total} 件商品</span> : null}
        {toolbar ? <div className={styles.extra}>{toolbar}</div> : null}
      </div>
      {body}
    </section>
  );
}
