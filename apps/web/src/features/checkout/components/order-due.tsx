/** The head of the pay page: order number, amount due and the time left before it cancels itself. */
import { ORDER_MESSAGES } from '@mall/shared/order';
import { Countdown } from '@/components/countdown/countdown';
import styles from './pay-panels.module.css';

interface OrderDueProps {
  orderNo: string;
  payable: string;
  /** Unix seconds of the automatic cancellation; undefined: no countdown (no longer unpaid). */
  expiresAt: number | undefined;
  /** The deadline has passed: the timed-out notice replaces the countdown. */
  expired: boolean;
  onExpire: () => void;
}

export function OrderDue({
  orderNo,
  payable,
  expiresAt,
  expired,
  onExpire,
}: OrderDueProps): React.JSX.Element {
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
      {expiresAt === undefined ? null : !expired ? (
        <span>
          <span className={styles.label}>剩余支付时间：</span>
          <Countdown
            target={expiresAt}
            onFinish={onExpire}
            variant="clock"
            label="剩余支付时间"
            className={styles.countdown}
            testId="pay-countdown"
          />
        </span>
      ) : (
        <span className={styles.expired} data-testid="pay-expired">
          {ORDER_MESSAGES.expired}
        </span>
      )}
    </section>
  );
}
