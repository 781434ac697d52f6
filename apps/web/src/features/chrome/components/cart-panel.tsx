import type { CartLine } from '@mall/shared/cart';
import { CART_FILTERS } from '@mall/shared/cart';
import { MESSAGES } from '@mall/shared/constants';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useCartFlag } from '@/api/cart/cart-flag';
import { useDeleteCartLines } from '@/api/cart/delete-cart-lines';
import { useCartList } from '@/api/cart/get-cart-list';
import { useUserBase } from '@/api/user/get-user-base';
import { cartLineView } from '@/components/goods/cart-line-view';
import { paths } from '@/config/paths';
import { confirm } from '@/lib/feedback';
import styles from './cart-panel.module.css';

function PanelLine({ line, onDelete, busy }: { line: CartLine; onDelete: () => void; busy: boolean }) {
  const view = cartLineView(line);
  return (
    <li className={styles.line} data-testid="cart-panel-line" data-line-id={line.id}>
      <span className={styles.thumb}>
        {view.image ? <img src={view.image} alt={view.name} width={56} height={56} loading="lazy" /> : null}
      </span>
      <span className={styles.info}>
        <span className={styles.name} title={view.name}>
          {view.name}
        </span>
        <span className={styles.meta} title={view.maker}>
          {view.maker}
        </span>
        <span className={styles.meta}>{view.spec}</span>
        <span className={styles.amount}>
          <span className={styles.price}>¥{line.price}</span>
          <span className={styles.times}>
            × {line.number}
            {view.unit}
          </span>
          <button type="button" className={styles.delete} onClick={onDelete} disabled={busy}>
            删除
          </button>
        </span>
      </span>
    </li>
  );
}

/**
 * The member's cart in the side panel (SPEC §2, §4): fetched only while open, and fetched again
 * when the cart flag is set (an add or a delete elsewhere) while it is open.
 */
export function CartPanelBody({ open }: { open: boolean }) {
  const cart = useCartList(CART_FILTERS.all, { enabled: open });
  const changed = useCartFlag((s) => s.changed);
  const clearFlag = useCartFlag((s) => s.clear);
  const remove = useDeleteCartLines();
  const { refetch } = cart;

  useEffect(() => {
    if (!open || !changed) return;
    clearFlag();
    void refetch();
  }, [open, changed, clearFlag, refetch]);

  async function deleteLine(id: number) {
    if (await confirm(MESSAGES.confirmDeleteCartLine)) remove.mutate([id]);
  }

  if (cart.isPending) return <p className={styles.state}>{open ? '加载中…' : ''}</p>;
  if (cart.isError) {
    return (
      <div className={styles.state}>
        <p>购物车加载失败</p>
        <button type="button" className={styles.retry} onClick={() => void cart.refetch()}>
          重新加载
        </button>
      </div>
    );
  }
  const { data: lines, totals } = cart.data;
  if (lines.length === 0) {
    return (
      <p className={styles.state} data-testid="cart-panel-empty">
        {MESSAGES.cartEmpty}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.lines} data-testid="cart-panel-lines">
        {lines.map((line) => (
          <PanelLine
            key={line.id}
            line={line}
            busy={remove.isPending}
            onDelete={() => void deleteLine(line.id)}
          />
        ))}
      </ul>
      <footer className={styles.footer}>
        <p className={styles.totals}>
          <span>
            共 <strong data-testid="cart-panel-count">{totals.count}</strong> 种商品
          </span>
          <span className={styles.sum}>
            合计 <strong data-testid="cart-panel-total">¥{totals.goods_amount}</strong>
          </span>
        </p>
        <Link to={paths.cart} className={styles.primary}>
          去购物车结算
        </Link>
      </footer>
    </>
  );
}

/** The slide-out panel's content: the member's cart, or the way to log in. */
export function CartPanel({ open }: { open: boolean }) {
  const { data: base } = useUserBase();
  const location = useLocation();
  const member = base?.show === 1;
  return (
    <section className={styles.panel} aria-label="购物车" data-testid="cart-panel">
      <header className={styles.header}>购物车</header>
      <div className={member ? styles.body : `${styles.body} ${styles.centred}`}>
        {member ? (
          <CartPanelBody open={open} />
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
