import type { GoodsRead } from '@mall/shared/goods';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { tagColor } from '../utils/tag-color';
import styles from './goods-card.module.css';

const IMAGE_SIZE = 180;

/** A light goods tile: image, price (or why it is hidden), name, spec, manufacturer, tags. */
export function GoodsCard({ goods }: { goods: GoodsRead }) {
  const image = goods.goods_image[0]?.url;
  return (
    <Link
      to={paths.goodsDetail(goods.id, { goods_price_id: goods.goods_price_id })}
      className={styles.card}
      title={goods.name}
    >
      <span className={styles.imageBox}>
        {image ? (
          <img
            src={image}
            alt={goods.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : null}
      </span>
      <span className={styles.price}>
        {goods.base_price === null ? (
          <span className={styles.tip}>{goods.price_tip}</span>
        ) : (
          <>
            <small>¥</small>
            {goods.base_price}
            {goods.bzdw ? <span className={styles.unit}>/{goods.bzdw}</span> : null}
          </>
        )}
      </span>
      <span className={styles.name}>{goods.name}</span>
      <span className={styles.meta}>{goods.ypgg}</span>
      <span className={styles.meta}>{goods.sccj}</span>
      <span className={styles.tags}>
        {goods.tags.map((tag) => {
          const color = tagColor(tag);
          return (
            <span key={tag} className={styles.tag} style={{ color, borderColor: color }}>
              {tag}
            </span>
          );
        })}
      </span>
    </Link>
  );
}

/** A grey stand-in with the card's exact box, shown while goods load. */
export function GoodsCardSkeleton() {
  return (
    <span className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.imageBox} />
      <span className={styles.bar} />
      <span className={styles.bar} />
      <span className={styles.barShort} />
    </span>
  );
}
