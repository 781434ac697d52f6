import type { GoodsRead } from '@mall/shared/goods';
import { Price } from '@/components/goods/price';
import styles from './near-expiry-price.module.css';

/** The near-expiry price with the regular price struck through; the hint when prices are hidden. */
export function NearExpiryPrice({ goods }: { goods: GoodsRead }) {
  const special = goods.near_expiry_price;
  if (goods.base_price === null || !special) return <Price goods={goods} withUnit size="small" />;
  return (
    <span className={styles.box}>
      <span className={styles.special}>
        <small>¥</small>
        {special}
        {goods.bzdw ? <span className={styles.unit}>/{goods.bzdw}</span> : null}
      </span>
      {special !== goods.base_price ? <del className={styles.regular}>¥{goods.base_price}</del> : null}
    </span>
  );
}
