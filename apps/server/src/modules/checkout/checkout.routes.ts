/**
 * Checkout step 2 (members only; the acting store is the session's): the chosen lines checked
 * and priced, and the coupons usable on them. The order's own calls are order.routes.ts.
 */
import type { CartCheckout } from '@mall/shared/cart';
import type { Envelope, Page } from '@mall/shared/codes';
import type { MemberCoupon } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bracketKeys } from '../../http/id-list.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { checkoutBody } from '../cart/cart.schemas.ts';
import { availableCouponQuery } from '../wallet/wallet.schemas.ts';
import { availableCoupons, cartCheckout } from './checkout.service.ts';

export function checkoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.post('/api/cart/checkout', member, async (request): Promise<Envelope<CartCheckout>> => {
    const body = parseInput(checkoutBody, request.body ?? {});
    return ok(await cartCheckout(ctx, memberOf(request), body.ids));
  });

  app.get('/api/user/availableCoupon', member, async (request): Promise<Envelope<Page<MemberCoupon>>> => {
    const query = parseInput(availableCouponQuery, bracketKeys(request.query));
    return ok(await availableCoupons(ctx, memberOf(request), query));
  });
}
