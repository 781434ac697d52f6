/**
 * A checkout's selection with the buyer's coupon, voucher and balance choices, priced: what
 * POST /api/order/preview shows and what POST /api/order writes, from one code path.
 */
import { ORDER_MESSAGES } from '@mall/shared/order';
import { voucherMinimumMet } from '@mall/shared/pricing/voucher';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { LineRow } from '../cart/cart.repository.ts';
import { lineScopes, type PricedCart } from '../cart/cart.service.ts';
import type { StoreRow } from '../store/store.repository.ts';
import { findCoupon, findVoucher } from '../wallet/coupon.repository.ts';
import { currentBalance } from '../wallet/money-log.repository.ts';
import { type Amounts, amountsOf, couponSavingOn, voucherBaseOf } from './checkout-amounts.ts';
import { checkSelection, type Reprice } from './checkout-selection.ts';

/** The buyer's choices on a selection, as the order's form carries them. */
export interface QuoteChoices {
  coupon_id?: number | undefined;
  voucher_id?: number | undefined;
  use_balance: 0 | 1;
}

export interface Quote {
  cart: PricedCart;
  amounts: Amounts;
  couponId: number | null;
  /** the lines the coupon is shared over (couponBasis): its scopes, null for every scope */
  couponScopeIds: readonly number[] | null;
  voucherId: number | null;
  /** the store's balance before this order */
  storeBalance: number;
}

export interface QuoteOptions {
  /** lock the chosen coupon and voucher rows (inside the order's transaction) */
  lock: boolean;
  /** the store's balance as already read under the store's lock; read here when absent */
  balance?: number;
  now?: Date;
  reprice?: Reprice;
}

async function couponAmount(
  ex: Executor,
  companyId: number,
  cart: PricedCart,
  couponId: number | undefined,
  lock: boolean,
): Promise<{ saving: number; scopeIds: readonly number[] | null }> {
  if (couponId === undefined) return { saving: 0, scopeIds: null };
  const row = await findCoupon(ex, companyId, couponId, lock);
  if (row?.status !== 0 || !row.in_window) throw new AppError('bad_request', ORDER_MESSAGES.couponUnusable);
  const saving = couponSavingOn(cart.pricing, lineScopes(cart.snapshot), row);
  if (saving <= 0) throw new AppError('bad_request', ORDER_MESSAGES.couponUnusable);
  return { saving, scopeIds: row.scope_ids };
}

async function voucherAmount(
  ex: Executor,
  companyId: number,
  base: number,
  voucherId: number | undefined,
  lock: boolean,
): Promise<number> {
  if (voucherId === undefined) return 0;
  const row = await findVoucher(ex, companyId, voucherId, lock);
  if (row?.status !== 0 || !row.in_window || !voucherMinimumMet(row.min_amount, base))
    throw new AppError('bad_request', ORDER_MESSAGES.voucherUnusable);
  return row.amount;
}

export async function quoteOrder(
  ex: Executor,
  session: SessionInfo,
  store: StoreRow,
  lines: readonly LineRow[],
  choices: QuoteChoices,
  options: QuoteOptions,
): Promise<Quote> {
  const cart = await checkSelection(ex, session, store, lines, {
    now: options.now,
    shortStock: 'goods',
    ...(options.reprice ? { reprice: options.reprice } : {}),
  });
  const { saving: coupon, scopeIds } = await couponAmount(
    ex,
    store.id,
    cart,
    choices.coupon_id,
    options.lock,
  );
  const voucher = await voucherAmount(
    ex,
    store.id,
    voucherBaseOf(cart.pricing, coupon),
    choices.voucher_id,
    options.lock,
  );
  const storeBalance = options.balance ?? (await currentBalance(ex, store.id));
  const amounts = amountsOf(cart.pricing, {
    coupon,
    voucher,
    balanceAvailable: choices.use_balance === 1 ? storeBalance : 0,
  });
  return {
    cart,
    amounts,
    couponId: choices.coupon_id ?? null,
    couponScopeIds: scopeIds,
    voucherId: choices.voucher_id ?? null,
    storeBalance,
  };
}
