/**
 * The pay page for one order: amount due and countdown, the method, and what a started payment
 * needs next. Once the order is paid (by balance at once, or online as the poll sees it) the buyer
 * goes to step 4.
 */
import { ORDER_MESSAGES, ORDER_STATUS, type PayMethod } from '@mall/shared/order';
import type { PayOptions, PayStart } from '@mall/shared/payment';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useOrder } from '@/api/orders/get-order';
import { usePayOrder } from '@/api/orders/pay-order';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { href, paths } from '@/config/paths';
import { BalancePayDialog } from '@/features/pay-password/components/balance-pay-dialog';
import { usePayOptions } from '../api/get-pay-options';
import { useBalance } from '../api/get-user-money';
import { defaultPayMethod } from '../utils/pay-method';
import { OrderDue } from './order-due';
import { PayMethods } from './pay-methods';
import { OnlinePayment, TransferPayment } from './payment-started';

/** How often the page asks whether an online payment has arrived. */
const POLL_MS = 2000;
const WITHOUT_ONLINE: PayOptions = { methods: ['balance', 'transfer'], online_provider: null };

export function PayOrderBody({ id }: { id: number }): React.JSX.Element {
  const [started, setStarted] = useState<PayStart | null>(null);
  const awaitingOnline = started?.method === 'online';
  const order = useOrder(id, { pollMs: awaitingOnline ? POLL_MS : false, retry: false });
  const balance = useBalance();
  const options = usePayOptions();
  const pay = usePayOrder(id);
  const navigate = useNavigate();
  const [picked, setPicked] = useState<PayMethod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const unpaid = order.data?.status === ORDER_STATUS.unpaid;
  const expiresAt = unpaid ? order.data?.expires_at : undefined;
  // The deadline the countdown last finished at; a changed deadline counts again.
  const [finishedAt, setFinishedAt] = useState<number | null>(null);

  const paid =
    order.data !== undefined &&
    order.data.status !== ORDER_STATUS.unpaid &&
    order.data.status !== ORDER_STATUS.cancelled;
  useEffect(() => {
    if (paid) void navigate(href('/cart/step4', {}, { id }), { replace: true });
  }, [paid, id, navigate]);

  if (order.isPending || options.isPending) return <Spinner block />;
  if (order.isError) {
    return (
      <EmptyState testId="pay-missing" title={ORDER_MESSAGES.notFound}>
        <Link className={buttons.primary} to={paths.order}>
          我的订单
        </Link>
      </EmptyState>
    );
  }
  const detail = order.data;
  if (detail.status === ORDER_STATUS.cancelled) {
    return (
      <EmptyState
        testId="pay-cancelled"
        title={ORDER_MESSAGES.cancelled}
        description={detail.cancel_reason || undefined}
      >
        <Link className={buttons.primary} to={paths.orderInfo(id)}>
          查看订单
        </Link>
      </EmptyState>
    );
  }
  if (paid) return <Spinner block />;

  // Should the methods fail to load, offer what needs no provider rather than nothing.
  const offered = options.data ?? WITHOUT_ONLINE;
  const method = picked ?? defaultPayMethod(balance.data, detail.payable_amount, offered.methods);
  const expired = expiresAt !== undefined && finishedAt === expiresAt;
  const startPay = (payPassword?: string) =>
    pay.mutate(payPassword === undefined ? method : { method, pay_password: payPassword }, {
      onSuccess: (start) => {
        setConfirming(false);
        if (start.status === 1) void navigate(href('/cart/step4', {}, { id }));
        else setStarted(start);
      },
    });
  // 余额支付 is confirmed first (with the payment password when one is set).
  const onPay = () => (method === 'balance' ? setConfirming(true) : startPay());

  return (
    <>
      <OrderDue
        orderNo={detail.order_no}
        payable={detail.payable_amount}
        expiresAt={expiresAt}
        expired={expired}
        onExpire={() => setFinishedAt(expiresAt ?? null)}
      />
      <PayMethods
        value={method}
        onChange={(next) => {
          setPicked(next);
          setStarted(null);
        }}
        options={offered}
        balance={balance.data}
        payable={detail.payable_amount}
        disabled={expired || pay.isPending || balance.isPending}
        paying={pay.isPending}
        onPay={onPay}
      />
      <BalancePayDialog
        open={confirming}
        amount={detail.payable_amount}
        pending={pay.isPending}
        onConfirm={(password) => startPay(password)}
        onCancel={() => setConfirming(false)}
      />
      {started?.method === 'online' ? <OnlinePayment start={started} /> : null}
      {started?.method === 'transfer' ? <TransferPayment start={started} /> : null}
    </>
  );
}
