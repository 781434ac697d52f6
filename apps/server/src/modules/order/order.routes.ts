/**
 * Checkout calls (members only; the acting store is the session's): the amounts of a choice, the
 * order itself, and cancelling an unpaid one.
 */
import { Code, type Envelope } from '@mall/shared/codes';
import { ORDER_MESSAGES, type OrderAmounts, type OrderCreated } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { requireForBalanceUse } from '../pay-password/pay-password.service.ts';
import { cancelBody, choicesBody, createBody, orderParams, payPasswordBody } from './order.schemas.ts';
import { cancelOwnOrder } from './order-cancel.service.ts';
import { createOrder, previewOrder } from './order-create.service.ts';

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.post('/api/order/preview', member, async (request): Promise<Envelope<OrderAmounts>> => {
    const body = parseInput(choicesBody, request.body ?? {});
    return ok(await previewOrder(ctx, memberOf(request), body));
  });

  app.post('/api/order', member, async (request): Promise<Envelope<OrderCreated>> => {
    const body = parseInput(createBody, request.body ?? {});
    const session = memberOf(request);
    if (body.use_balance === 1)
      await requireForBalanceUse(ctx, session, parseInput(payPasswordBody, request.body ?? {}).pay_password);
    const data = await createOrder(ctx, session, body);
    return { code: Code.Ok, msg: ORDER_MESSAGES.created, data };
  });

  app.post('/api/order/:id/cancel', member, async (request): Promise<Envelope<{ id: number }>> => {
    const { id } = parseInput(orderParams, request.params);
    const body = parseInput(cancelBody, request.body ?? {});
    await cancelOwnOrder(ctx.db, memberOf(request).companyId, id, body.reason);
    return { code: Code.Ok, msg: ORDER_MESSAGES.cancelled, data: { id } };
  });
}
