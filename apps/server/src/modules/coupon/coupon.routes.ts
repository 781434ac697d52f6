/**
 * The coupon centre (领券中心) and the tabs of 我的优惠券 (the coupons themselves are GET
 * /api/user/coupon, the wallet module's):
 *   GET  /api/coupon/center (page, page_size)  campaigns on show; guests too, with nothing claimable
 *   POST /api/coupon/receive {id}              claim one coupon of a campaign; members, CSRF
 *   GET  /api/coupon/counts                    the store's coupons per tab; members
 */
import { Code, type Envelope, type Page } from '@mall/shared/codes';
import {
  COUPON_MESSAGES,
  type CouponCampaign,
  type CouponCounts,
  type CouponReceived,
} from '@mall/shared/coupon';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { centreQuery, receiveBody } from './coupon.schemas.ts';
import { couponCentre, couponCounts, receiveCoupon } from './coupon.service.ts';

export function couponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/coupon/center', async (request): Promise<Envelope<Page<CouponCampaign>>> => {
    const query = parseInput(centreQuery, request.query);
    return ok(await couponCentre(ctx, request.session, query));
  });

  app.post('/api/coupon/receive', member, async (request): Promise<Envelope<CouponReceived>> => {
    const body = parseInput(receiveBody, request.body ?? {});
    const data = await receiveCoupon(ctx, memberOf(request), body.id);
    return { code: Code.Ok, msg: COUPON_MESSAGES.received, data };
  });

  app.get('/api/coupon/counts', member, async (request): Promise<Envelope<CouponCounts>> => {
    return ok(await couponCounts(ctx, memberOf(request)));
  });
}
