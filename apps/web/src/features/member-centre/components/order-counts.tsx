import type { OrderCounts as Counts } from '@mall/shared/account';
import { Link } from 'react-router';
import styles from './centre-cards.module.css';

const LABELS: { key: keyof Counts; label: string }[] = [
  { key: 'unpaid', label: '待付款' },
  { key: 'to_ship', label: '待发货' },
  { key: 'to_receive', label: '待收货' },
  { key: 'completed', label: '已完成' },
  { key: 'cancelled', label: '已取消' },
  { key: 'after_sale', label: '退货/售后' },
];

/** Order counts by status, each linking to the order list. */
export function OrderCounts({ counts }: { counts: Counts }): React.JSX.Element {
  return (
    <section className={styles.card} data-testid="centre-orders">
      <h2 className={styles.cardTitle}>
        我的订单 <Link to="/order">查看全部订单</Link>
      </h2>
      <ul className={styles.counts}>
        {LABELS.map(({ key, label }) => (
          <li key={key}>
            <Link to={`/order?status=${key}`}>
              <strong className={styles.big}>{counts[key]}</strong>
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
