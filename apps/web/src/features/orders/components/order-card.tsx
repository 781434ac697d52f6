import { chinaDateTime } from '@mall/shared/china-time';
import type { OrderSummary } from '@mall/shared/order';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { actionsOfStatus, OrderActions } from './order-actions';
import styles from './order-card.module.css';

/** One order of the list: head (number, time, status), its first lines, total and actions. */
export function OrderCard({ order }: { order: OrderSummary }): React.JSX.Element {
  const detail = href('/order/info/:id', { id: order.id });
  const more = order.line_count - order.lines.length;
  return (
    <article className={styles.card} data-testid="order-card" data-order-no={order.order_no}>
      <header className={styles.head}>
        <span data-testid="order-time">{chinaDateTime(order.created_at, true)}</span>
        <span>
          订单号：
          <Link to={detail} className={styles.no}>
            {order.order_no}
          </Link>
        </span>
        {order.has_after_sale ? <span className={styles.tag}>有售后</span> : null}
        <span className={styles.status} data-testid="order-status">
          {order.status_text}
        </span>
      </header>
      <div className={styles.body}>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <img src={line.image} alt="" width={64} height={64} loading="lazy" className={styles.image} />
              <div className={styles.name}>
                <strong>{line.name}</strong>
                <span className={styles.muted}>
                  {line.ypgg} · {line.sccj}
                </span>
              </div>
              <span className={styles.price}>¥{line.price}</span>
              <span className={styles.number}>
                × {line.number}
                {line.bzdw}
              </span>
            </li>
          ))}
          {more > 0 ? (
            <li className={styles.more}>
              <Link to={detail}>共 {order.line_count} 种商品，查看全部</Link>
            </li>
          ) : null}
        </ul>
        <div className={styles.total}>
          <span className={styles.muted}>订单金额</span>
          <strong className={styles.amount}>¥{order.total_amount}</strong>
          {order.pay_method === null && order.status === 0 ? (
            <span className={styles.muted}>应付 ¥{order.payable_amount}</span>
          ) : null}
        </div>
        <div className={styles.actions}>
          <OrderActions
            order={order}
            actions={actionsOfStatus(order.status)}
            showDetail
            size="small"
            vertical
          />
        </div>
      </div>
    </article>
  );
}
