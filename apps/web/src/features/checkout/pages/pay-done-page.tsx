/** /cart/step4?id= 支付完成: the paid order's number and amount, and where to go next. */
import { ORDER_MESSAGES, ORDER_STATUS, type OrderDetail } from '@mall/shared/order';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from '@/api/orders/get-order';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { href, paths } from '@/config/paths';
import { CheckoutFrame } from '../components/checkout-frame';
import { MemberGate } from '../components/member-gate';
import { parseOrderId } from '../utils/checkout-ids';
import styles from './pay-done.module.css';

function PaidOrder({ order }: { order: OrderDetail }): React.JSX.Element {
  return (
    <section className={styles.done} data-testid="pay-done">
      <svg className={styles.icon} viewBox="0 0 56 56" aria-hidden="true">
        <circle cx="28" cy="28" r="27" fill="#e8f6ef" stroke="#12a05c" strokeWidth="2" />
        <path d="M16 29 l8 8 l16 -17" fill="none" stroke="#12a05c" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2 className={styles.title}>{ORDER_MESSAGES.paid}</h2>
      <dl className={styles.fields}>
        <dt>订单号：</dt>
        <dd data-testid="done-order-no">{order.order_no}</dd>
        <dt>支付金额：</dt>
        <dd className={styles.amount} data-testid="done-amount">
          ¥{order.total_amount}
        </dd>
        <dt>订单状态：</dt>
        <dd data-testid="done-status">{order.status_text}</dd>
      </dl>
      <div className={styles.actions}>
        <Link className={buttons.primary} to={paths.orderInfo(order.id)}>
          查看订单
        </Link>
        <Link className={buttons.default} to={paths.home}>
          继续采购
        </Link>
      </div>
    </section>
  );
}

function DoneBody({ id }: { id: number }): React.JSX.Element {
  const order = useOrder(id, { retry: false });
  if (id <= 0 || order.isError) {
    return (
      <EmptyState testId="done-missing" title={ORDER_MESSAGES.notFound}>
        <Link className={buttons.primary} to={paths.order}>
          我的订单
        </Link>
      </EmptyState>
    );
  }
  if (order.isPending) return <Spinner block />;
  const detail = order.data;
  if (detail.status === ORDER_STATUS.unpaid) {
    return (
      <EmptyState testId="done-unpaid" title="订单尚未支付" description={`订单号：${detail.order_no}`}>
        <Link className={buttons.primary} to={href('/cart/step3/:id', { id })}>
          去支付
        </Link>
      </EmptyState>
    );
  }
  if (detail.status === ORDER_STATUS.cancelled) {
    return (
      <EmptyState
        testId="done-cancelled"
        title={ORDER_MESSAGES.cancelled}
        description={`订单号：${detail.order_no}`}
      >
        <Link className={buttons.primary} to={paths.orderInfo(id)}>
          查看订单
        </Link>
      </EmptyState>
    );
  }
  return <PaidOrder order={detail} />;
}

export default function PayDonePage(): React.JSX.Element {
  const [search] = useSearchParams();
  const id = parseOrderId(search.get('id'));
  return (
    <CheckoutFrame title="支付完成" step={3} testId="done-page">
      <MemberGate>
        <DoneBody key={id} id={id} />
      </MemberGate>
    </CheckoutFrame>
  );
}
