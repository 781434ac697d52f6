/**
 * Step 2's body for one selection of cart lines: loads what it needs, holds the choices, asks for
 * the amounts on every change and submits once per visit (one idempotency key).
 */
import { ORDER_MESSAGES } from '@mall/shared/order';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCheckoutCart } from '@/api/cart/checkout-cart';
import { useCreateOrder } from '@/api/orders/create-order';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { BalancePayDialog } from '@/features/pay-password/components/balance-pay-dialog';
import { showErrorMessage, showToast } from '@/lib/feedback';
import { useDeliveryAddresses } from '../api/get-addresses';
import { useAvailableCoupons } from '../api/get-available-coupons';
import { useCashVouchers } from '../api/get-cash-vouchers';
import { useInvoiceProfile } from '../api/get-invoice-profile';
import { useBalance } from '../api/get-user-money';
import { useOrderPreview } from '../api/preview-order';
import { useOrderChoices } from '../hooks/use-order-choices';
import { pathAfterOrderPlaced } from '../utils/after-order-placed';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { AddressChoice } from './address-choice';
import { AmountsPanel } from './amounts-panel';
import { DiscountChoice } from './discount-choice';
import { InvoiceBox } from './invoice-box';
import { OrderExtras } from './order-extras';
import { OrderLines } from './order-lines';
import { Section } from './section';

export function ConfirmOrderForm({ ids }: { ids: number[] }): React.JSX.Element {
  const checkout = useCheckoutCart();
  const { mutate: validate } = checkout;
  useEffect(() => {
    validate(ids);
  }, [validate, ids]);

  const validIds = checkout.data?.ids ?? [];
  const addresses = useDeliveryAddresses();
  const profile = useInvoiceProfile();
  const coupons = useAvailableCoupons(validIds);
  const vouchers = useCashVouchers();
  const balance = useBalance();
  const state = useOrderChoices(validIds, addresses.data, coupons.data, vouchers.data, checkout.data?.totals);
  const couponsSettled = validIds.length > 0 && !coupons.isPending;
  const preview = useOrderPreview(state.choices, checkout.isSuccess && couponsSettled);
  const create = useCreateOrder();
  const navigate = useNavigate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submitting = useRef(false);
  const [confirming, setConfirming] = useState(false);

  if (checkout.isError) {
    return (
      <EmptyState
        testId="checkout-failed"
        title="商品信息已变化"
        description="请返回购物车重新选择要结算的商品"
      >
        <Link className={buttons.primary} to={paths.cart}>
          返回购物车
        </Link>
      </EmptyState>
    );
  }
  if (!checkout.data || addresses.isPending || profile.isPending) return <Spinner block />;

  const address = addresses.data?.find((a) => a.id === state.addressId);

  // Taking from the balance is confirmed first (with the payment password when one is set).
  const balanceTaken = state.useBalance ? (preview.data?.balance_amount ?? '0.00') : '0.00';
  const submit = () => {
    if (submitting.current) return;
    if (!state.addressId) {
      void showErrorMessage(ORDER_MESSAGES.addressMissing);
      return;
    }
    if (Number(balanceTaken) > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    place();
  };

  const place = (payPassword?: string) => {
    if (submitting.current || !state.addressId) return;
    submitting.current = true;
    const remark = state.remark.trim();
    create.mutate(
      {
        ...state.choices,
        address_id: state.addressId,
        documents: state.documents,
        ...(remark ? { remark } : {}),
        idempotency_key: idempotencyKey,
        ...(payPassword === undefined ? {} : { pay_password: payPassword }),
      },
      {
        onSuccess: (envelope) => {
          setConfirming(false);
          state.remarkSent();
          void showToast(envelope.msg || ORDER_MESSAGES.created, 'success');
          void navigate(pathAfterOrderPlaced(envelope.data));
        },
        onError: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <>
      <AddressChoice addresses={addresses.data ?? []} value={state.addressId} onChange={state.setAddressId} />
      <InvoiceBox profile={profile.data ?? null} />
      <Section title="商品清单" testId="checkout-goods">
        <OrderLines checkout={checkout.data} />
      </Section>
      <DiscountChoice
        coupons={coupons.data ?? []}
        couponId={state.couponId}
        onCoupon={state.setCouponId}
        vouchers={state.vouchers}
        voucherId={state.voucherId}
        onVoucher={state.setVoucherId}
        balance={balance.data}
        useBalance={state.useBalance}
        onUseBalance={state.setUseBalance}
      />
      <OrderExtras
        documents={state.documents}
        onDocuments={state.setDocuments}
        remark={state.remark}
        onRemark={state.setRemark}
      />
      <AmountsPanel
        amounts={preview.data}
        updating={preview.isFetching}
        refused={preview.isError}
        shipTo={
          address
            ? `寄送至：${address.full_address}　收货人：${address.consignee} ${address.phone}`
            : '请选择收货地址'
        }
        canSubmit={Boolean(address) && preview.isSuccess && !preview.isPlaceholderData}
        submitting={create.isPending || create.isSuccess}
        onSubmit={submit}
      />
      <BalancePayDialog
        open={confirming}
        amount={balanceTaken}
        pending={create.isPending}
        onConfirm={(password) => place(password)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
