import { MESSAGES } from '@mall/shared/constants';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useUserBase } from '@/lib/auth';
import styles from './cart-panel.module.css';

interface CartPanelBodyProps {
  /** Kinds of goods in the cart (base.cart.count). */
  count: number;
  /** Whether the panel is open; a list that fetches should fetch only then. */
  open: boolean;
}

/**
 * The member's cart in the side panel. For now the count and the way to the cart; the cart
 * issue replaces this body with the line list (image, name, price × number, delete, totals).
 */
export function CartPanelBody({ count }: CartPanelBodyProps) {
  if (count <= 0) {
    return <p className={styles.empty}>{MESSAGES.cartEmpty}</p>;
  }
  return (
    <div className={styles.summary}>
      <p className={styles.count}>
        购物车共 <strong>{count}</strong> 种商品
      </p>
      <Link to={paths.cart} className={styles.primary}>
        去购物车结算
      </Link>
    </div>
  );
}

/** The slide-out panel's content: the member's cart, or the way to log in. */
export function CartPanel({ open }: { open: boolean }) {
  const { data: base } = useUserBase();
  const location = useLocation();
  return (
    <section className={styles.panel} aria-label="购物车">
      <header className={styles.header}>购物车</header>
      <div className={styles.body}>
        {base?.show === 1 ? (
          <CartPanelBody count={base.cart.count} open={open} />
        ) : (
          <div className={styles.guest}>
            <p>登录后查看购物车</p>
            <Link to={paths.login(`${location.pathname}${location.search}`)} className={styles.primary}>
              登录
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
