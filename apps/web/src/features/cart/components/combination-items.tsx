import type { CombinationItem } from '@mall/shared/cart';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './combination-items.module.css';

/** The goods of a package with the units per package and in total for the packages bought. */
export function CombinationItems({
  items,
  packages,
}: {
  items: readonly CombinationItem[];
  packages: number;
}) {
  return (
    <ul className={styles.items} data-testid="combination-items">
      {items.map((item) => (
        <li key={item.goods.goods_price_id || item.goods.id} className={styles.item}>
          <Link to={paths.goodsDetail(item.goods.id, item.goods)}>{item.goods.name}</Link>
          <span className={styles.meta}>{item.goods.ypgg}</span>
          <span className={styles.meta}>
            每套 {item.quantity} {item.goods.bzdw || '件'}，共 {item.quantity * packages}{' '}
            {item.goods.bzdw || '件'}
          </span>
        </li>
      ))}
    </ul>
  );
}
