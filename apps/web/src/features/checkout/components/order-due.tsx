/** The head of the pay page: order number, amount due and the time left before it cancels itself. */
import { ORDER_MESSAGES } from '@mall/shared/order';
import { formatCountdown } from '../utils/countdown';
import styles from './pay-panels.module.css';

interface OrderDueProps {
  orderNo: string;
  payable: string;
  /** undefined: no countdown (the order is no longer unpaid) */
  secondsLeft: number | undefined;
}

export function OrderDue({ orderNo, payable, secondsLeft }: OrderDueProps): React.JSX.Element {
  return (
    <section className={styles.summary} data-testid="pay-summary">
      <span>
        <span className={styles.label}>订单号：</span>
        <span data-testid="pay-order-no">{orderNo}</span>
      </span>
      <span>
        <span className={styles.label}>应付金额：</span>
        <span className={styles.amount} data-testid="pay-amount">
          ¥{payable}
        </span>
      </span>
      {secondsLeft === undefined ? null : secondsLeft > 0 ? (
        <span>
          <span className={styles.label}>剩余支付时间：</span>
          <span className={styles.countdown} data-testid="pay-countdown" role="timer">
            {formatCountdown(secondsLeft)}
          </span>
        </span>
      ) : (
        <span className={styles.expired} data-testid="pay-expired">
          {ORDER_MESSAGES.expired}
        </span>
      )}
    </section>
  );
}
