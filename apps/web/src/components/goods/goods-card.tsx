import type { GoodsRead } from '@mall/shared/goods';
import { Link } from 'react-router';
import { type DetailLinkFields, paths } from '@/config/paths';
import { AddToCartButton } from './add-to-cart-button';
import styles from './goods-card.module.css';
import { GoodsTags } from './goods-tags';
import { Highlighted } from './highlighted';
import { Price } from './price';

const IMAGE_SIZE = 180;

/** The detail link of an offer, carrying the link fields it has set (SPEC §2). */
export function goodsHref(goods: Pick<GoodsRead, 'id'> & DetailLinkFields): string {
  return paths.goodsDetail(goods.id, goods);
}

interface GoodsCardProps {
  goods: GoodsRead;
  /** Search keywords to mark in the name and manufacturer. */
  highlight?: string | undefined;
}

/**
 * A light goods tile: image, price (or why it is hidden), name, spec, manufacturer, tags, and
 * 加入购物车 at the offer's first allowed quantity (the tile has no room for a stepper).
 */
export function GoodsCard({ goods, highlight }: GoodsCardProps) {
  const image = goods.goods_image[0]?.url;
  return (
    <div className={styles.card} data-testid="goods-card">
      <Link to={goodsHref(goods)} className={styles.link} title={goods.name}>
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
          <Price goods={goods} withUnit />
        </span>
        <span className={styles.name}>
          <Highlighted text={goods.name} keywords={highlight} />
        </span>
        <span className={styles.meta}>{goods.ypgg}</span>
        <span className={styles.meta}>
          <Highlighted text={goods.sccj} keywords={highlight} />
        </span>
        <GoodsTags tags={goods.tags} activities={goods.activity_tags} className={styles.tags} />
      </Link>
      <AddToCartButton goods={goods} size="small" className={styles.cart} />
    </div>
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
