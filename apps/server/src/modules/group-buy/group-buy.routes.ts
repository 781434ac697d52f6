/**
 * Group purchase (拼团, /ptzq and /list/info-pt/:id):
 *
 *   GET  /api/group_buy             the running and coming groups → GroupBuyCard[]
 *   GET  /api/group_buy/{id}        one group with the store's joined quantity → GroupBuyDetail
 *   POST /api/group_buy/{id}/order  join by ordering (members; quantity + the checkout's fields)
 *                                   → OrderCreated, paid then through /api/pay as any order
 *
 * Prices are hidden from guests and members not yet approved, as the goods list hides them.
 */
import { Code, type Envelope } from '@mall/shared/codes';
import { GROUP_BUY_MESSAGES, type GroupBuyCard, type GroupBuyDetail } from '@mall/shared/group-buy';
import type { OrderCreated } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { payPasswordBody } from '../order/order.schemas.ts';
import { requireForBalanceUse } from '../pay-password/pay-password.service.ts';
import { groupParams, joinBody } from './group-buy.schemas.ts';
import { groupBuyDetail, joinGroupBuy, listGroupBuys } from './group-buy.service.ts';

export function groupBuyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/group_buy', async (request): Promise<Envelope<GroupBuyCard[]>> => {
    return ok(await listGroupBuys(ctx, request.session, {}));
  });

  app.get('/api/group_buy/:id', async (request): Promise<Envelope<GroupBuyDetail>> => {
    const params = parseInput(groupParams, request.params);
    return ok(await groupBuyDetail(ctx, request.session, params));
  });

  app.post(
    '/api/group_buy/:id/order',
    { onRequest: requireMember },
    async (request): Promise<Envelope<OrderCreated>> => {
      const { id } = parseInput(groupParams, request.params);
      const body = parseInput(joinBody, request.body ?? {});
      const session = memberOf(request);
      // Taking from the balance needs the payment password once set, as any order does.
      if (body.use_balance === 1)
        await requireForBalanceUse(
          ctx,
          session,
          parseInput(payPasswordBody, request.body ?? {}).pay_password,
        );
      const data = await joinGroupBuy(ctx, session, { id, body });
      return { code: Code.Ok, msg: GROUP_BUY_MESSAGES.joined, data };
    },
  );
}
