import type { GoodsRead } from '@mall/shared/goods';
import { GoodsCard, GoodsCardSkeleton } from './goods-card';
import styles from './goods-grid.module.css';

const SKELETON_COUNT = 10;
const SKELETON_KEYS = Array.from({ length: SKELETON_COUNT }, (_, index) => `skeleton-${index}`);

interface GoodsGridProps {
  goods: readonly GoodsRead[];
  /** Show skeleton tiles instead of goods. */
  loading?: boolean;
  highlight?: string | undefined;
  /** Tiles per row: 5 in the full column, 4 beside a side panel. */
  columns?: 4 | 5;
  testId?: string;
}

/** Goods as image tiles (list_index view, zones, favourites). */
export function GoodsGrid({ goods, loading = false, highlight, columns = 5, testId }: GoodsGridProps) {
  return (
    <div
      className={`${styles.grid} ${columns === 4 ? styles.four : styles.five}`}
      aria-busy={loading}
      data-testid={testId}
    >
      {loading
        ? SKELETON_KEYS.map((key) => <GoodsCardSkeleton key={key} />)
        : goods.map((item) => <GoodsCard key={item.goods_price_id} goods={item} highlight={highlight} />)}
    </div>
  );
}
