import { Link } from 'react-router';
import styles from './centre-cards.module.css';

interface WalletSummaryProps {
  balance: string;
  coupons: number;
  points: number;
  favorites: number;
  unread: number;
}

/** Balance, coupons, points, favourites and unread messages, each a link to its page. */
export function WalletSummary({
  balance,
  coupons,
  points,
  favorites,
  unread,
}: WalletSummaryProps): React.JSX.Element {
  const items = [
    { label: '账户余额', value: `¥${balance}`, to: '/wdqb/yegl', testId: 'centre-balance' },
    { label: '优惠券', value: coupons, to: '/wdqb/yhq', testId: 'centre-coupons' },
    { label: '我的积分', value: points, to: '/wdqb/jfgl', testId: 'centre-points' },
    { label: '我的收藏', value: favorites, to: '/star', testId: 'centre-favorites' },
    { label: '未读消息', value: unread, to: '/wdxx', testId: 'centre-unread' },
  ];
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>我的钱包</h2>
      <ul className={styles.counts}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>
              <strong className={styles.big} data-testid={item.testId}>
                {item.value}
              </strong>
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
