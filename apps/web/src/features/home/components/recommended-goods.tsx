import { WNTJ_PAGE_SIZE } from '@mall/shared/home';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { GoodsCard, GoodsCardSkeleton } from '@/components/goods/goods-card';
import { useRecommended } from '../api/get-recommended';
import { useFirstScreenReady } from '../hooks/use-lazy-block';
import styles from './recommended-goods.module.css';
import { SectionHead } from './section-head';

const SKELETON_KEYS = Array.from({ length: WNTJ_PAGE_SIZE }, (_, index) => `skeleton-${index}`);

/**
 * 为你推荐: a page of goods, and 加载更多 appends the next until the last page. The first page comes
 * right after the first screen, not on approach: it is the page's main goods list.
 */
export function RecommendedGoods() {
  const recommended = useRecommended(useFirstScreenReady());
  const goods = recommended.data?.pages.flatMap((page) => page.list) ?? [];
  const { isPending, hasNextPage, isFetchingNextPage } = recommended;
  return (
    <section className={styles.section} aria-labelledby="home-recommended" data-testid="home-recommended">
      <SectionHead id="home-recommended" title="为你推荐" />
      {!isPending && goods.length === 0 ? (
        <EmptyState title="暂无推荐商品" description="商品正在上架中，请稍后再来看看" />
      ) : (
        <div
          className={styles.grid}
          aria-busy={isPending || isFetchingNextPage}
          data-testid="home-goods-grid"
        >
          {isPending
            ? SKELETON_KEYS.map((key) => <GoodsCardSkeleton key={key} />)
            : goods.map((item) => <GoodsCard key={item.goods_price_id} goods={item} />)}
          {isFetchingNextPage ? SKELETON_KEYS.map((key) => <GoodsCardSkeleton key={`next-${key}`} />) : null}
        </div>
      )}
      <div className={styles.footer}>
        {hasNextPage ? (
          <button
            type="button"
            className={buttons.default}
            disabled={isFetchingNextPage}
            onClick={() => void recommended.fetchNextPage()}
            data-testid="home-load-more"
          >
            {isFetchingNextPage ? '加载中…' : '加载更多'}
          </button>
        ) : !isPending && goods.length > 0 ? (
          <span className={styles.end} data-testid="home-recommended-end">
            没有更多了
          </span>
        ) : null}
      </div>
    </section>
  );
}
