import { Link } from 'react-router';
import { useUserBase } from '@/api/user/get-user-base';
import { paths } from '@/config/paths';
import { badgeText } from '../utils/badge';
import { cx } from '../utils/cx';
import styles from './cart-button.module.css';
import { CartIcon } from './icons';

/** 我的购物车 with the count badge (base.cart.count, capped at 99+, absent at 0). */
export function CartButton({
  withTestIds = false,
  compact = false,
}: {
  withTestIds?: boolean;
  compact?: boolean;
}) {
  const { data: base } = useUserBase();
  const badge = badgeText(base?.show === 1 ? base.cart.count : 0);
  return (
    <Link to={paths.cart} className={cx(styles.button, compact && styles.compact)}>
      <CartIcon size={18} />
      <span>我的购物车</span>
      {badge ? (
        <span className={styles.badge} data-testid={withTestIds ? 'header-cart-badge' : undefined}>
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
