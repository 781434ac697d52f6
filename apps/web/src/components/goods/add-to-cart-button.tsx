/**
 * 加入购物车 for one offer, light enough for the home page and every list (no antd). A guest gets
 * the way to log in, a member who may not see prices yet a disabled button with the reason, an
 * unbuyable, sold-out or out-of-scope offer its state (with the reason on hover); otherwise the
 * click adds through useAddToCart (200 ms delay, the server's message, the badge and the panel flag).
 */
import type { AddToCartLine } from '@mall/shared/cart';
import type { GoodsRead } from '@mall/shared/goods';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAddToCart } from '@/api/cart/add-to-cart';
import { useMember } from '@/api/user/get-user-base';
import { paths } from '@/config/paths';
import styles from './add-to-cart-button.module.css';
import {
  type Buyer,
  type BuyState,
  blockedReason,
  blockedText,
  buyerOf,
  buyStateOf,
  cartLineOf,
  quantityRulesOf,
} from './cart-line';
import { firstQuantity } from './quantity';
import { QuantityStepper } from './quantity-stepper';

type Size = 'small' | 'default' | 'large';

/** The visitor as a buyer (null for a guest): the store's refusal and scopes from the base user. */
export function useBuyer(): Buyer | null {
  const member = useMember();
  return useMemo(() => buyerOf(member), [member]);
}

interface CartActionProps {
  goods: GoodsRead;
  /** The line to send; by default the offer at `quantity` (or its first allowed quantity). */
  line?: (number: number) => AddToCartLine;
  quantity?: number;
  size?: Size;
  /** Called with the server's answer after a successful add. */
  onAdded?: () => void;
  className?: string;
}

function LoginLink({ size }: { size: Size }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={paths.login(pathname + search)}
      className={`${styles.login} ${styles[size]}`}
      data-testid="add-to-cart-login"
    >
      登录后购买
    </Link>
  );
}

interface CartButtonProps {
  state: BuyState;
  /** Why the button cannot add (prices hidden, out of scope…), shown on hover. */
  tip?: string;
  /** The lines one click sends. */
  lines: () => AddToCartLine[];
  size?: Size;
  onAdded?: () => void;
  className?: string;
}

/** The button for any lines (an offer, a combination package) in a given buy state. */
export function CartButton({ state, tip, lines, size = 'default', onAdded, className }: CartButtonProps) {
  const add = useAddToCart();
  if (state === 'guest') return <LoginLink size={size} />;
  const blocked = blockedText(state);
  const label = blocked ?? (add.isPending ? '加入中…' : '加入购物车');
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[size]} ${className ?? ''}`}
      disabled={state !== 'ok' || add.isPending}
      title={state !== 'ok' && tip ? tip : undefined}
      data-testid="add-to-cart"
      data-state={state}
      onClick={(event) => {
        // Cards are links; the click belongs to the button.
        event.preventDefault();
        event.stopPropagation();
        add.mutate(lines(), { onSuccess: () => onAdded?.() });
      }}
    >
      {label}
    </button>
  );
}

/** The button of one offer; the quantity comes from the caller or is the first one the rules allow. */
export function AddToCartButton({
  goods,
  line,
  quantity,
  size = 'default',
  onAdded,
  className,
}: CartActionProps) {
  const buyer = useBuyer();
  const number = quantity ?? firstQuantity(quantityRulesOf(goods));
  const state = buyStateOf(goods, buyer);
  return (
    <CartButton
      state={state}
      tip={blockedReason(state, goods, buyer)}
      lines={() => [line ? line(number) : cartLineOf(goods, number)]}
      size={size}
      onAdded={onAdded}
      className={className}
    />
  );
}

/** Quantity stepper and button, for the views with room (table, rows, favourites). */
export function AddToCartControl({ goods, size = 'small', className }: Omit<CartActionProps, 'quantity'>) {
  const rules = quantityRulesOf(goods);
  const [quantity, setQuantity] = useState(() => firstQuantity(rules));
  const state = buyStateOf(goods, useBuyer());
  return (
    <span className={`${styles.control} ${className ?? ''}`} data-testid="add-to-cart-control">
      {state === 'ok' ? (
        <QuantityStepper value={quantity} onChange={setQuantity} rules={rules} compact />
      ) : null}
      <AddToCartButton goods={goods} quantity={quantity} size={size} />
    </span>
  );
}
