/**
 * /cart/step2 核对订单信息: what will be ordered (POST /api/cart/checkout again, so a reload shows
 * the server's current view), the delivery address, the invoice, 随货资料, coupon, cash voucher,
 * balance and remarks, the amounts the server prices for these choices, and 提交订单.
 */
import { Link } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { CheckoutFrame } from '../components/checkout-frame';
import { ConfirmOrderForm } from '../components/confirm-order-form';
import { MemberGate } from '../components/member-gate';
import { useCheckoutIds } from '../hooks/use-checkout-ids';
import { formatIds } from '../utils/checkout-ids';

function ConfirmOrderBody(): React.JSX.Element {
  const selection = useCheckoutIds();
  if (selection.state === 'loading') return <Spinner block />;
  if (selection.ids.length === 0) {
    return (
      <EmptyState testId="checkout-nothing" title="没有要结算的商品" description="请先在购物车中选择商品">
        <Link className={buttons.primary} to={paths.cart}>
          返回购物车
        </Link>
      </EmptyState>
    );
  }
  // A new selection is a new checkout: fresh choices and a fresh idempotency key.
  return <ConfirmOrderForm key={formatIds(selection.ids)} ids={selection.ids} />;
}

export default function ConfirmOrderPage(): React.JSX.Element {
  return (
    <CheckoutFrame title="核对订单信息" step={1} testId="checkout-page">
      <MemberGate>
        <ConfirmOrderBody />
      </MemberGate>
    </CheckoutFrame>
  );
}
