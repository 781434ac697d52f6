/**
 * /cart/step3/:id and /cart/hm?id= 支付订单: pay an unpaid order by balance, online through the
 * sandbox gateway, or by bank transfer, before its countdown runs out.
 */
import { ORDER_MESSAGES } from '@mall/shared/order';
import { Link, useParams, useSearchParams } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { CheckoutFrame } from '../components/checkout-frame';
import { MemberGate } from '../components/member-gate';
import { PayOrderBody } from '../components/pay-order-body';
import { parseOrderId } from '../utils/checkout-ids';

export default function PayOrderPage(): React.JSX.Element {
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseOrderId(params.id ?? search.get('id'));
  return (
    <CheckoutFrame title="支付订单" step={2} testId="pay-page">
      <MemberGate>
        {id > 0 ? (
          <PayOrderBody key={id} id={id} />
        ) : (
          <EmptyState testId="pay-missing" title={ORDER_MESSAGES.notFound}>
            <Link className={buttons.primary} to={paths.order}>
              我的订单
            </Link>
          </EmptyState>
        )}
      </MemberGate>
    </CheckoutFrame>
  );
}
