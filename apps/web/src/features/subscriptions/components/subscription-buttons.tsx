/**
 * 到货通知 on a sold-out offer and 降价通知 for a store that sees prices: subscribe, or see that it
 * is subscribed and cancel. A guest is sent to log in first.
 */
import { SUBSCRIPTION_KIND_LABELS } from '@mall/shared/subscription';
import { Link, useLocation } from 'react-router';
import { useMember, useSeesPrices } from '@/api/user/get-user-base';
import buttons from '@/components/button-link.module.css';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/feedback';
import { useOfferSubscriptions, useSubscribe, useUnsubscribe } from '../api/subscriptions';
import styles from './subscriptions.module.css';

interface SubscriptionButtonsProps {
  offerId: number;
  soldOut: boolean;
  /** smaller buttons for the cart's lines */
  compact?: boolean;
}

export function SubscriptionButtons({
  offerId,
  soldOut,
  compact,
}: SubscriptionButtonsProps): React.JSX.Element | null {
  const member = useMember();
  const seesPrices = useSeesPrices();
  const location = useLocation();
  const state = useOfferSubscriptions(offerId, member !== null);
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const small = compact ? styles.small : '';

  if (!member) {
    return soldOut ? (
      <p className={styles.note}>
        <Link to={paths.login(location.pathname + location.search)}>登录</Link>后可订阅到货通知
      </p>
    ) : null;
  }
  const stock = state.data?.stock ?? null;
  const price = state.data?.price ?? null;
  const busy = subscribe.isPending || unsubscribe.isPending || state.isPending;
  const add = (kind: 'stock' | 'price') =>
    subscribe.mutate(
      { goods_price_id: offerId, kind },
      { onSuccess: (res) => void showToast(`${SUBSCRIPTION_KIND_LABELS[kind]}：${res.msg}`, 'success') },
    );
  const remove = (id: number) =>
    unsubscribe.mutate(id, { onSuccess: (res) => void showToast(res.msg, 'success') });

  return (
    <div className={styles.buttons} data-testid={`subscription-buttons-${offerId}`}>
      {soldOut ? (
        stock?.state === 'waiting' ? (
          <button
            type="button"
            className={`${buttons.default} ${small}`}
            disabled={busy}
            onClick={() => remove(stock.id)}
            data-testid="unsubscribe-stock"
          >
            已订阅到货通知（取消）
          </button>
        ) : (
          <button
            type="button"
            className={`${buttons.primary} ${small}`}
            disabled={busy}
            onClick={() => add('stock')}
            data-testid="subscribe-stock"
          >
            到货通知
          </button>
        )
      ) : null}
      {seesPrices ? (
        price ? (
          <button
            type="button"
            className={`${buttons.default} ${small}`}
            disabled={busy}
            onClick={() => remove(price.id)}
            data-testid="unsubscribe-price"
          >
            已订阅降价通知{price.price_at ? `（低于¥${price.price_at}时提醒）` : ''}（取消）
          </button>
        ) : (
          <button
            type="button"
            className={`${buttons.default} ${small}`}
            disabled={busy}
            onClick={() => add('price')}
            data-testid="subscribe-price"
          >
            降价通知
          </button>
        )
      ) : null}
    </div>
  );
}
