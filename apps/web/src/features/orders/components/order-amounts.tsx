import { ORDER_STATUS, type OrderDetail } from '@mall/shared/order';
import styles from './order-detail.module.css';

/** The money of the order, each figure as the server computed it (yuan strings). */
export function OrderAmounts({ order }: { order: OrderDetail }): React.JSX.Element {
  const a = order.amounts;
  const unpaid = order.status === ORDER_STATUS.unpaid;
  // [label, value, shown, emphasised]: what is still owed stands out until paid, then what was paid.
  const rows: [string, string, boolean, boolean][] = [
    ['商品金额', `¥${a.goods_amount}`, true, false],
    ['活动优惠', `-¥${a.activity_amount}`, a.activity_amount !== '0.00', false],
    ['优惠券', `-¥${a.coupon_amount}`, a.coupon_amount !== '0.00', false],
    ['现金券', `-¥${a.voucher_amount}`, a.voucher_amount !== '0.00', false],
    ['运费', `+¥${a.shipping_amount}`, true, false],
    ['订单总额', `¥${order.total_amount}`, true, false],
    ['余额抵扣', `-¥${a.balance_amount}`, a.balance_amount !== '0.00', false],
    ['应付金额', `¥${a.payable_amount}`, true, unpaid],
    // Everything the buyer paid: the balance part at submit and the payment after it.
    ['实付金额', `¥${a.paid_total}`, !unpaid, true],
    ['已退款', `¥${a.refunded_amount}`, a.refunded_amount !== '0.00', false],
  ];
  return (
    <dl className={styles.amounts} data-testid="order-amounts">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, value, , emphasised]) => (
          <div
            key={label}
            className={emphasised ? `${styles.amountRow} ${styles.emphasis}` : styles.amountRow}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
