/**
 * Checkout step 2 before the order: the chosen lines checked and priced (POST /api/cart/checkout)
 * and the store's coupons usable on them (GET /api/user/availableCoupon).
 */
import type { CartCheckout } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import type { MemberCoupon } from '@mall/shared/order';
import type { AppContext, DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { lineScopes, type PricedCart, wholeCart } from '../cart/cart.service.ts';
import { activityDataOf, shippingDataOf, totalsOf } from '../cart/cart-read.ts';
import { storeOf } from '../store/store.service.ts';
import { listUnusedCoupons } from '../wallet/coupon.repository.ts';
import { couponRead, kindOfType, offsetOf, type PageQuery, pageOf } from '../wallet/wallet.service.ts';
import { couponSavingOn } from './checkout-amounts.ts';
import { checkSelection, selectedLines } from './checkout-selection.ts';

/**
 * Checks the chosen lines for step 2: the store's gates, then each line's buyability and quantity
 * rules; prices exactly those lines as selected.
 */
export async function cartCheckout(
  ctx: DbContext,
  session: SessionInfo,
  ids: readonly number[],
): Promise<CartCheckout> {
  const [store, lines] = await Promise.all([
    storeOf(ctx.db, session.companyId),
    selectedLines(ctx.db, session.companyId, ids),
  ]);
  const cart = await checkSelection(ctx.db, session, store, lines, { shortStock: 'rules' });
  return {
    ids: cart.lines.map((line) => line.id),
    data: cart.lines,
    activity_data: activityDataOf(cart.pricing),
    shipping_data: shippingDataOf(cart.pricing, cart.snapshot),
    totals: totalsOf(cart.pricing),
  };
}

/** These cart lines checked as the order checks them, all or nothing. */
async function namedLines(ctx: DbContext, session: SessionInfo, ids: readonly number[]): Promise<PricedCart> {
  const store = await storeOf(ctx.db, session.companyId);
  const lines = await selectedLines(ctx.db, store.id, ids);
  return checkSelection(ctx.db, session, store, lines, { shortStock: 'goods' });
}

/**
 * The store's coupons usable on these cart lines, the biggest saving first. Without ids, on what
 * the cart has selected as the cart page prices it: lines that cannot be bought now do not count.
 */
export async function availableCoupons(
  ctx: Pick<AppContext, 'db' | 'readDb'>,
  session: SessionInfo,
  q: PageQuery & { ids: number[]; type?: 1 | 2 | undefined },
): Promise<Page<MemberCoupon>> {
  const [cart, coupons] = await Promise.all([
    q.ids.length > 0 ? namedLines(ctx, session, q.ids) : wholeCart(ctx, session),
    listUnusedCoupons(ctx.db, session.companyId),
  ]);
  const kind = kindOfType(q.type);
  const scopes = lineScopes(cart.snapshot);
  const usable = coupons
    .filter((c) => kind === undefined || c.kind === kind)
    .map((c) => ({ row: c, saving: couponSavingOn(cart.pricing, scopes, c) }))
    .filter((c) => c.saving > 0)
    .sort((a, b) => b.saving - a.saving || a.row.valid_to - b.row.valid_to || a.row.id - b.row.id);
  const list = usable.slice(offsetOf(q), offsetOf(q) + q.page_size).map((c) => couponRead(c.row, c.saving));
  return pageOf(list, usable.length, q);
}
