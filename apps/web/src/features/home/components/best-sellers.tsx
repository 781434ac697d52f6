import { EmptyState } from '@/components/empty-state';
import { GoodsCard, GoodsCardSkeleton } from '@/components/goods/goods-card';
import { useBestSellers } from '../api/get-best-sellers';
import styles from './best-sellers.module.css';

const SKELETON_KEYS = Array.from({ length: 10 }, (_, index) => `skeleton-${index}`);

/** The 20 best sellers; skeletons while loading, an empty state when there is nothing to show. */
export function BestSellers() {
  const { data, isPending } = useBestSellers();
  const goods = data?.list ?? [];
  return (
    <section className={styles.section} aria-labelledby="home-best-sellers">
      <h2 className={styles.heading} id="home-best-sellers">
        热销商品
      </h2>
      {!isPending && goods.length === 0 ? (
        <EmptyState title="暂无热销商品" description="商品正在上架中，请稍后再来看看" />
      ) : (
        <div className={styles.grid} data-testid="home-goods-grid" aria-busy={isPending}>
          {isPending
            ? SKELETON_KEYS.map((key) => <GoodsCardSkeleton key={key} />)
            : goods.map((item) => <GoodsCard key={item.goods_price_id} goods={item} />)}
        </div>
      )}
    </section>
  );
}
