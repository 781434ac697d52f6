import type { GoodsRead } from '@mall/shared/goods';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddToCartControl } from '@/components/goods/add-to-cart-button';
import { goodsHref } from '@/components/goods/goods-card';
import { Price } from '@/components/goods/price';
import styles from './deal-card.module.css';

interface DealCardProps {
  goods: GoodsRead;
  /** Lines under the price: stock progress, the per-member limit. */
  children?: ReactNode;
  testId?: string;
}

/**
 * A deal tile: picture, the deal price (or why it is hidden) with the price it is cut from struck
 * through (the server sends one to approved members only), name, spec, maker, quantity and 加入购物车.
 */
export function DealCard({ goods, children, testId = 'deal-card' }: DealCardProps) {
  const image = goods.goods_image[0]?.url;
  return (
    <li className={styles.card} data-testid={testId} data-offer={goods.goods_price_id}>
      <Link to={goodsHref(goods)} className={styles.link} title={goods.name}>
        <span className={styles.imageBox}>
          {image ? <img src={image} alt={goods.name} width={160} height={160} loading="lazy" /> : null}
        </span>
        <span className={styles.prices}>
          <Price goods={goods} withUnit />
          {goods.original_price ? (
            <del className={styles.original} data-testid="deal-original-price">
              ¥{goods.original_price}
            </del>
          ) : null}
        </span>
        <span className={styles.name}>{goods.name}</span>
        <span className={styles.meta}>{goods.ypgg}</span>
        <span className={styles.meta}>{goods.sccj}</span>
      </Link>
      {children}
      <AddToCartControl goods={goods} className={styles.cart} />
    </li>
  );
}
