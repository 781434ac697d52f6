/**
 * /list/info-pt/:id 拼团详情: the goods, the group's rules, progress and deadline, what the store
 * joined so far, a quantity stepper and 立即参团, which places the order (the checkout's one order
 * path on the server) and goes on to the usual pay page.
 */
import { GROUP_BUY_MESSAGES } from '@mall/shared/group-buy';
import { ORDER_MESSAGES } from '@mall/shared/order';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useMember } from '@/api/user/get-user-base';
import buttons from '@/components/button-link.module.css';
import { Countdown } from '@/components/countdown/countdown';
import { EmptyState } from '@/components/empty-state';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDeliveryAddresses } from '@/features/checkout/api/get-addresses';
import { AddressChoice } from '@/features/checkout/components/address-choice';
import { pathAfterOrderPlaced } from '@/features/checkout/utils/after-order-placed';
import { newIdempotencyKey } from '@/features/checkout/utils/idempotency-key';
import { showErrorMessage, showToast } from '@/lib/feedback';
import { useGroupBuy, useJoinGroupBuy } from '../api/group-buy';
import styles from '../components/group-buy.module.css';
import { GroupPrices } from '../components/group-prices';
import { GroupProgress } from '../components/group-progress';

export default function GroupBuyDetailPage(): React.JSX.Element {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useGroupBuy(valid ? id : 0);
  const member = useMember();
  const location = useLocation();
  const navigate = useNavigate();
  const addresses = useDeliveryAddresses();
  const [addressId, setAddressId] = useState<number>();
  const [quantity, setQuantity] = useState(0);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const join = useJoinGroupBuy();
  const submitting = useRef(false);

  const firstAddress = addresses.data?.[0]?.id;
  useEffect(() => {
    if (addressId === undefined && firstAddress !== undefined) setAddressId(firstAddress);
  }, [addressId, firstAddress]);
  const min = query.data ? Math.max(1, query.data.min_quantity) : 1;
  useEffect(() => {
    if (quantity === 0 && query.data) setQuantity(min);
  }, [quantity, query.data, min]);

  if (!valid || query.isError)
    return <EmptyState title={GROUP_BUY_MESSAGES.notFound} description="该拼团活动不存在或已下架" />;
  if (query.isPending) return <Spinner block />;
  const group = query.data;
  const open = group.phase === 'running';
  const room = group.can_join_quantity;

  const submit = () => {
    if (submitting.current) return;
    if (!addressId) {
      void showErrorMessage(ORDER_MESSAGES.addressMissing);
      return;
    }
    submitting.current = true;
    join.mutate(
      { id: group.id, quantity, address_id: addressId, idempotency_key: idempotencyKey },
      {
        onSuccess: (envelope) => {
          void showToast(envelope.msg || GROUP_BUY_MESSAGES.joined, 'success');
          void navigate(pathAfterOrderPlaced(envelope.data));
        },
        onError: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <div className={styles.page} data-testid="group-detail-page">
      <section className={styles.detail}>
        <div className={styles.detailImage}>
          {group.goods.image ? (
            <img src={group.goods.image} alt={group.goods.name} width={320} height={320} />
          ) : null}
        </div>
        <div className={styles.body}>
          <span className={group.phase === 'running' ? styles.phase : styles.phaseComing}>
            {group.phase_text}
          </span>
          <h1 className={styles.cardTitle} data-testid="group-title">
            {group.title}
          </h1>
          <p className={styles.name}>{group.goods.name}</p>
          <GroupPrices group={group} />
          <GroupProgress group={group} />
          <dl className={styles.facts}>
            <dt>规格</dt>
            <dd>{group.goods.spec}</dd>
            <dt>生产厂家</dt>
            <dd>{group.goods.manufacturer}</dd>
            <dt>成团数量</dt>
            <dd>
              {group.target_quantity}
              {group.goods.unit}
            </dd>
            <dt>每店限参团</dt>
            <dd>
              {group.store_limit}
              {group.goods.unit}
            </dd>
            <dt>我已参团</dt>
            <dd data-testid="group-joined">
              {group.joined_quantity}
              {group.goods.unit}
            </dd>
            <dt>{group.phase === 'coming' ? '距开团' : '距截止'}</dt>
            <dd>
              {group.phase === 'coming' || group.phase === 'running' ? (
                <Countdown
                  target={group.phase === 'coming' ? group.starts_at : group.ends_at}
                  label={group.phase === 'coming' ? '距开团' : '距截止'}
                  testId="group-countdown"
                  onFinish={() => void query.refetch()}
                />
              ) : (
                '已截止'
              )}
            </dd>
          </dl>
          {member ? (
            <div className={styles.actions}>
              <QuantityStepper
                value={quantity || min}
                onChange={setQuantity}
                rules={{
                  min,
                  step: group.step,
                  limit: group.store_limit,
                  bought: group.joined_quantity,
                  stock: group.stock,
                }}
                disabled={!open || room < min}
              />
              <button
                type="button"
                className={buttons.primary}
                data-testid="group-join"
                disabled={!open || room < min || join.isPending || join.isSuccess}
                onClick={submit}
              >
                立即参团
              </button>
            </div>
          ) : (
            <p className={styles.actions}>
              <Link className={buttons.primary} to={paths.login(location.pathname)} data-testid="group-login">
                登录后参团
              </Link>
            </p>
          )}
        </div>
      </section>
      {member ? (
        <AddressChoice addresses={addresses.data ?? []} value={addressId} onChange={setAddressId} />
      ) : null}
      <section className={styles.detail} aria-label="拼团规则">
        <div className={styles.body}>
          <h2 className={styles.cardTitle}>拼团规则</h2>
          <p className={styles.rules} data-testid="group-rules">
            {group.rules}
          </p>
        </div>
      </section>
    </div>
  );
}
