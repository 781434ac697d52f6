import type { GoodsRead } from '@mall/shared/goods';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddToCartControl } from './add-to-cart-button';
import { goodsHref } from './goods-card';
import styles from './goods-rows.module.css';
import { GoodsTags } from './goods-tags';
import { Highlighted } from './highlighted';
import { Price } from './price';
import { QuantityRules } from './quantity-rules';

interface GoodsRowsProps {
  goods: readonly GoodsRead[];
  loading?: boolean;
  highlight?: string | undefined;
  /** Buttons at the end of each row. */
  actions?: (goods: GoodsRead) => ReactNode;
  /** Quantity and 加入购物车 at the end of each row; on unless a view has its own. */
  cart?: boolean;
  testId?: string;
}

const SKELETON_ROWS = Array.from({ length: 8 }, (_, index) => `row-${index}`);

/** Compact rows without images (no_image view): name and spec, manufacturer, the quantity rules with stock and expiry, price. */
export function GoodsRows({
  goods,
  loading = false,
  highlight,
  actions,
  cart = true,
  testId,
}: GoodsRowsProps) {
  return (
    <ul className={styles.rows} aria-busy={loading} data-testid={testId}>
      {loading
        ? SKELETON_ROWS.map((key) => <li key={key} className={`${styles.row} ${styles.skeleton}`} />)
        : goods.map((item) => (
            <li key={item.goods_price_id} className={styles.row}>
              <div className={styles.main}>
                <Link to={goodsHref(item)} className={styles.name} title={item.name}>
                  <Highlighted text={item.name} keywords={highlight} />
                </Link>
                <span className={styles.spec}>{item.ypgg}</span>
                <GoodsTags tags={item.tags} activities={item.activity_tags} />
              </div>
              <span className={styles.maker}>
                <Highlighted text={item.sccj} keywords={highlight} />
              </span>
              <QuantityRules goods={item} className={styles.stock} />
              <span className={styles.price}>
                <Price goods={item} withUnit size="small" />
              </span>
              {cart ? <AddToCartControl goods={item} className={styles.buy} /> : null}
              {actions ? <span className={styles.actions}>{actions(item)}</span> : null}
            </li>
          ))}
    </ul>
  );
}
