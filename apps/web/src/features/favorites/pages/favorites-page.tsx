/**
 * /star and /zzfw/star: the member's favourite goods, paged, with select all, per-row and bulk
 * 加入购物车 (each row's quantity) and 取消收藏. Guests reach the login page through the client's
 * not-logged-in handling.
 */
import { Code } from '@mall/shared/codes';
import type { GoodsRead } from '@mall/shared/goods';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAddToCart } from '@/api/cart/add-to-cart';
import { isApiError } from '@/api/client';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { useBuyer } from '@/components/goods/add-to-cart-button';
import { buyStateOf, cartLineOf, quantityRulesOf } from '@/components/goods/cart-line';
import { Pagination } from '@/components/goods/pagination';
import { firstQuantity } from '@/components/goods/quantity';
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
  const addToCart = useAddToCart();
  const buyer = useBuyer();
  const list = favorites.data?.list;
  // Quantities the buyer chose per goods; a row without one adds its first allowed quantity.
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
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

  const canBuy = (goods: GoodsRead) => buyStateOf(goods, buyer) === 'ok';
  const quantityOf = (goods: GoodsRead) => quantities.get(goods.id) ?? firstQuantity(quantityRulesOf(goods));
  const setQuantity = (goodsId: number, quantity: number) =>
    setQuantities((prev) => new Map(prev).set(goodsId, quantity));
  const selectedBuyable = (list ?? []).filter((g) => selected.has(g.id) && canBuy(g));

  function addSelected() {
    if (selectedBuyable.length === 0) return;
    addToCart.mutate(selectedBuyable.map((g) => cartLineOf(g, quantityOf(g))));
  }

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
          buyableCount={selectedBuyable.length}
          allSelected={rows.length > 0 && rows.every((g) => selected.has(g.id))}
          onSelectAll={(on) => setSelected(() => (on ? new Set(rows.map((g) => g.id)) : NONE))}
          onCancelSelected={() => void cancelSelected()}
          onAddSelected={addSelected}
          busy={cancel.isPending}
          adding={addToCart.isPending}
        />
        <ul className={styles.list} data-testid="favorites-list">
          {rows.map((goods) => (
            <FavoriteRow
              key={goods.id}
              goods={goods}
              selected={selected.has(goods.id)}
              onSelect={(on) => toggle(goods.id, on)}
              quantity={quantityOf(goods)}
              onQuantity={(next) => setQuantity(goods.id, next)}
              canBuy={canBuy(goods)}
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
