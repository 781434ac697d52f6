/**
 * GET /api/subscription (my subscriptions, paged), GET /api/subscription/offer/{goods_price_id}
 * (mine on one offer), POST /api/subscription { goods_price_id, kind } (subscribe or renew),
 * DELETE /api/subscription/{id} (members); GET /api/goods/substitutes/{goods_id} (anyone).
 */
import { Code, type Envelope, type Page } from '@mall/shared/codes';
import {
  type MemberSubscription,
  type OfferSubscriptions,
  SUBSCRIPTION_MESSAGES,
  type SubstitutesResult,
} from '@mall/shared/subscription';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { listQuery, subscribeBody } from './subscription.schemas.ts';
import {
  mySubscriptions,
  offerSubscriptions,
  subscribe,
  substitutesOf,
  unsubscribe,
} from './subscription.service.ts';

export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/subscription', member, async (request): Promise<Envelope<Page<MemberSubscription>>> => {
    const query = parseInput(listQuery, request.query);
    return ok(await mySubscriptions(ctx, memberOf(request), { page: query.page, pageSize: query.page_size }));
  });

  app.get('/api/subscription/offer/:id', member, async (request): Promise<Envelope<OfferSubscriptions>> => {
    const id = rowIdOf(request, SUBSCRIPTION_MESSAGES.offerMissing);
    return ok(await offerSubscriptions(ctx, memberOf(request), id));
  });

  app.post('/api/subscription', member, async (request): Promise<Envelope<OfferSubscriptions>> => {
    const body = parseInput(subscribeBody, request.body ?? {});
    const data = await subscribe(ctx, memberOf(request), body);
    return { code: Code.Ok, msg: SUBSCRIPTION_MESSAGES.subscribed, data };
  });

  app.delete('/api/subscription/:id', member, async (request): Promise<Envelope<null>> => {
    const id = rowIdOf(request, SUBSCRIPTION_MESSAGES.notFound);
    await unsubscribe(ctx, memberOf(request), id);
    return { code: Code.Ok, msg: SUBSCRIPTION_MESSAGES.cancelled, data: null };
  });

  app.get('/api/goods/substitutes/:id', async (request): Promise<Envelope<SubstitutesResult>> => {
    const id = rowIdOf(request, SUBSCRIPTION_MESSAGES.offerMissing);
    return ok(await substitutesOf(ctx, request.session, id));
  });
}
