import type { GoodsRead } from '@mall/shared/goods';
import { Link } from 'react-router';
import { goodsHref } from '@/components/goods/goods-card';
import { Price } from '@/components/goods/price';
import styles from './mini-goods.module.css';

const IMAGE_SIZE = 90;

/** A small goods tile for the zone blocks: image, name and price, linking to the detail. */
export function MiniGoods({ goods }: { goods: GoodsRead }) {
  const image = goods.goods_image[0]?.url;
  return (
    <Link
      to={goodsHref(goods)}
      className={styles.item}
      title={`${goods.name} ${goods.ypgg}`}
      data-testid="mini-goods"
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
      <span className={styles.name}>{goods.name}</span>
      <span className={styles.price}>
        <Price goods={goods} size="small" />
      </span>
    </Link>
  );
}

export function MiniGoodsSkeleton() {
  return (
    <span className={`${styles.item} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.imageBox} />
      <span className={styles.bar} />
    </span>
  );
}
