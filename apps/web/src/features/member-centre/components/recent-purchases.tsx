import type { RecentPurchase } from '@mall/shared/account';
import { chinaDate } from '@mall/shared/china-time';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './centre-cards.module.css';

/** The goods bought most recently, each linking to its detail page. */
export function RecentPurchases({ items }: { items: RecentPurchase[] }): React.JSX.Element {
  return (
    <section className={`${styles.card} ${styles.wide}`} data-testid="centre-recent">
      <h2 className={styles.cardTitle}>最近采购</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>
          暂无采购记录，<Link to={paths.list()}>去选购商品</Link>
        </p>
      ) : (
        <ul className={styles.recent}>
          {items.map((item) => (
            <li key={`${item.goods_id}-${item.bought_at}`}>
              <Link to={paths.goodsDetail(item.goods_id)}>
                <img src={item.image} alt="" width={96} height={96} loading="lazy" />
                <span>{item.name}</span>
              </Link>
              <span className={styles.muted}>
                {item.ypgg} · {item.sccj}
              </span>
              <span className={styles.muted}>
                {chinaDate(item.bought_at)} 采购 {item.number} 件
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
