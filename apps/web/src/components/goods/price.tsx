import type { GoodsRead } from '@mall/shared/goods';
import styles from './price.module.css';

interface PriceProps {
  goods: Pick<GoodsRead, 'base_price' | 'price_tip' | 'bzdw'>;
  /** Show 「/盒」 after the amount. */
  withUnit?: boolean;
  size?: 'small' | 'default' | 'large';
}

/** The price in yuan, or the server's reason it is hidden (登录后可见 / 资质审核通过后可见). */
export function Price({ goods, withUnit = false, size = 'default' }: PriceProps) {
  if (goods.base_price === null) {
    return <span className={`${styles.tip} ${styles[size]}`}>{goods.price_tip}</span>;
  }
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      <small className={styles.currency}>¥</small>
      {goods.base_price}
      {withUnit && goods.bzdw ? <span className={styles.unit}>/{goods.bzdw}</span> : null}
    </span>
  );
}
