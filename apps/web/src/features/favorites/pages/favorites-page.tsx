/**
 * /star and /zzfw/star: the member's favourite goods, paged, with select all, bulk and per-row
 * 取消收藏 and an add-to-cart button that waits for the cart issue. Guests reach the login page
 * through the client's not-logged-in handling.
 */
import { Code } from '@mall/shared/codes';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/goods/pagination';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useCancelFavorites } from '@/lib/favorites';
import { confirm } from '@/lib/feedback';
import { useFavorites } from '../api/get-favorites';
import { FavoriteRow } from '../components/favorite-row';
import { FavoritesToolbar } from '../components/favorites-toolbar';

import styles from './favorites-page.module.css';

const NONE: ReadonlySet<number> = new Set();

function isNotLoggedIn(error: unknown): boolean {
  return isApiError(error) && (error.code === Code.NotLoggedIn || error.code === 401);
}

function pageOf(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

export default function FavoritesPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const favorites = useFavorites(page);
  const cancel = useCancelFavorites();
  const list = favorites.data?.list;
  // A selection belongs to the rows it was made on; a new page or a refetch starts afresh.
  const [selection, setSelection] = useState<{ rows: unknown; ids: ReadonlySet<number> }>({
    rows: undefined,
    ids: new Set(),
  });
  const selected = selection.rows === list ? selection.ids : NONE;
  const setSelected = (update: (prev: ReadonlySet<number>) => ReadonlySet<number>) =>
    setSelection({ rows: list, ids: update(selected) });

  const goToPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  // Cancelling the last rows of a later page leaves it empty: show the page before it.
  useEffect(() => {
    if (list && list.length === 0 && page > 1) setParams(page > 2 ? { page: String(page - 1) } : {});
  }, [list, page, setParams]);

  async function cancelSelected() {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (await confirm(`确定取消收藏选中的 ${ids.length} 件商品吗?`)) cancel.mutate(ids);
  }

  const toggle = (goodsId: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(goodsId);
      else next.delete(goodsId);
      return next;
    });

  let body: React.ReactNode;
  if (favorites.isPending) {
    body = <Spinner block />;
  } else if (favorites.isError && isNotLoggedIn(favorites.error)) {
    // The client is already taking the guest to the login page.
    body = <Spinner block label="请先登录…" />;
  } else if (favorites.isError) {
    body = (
      <EmptyState title="收藏加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void favorites.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  } else if (favorites.data.total === 0) {
    body = (
      <EmptyState
        testId="favorites-empty"
        title="您还没有收藏商品"
        description="在商品列表或详情页点击「收藏」即可加入"
      >
        <Link className={buttons.primary} to={paths.list()}>
          去逛逛
        </Link>
      </EmptyState>
    );
  } else {
    const rows = favorites.data.list;
    body = (
      <>
        <FavoritesToolbar
          total={favorites.data.total}
          selectedCount={selected.size}
          allSelected={rows.length > 0 && rows.every((g) => selected.has(g.id))}
          onSelectAll={(on) => setSelected(() => (on ? new Set(rows.map((g) => g.id)) : NONE))}
          onCancelSelected={() => void cancelSelected()}
          busy={cancel.isPending}
        />
        <ul className={styles.list} data-testid="favorites-list">
          {rows.map((goods) => (
            <FavoriteRow
              key={goods.id}
              goods={goods}
              selected={selected.has(goods.id)}
              onSelect={(on) => toggle(goods.id, on)}
              onCancel={() => cancel.mutate([goods.id])}
              busy={cancel.isPending}
            />
          ))}
        </ul>
        <Pagination
          page={favorites.data.page}
          pageSize={favorites.data.page_size}
          total={favorites.data.total}
          onChange={goToPage}
        />
      </>
    );
  }

  return (
    <section className={styles.page} data-testid="favorites-page">
      <h1 className={styles.title}>我的收藏</h1>
      {body}
    </section>
  );
}
