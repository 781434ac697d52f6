/**
 * /pay/sandbox/:no 收银台（沙箱）: the built-in sandbox cashier (development and the demo only), what
 * an online payment's QR code opens. It shows only to the order's own store, logged in; 确认支付 and
 * 取消支付 ask the server to settle the payment, which it does as it would on a provider's callback.
 */
import type { PayNotifyResult, SandboxPayment } from '@mall/shared/payment';
import { useParams } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useSandboxPayment } from '../api/get-sandbox-payment';
import { useSettleSandboxPayment } from '../api/settle-sandbox-payment';
import styles from './sandbox-pay.module.css';

const STATUS_TEXT: Record<SandboxPayment['status'], string> = {
  0: '待支付',
  1: '支付成功',
  2: '已取消支付',
};

function Cashier({ payment }: { payment: SandboxPayment }): React.JSX.Element {
  const settle = useSettleSandboxPayment(payment.payment_no);
  const send = (result: PayNotifyResult) => settle.mutate(result);
  const pending = payment.status === 0;
  const recharge = payment.kind === 'recharge';
  return (
    <>
      <div className={styles.amount} data-testid="sandbox-amount">
        ¥{payment.amount}
      </div>
      <dl className={styles.fields}>
        <dt>{recharge ? '充值单号' : '订单号'}</dt>
        <dd data-testid="sandbox-order-no">{payment.order_no}</dd>
        <dt>支付流水号</dt>
        <dd>{payment.payment_no}</dd>
        <dt>支付状态</dt>
        <dd data-testid="sandbox-status">{STATUS_TEXT[payment.status]}</dd>
      </dl>
      {pending ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={settle.isPending}
            onClick={() => send('paid')}
            data-testid="sandbox-confirm"
          >
            确认支付
          </button>
          <button
            type="button"
            className={buttons.default}
            disabled={settle.isPending}
            onClick={() => send('cancelled')}
            data-testid="sandbox-cancel"
          >
            取消支付
          </button>
        </div>
      ) : (
        <p
          className={`${styles.result} ${payment.status === 1 ? styles.ok : styles.closed}`}
          data-testid="sandbox-result"
        >
          {payment.status === 1 ? `支付成功，请返回商城查看${recharge ? '余额' : '订单'}` : '已取消支付'}
        </p>
      )}
    </>
  );
}

export default function SandboxPayPage(): React.JSX.Element {
  const { no = '' } = useParams();
  const payment = useSandboxPayment(no);
  let body: React.ReactNode;
  if (payment.isPending && payment.fetchStatus !== 'idle') body = <Spinner block />;
  else if (!payment.data) body = <EmptyState testId="sandbox-missing" title="支付单不存在" />;
  else body = <Cashier payment={payment.data} />;
  return (
    <main className={styles.page}>
      <section className={styles.card} data-testid="sandbox-page">
        <h1 className={styles.title}>
          收银台 <span className={styles.sandbox}>沙箱</span>
        </h1>
        {body}
      </section>
    </main>
  );
}
