import type { GoodsRead } from '@mall/shared/goods';
import { useRef } from 'react';
import { EmptyState } from '@/components/empty-state';
import { GoodsCard, GoodsCardSkeleton } from '@/components/goods/goods-card';
import styles from './goods-strip.module.css';

const SKELETON_KEYS = Array.from({ length: 10 }, (_, index) => `skeleton-${index}`);

interface GoodsStripProps {
  goods: readonly GoodsRead[];
  loading: boolean;
  /** Cards in view at once; the rest scroll sideways. */
  visible: number;
  label: string;
  testId?: string;
  /** What an empty strip says, in the strip's own height. */
  empty: { title: string; description: string };
}

/** One row of goods cards that scrolls sideways, with arrows when there are more than fit. */
export function GoodsStrip({ goods, loading, visible, label, testId, empty }: GoodsStripProps) {
  const track = useRef<HTMLUListElement>(null);
  if (!loading && goods.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState title={empty.title} description={empty.description} />
      </div>
    );
  }
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  const cards = loading
    ? SKELETON_KEYS.slice(0, visible).map((key) => <GoodsCardSkeleton key={key} />)
    : goods.map((item) => <GoodsCard key={item.goods_price_id} goods={item} />);
  return (
    <div className={styles.strip} style={{ '--strip-visible': visible } as React.CSSProperties}>
      <ul className={styles.track} ref={track} aria-label={label} aria-busy={loading} data-testid={testId}>
        {cards.map((card) => (
          <li key={card.key} className={styles.item}>
            {card}
          </li>
        ))}
      </ul>
      {!loading && goods.length > visible ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="上一组"
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="下一组"
            onClick={() => scroll(1)}
          >
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
