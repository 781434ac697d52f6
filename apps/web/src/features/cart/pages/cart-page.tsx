/**
 * /cart, checkout step 1: the member's cart grouped by activity, with the activity tiers, filters,
 * selection, quantities, deletion, the money of the selection and the way to step 2. Every number
 * comes from the pricing engine over the lines as the buyer has just set them, so tiers and totals
 * move at once; the server's answer then takes over and agrees.
 */
import { CART_FILTERS, CART_MESSAGES, type CartFilter } from '@mall/shared/cart';
import { MESSAGES } from '@mall/shared/constants';
import type { PricedLine } from '@mall/shared/pricing/types';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCheckoutCart } from '@/api/cart/checkout-cart';
import { useDeleteCartLines } from '@/api/cart/delete-cart-lines';
import { useCartList } from '@/api/cart/get-cart-list';
import { useMember, useUserBase } from '@/api/user/get-user-base';
import buttons from '@/components/button-link.module.css';
import { CartSteps } from '@/components/cart-steps/cart-steps';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { href, paths } from '@/config/paths';
import { TradeUpBlock } from '@/features/combinations/components/trade-up-block';
import { CartBulkLinks } from '@/features/quick-order/components/bulk-links';
import { confirm, showToast } from '@/lib/feedback';
import { ActivityBanner } from '../components/activity-banner';
import { CartLines } from '../components/cart-lines';
import { CartSummary } from '../components/cart-summary';
import { FilterTabs } from '../components/filter-tabs';
import { useCartDraft } from '../hooks/use-cart-draft';
import { isValidLine } from '../utils/cart-draft';
import styles from './cart-page.module.css';

function CartBody(): React.JSX.Element {
  const [filter, setFilter] = useState<CartFilter>(CART_FILTERS.all);
  const all = useCartList(CART_FILTERS.all);
  const filtered = useCartList(filter, { enabled: filter !== CART_FILTERS.all });
  const view = useCartDraft(all.data);
  const remove = useDeleteCartLines();
  const checkout = useCheckoutCart();
  const navigate = useNavigate();

  const pricedById = useMemo(
    () => new Map<number, PricedLine>((view.pricing?.lines ?? []).map((line) => [line.id, line])),
    [view.pricing],
  );

  if (all.isPending) return <Spinner block />;
  if (all.isError || !view.pricing) {
    return (
      <EmptyState title="购物车加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void all.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  }
  const state = all.data;
  const pricing = view.pricing;
  if (state.data.length === 0) {
    return (
      <EmptyState testId="cart-empty" title={MESSAGES.cartEmpty}>
        <Link className={buttons.primary} to={paths.list()}>
          去逛逛
        </Link>
      </EmptyState>
    );
  }

  // A filter lists a subset; its lines are shown as priced over the whole cart.
  let shown = state.data;
  if (filter !== CART_FILTERS.all) {
    const ids = filtered.data ? new Set(filtered.data.data.map((line) => line.id)) : null;
    shown = ids ? state.data.filter((line) => ids.has(line.id)) : [];
  }
  const validIds = state.data.filter(isValidLine).map((line) => line.id);
  const selectedIds = validIds.filter((id) => pricedById.get(id)?.selected);

  const deleteLines = async (ids: readonly number[], question: string) => {
    if (ids.length === 0 || !(await confirm(question))) return;
    remove.mutate(ids, { onSuccess: () => void showToast(CART_MESSAGES.deleted, 'success') });
  };

  const goToStep2 = () => {
    const ids = pricing.lines.filter((line) => line.counting).map((line) => line.id);
    if (ids.length === 0) return;
    checkout.mutate(ids, {
      onSuccess: (data) => void navigate(href('/cart/step2', {}, { ids: data.ids.join(',') })),
    });
  };

  return (
    <>
      <ActivityBanner activities={pricing.activities} />
      <FilterTabs options={state.filter_data} value={filter} onChange={setFilter} />
      {filter !== CART_FILTERS.all && filtered.isPending ? (
        <Spinner block />
      ) : (
        <CartLines
          lines={shown}
          activities={pricing.activities}
          pricedById={pricedById}
          quantityOf={view.quantityOf}
          onSelect={(id, selected) => view.changeSelection([id], selected)}
          onQuantity={view.changeQuantity}
          onDelete={(ids, question) => void deleteLines(ids, question)}
        />
      )}
      <TradeUpBlock />
      <CartSummary
        totals={pricing.totals}
        hints={view.hints}
        allSelected={validIds.length > 0 && selectedIds.length === validIds.length}
        selectable={validIds.length}
        onSelectAll={(selected) => view.changeSelection(validIds, selected)}
        onDeleteSelected={() => void deleteLines(selectedIds, MESSAGES.confirmDeleteCartLine)}
        onCheckout={goToStep2}
        checkoutBusy={checkout.isPending}
        saving={view.saving}
      />
    </>
  );
}

function LoginPrompt(): React.JSX.Element {
  return (
    <EmptyState testId="cart-login" title="登录后查看购物车" description="登录后即可查看购物车中的商品并结算">
      <Link className={buttons.primary} to={paths.login(paths.cart)}>
        立即登录
      </Link>
    </EmptyState>
  );
}

export default function CartPage(): React.JSX.Element {
  const base = useUserBase();
  const member = useMember();
  let body: React.ReactNode;
  if (base.isPending) body = <Spinner block />;
  else if (!member) body = <LoginPrompt />;
  else body = <CartBody />;
  return (
    <section className={styles.page} data-testid="cart-page">
      <header className={styles.head}>
        <h1 className={styles.title}>我的购物车</h1>
        <CartSteps current={0} />
        {member && <CartBulkLinks />}
      </header>
      {body}
    </section>
  );
}
