/**
 * The buyer's orders: GET /api/order (list by tab), GET /api/order/counts, GET /api/order/{id}, and
 * the acts POST /api/order/{id}/receive and /rebuy. Every id must be the acting store's order.
 */
import type { AddToCartResult } from '@mall/shared/cart';
import { Code, type Envelope } from '@mall/shared/codes';
import { ORDER_MESSAGES, type OrderDetail, type OrderPage, type OrderTab } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { rowIdOf } from '../account/row-id.ts';
import { rebuyOrder, receiveOrder } from './order-actions.service.ts';
import { listQuery } from './order-read.schemas.ts';
import { orderCounts, orderDetail, orderPage } from './order-read.service.ts';

export function orderReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/order', member, async (request): Promise<Envelope<OrderPage>> => {
    const query = parseInput(listQuery, request.query);
    return ok(await orderPage(ctx, memberOf(request), query));
  });

  app.get(
    '/api/order/counts',
    member,
    async (request): Promise<Envelope<Record<OrderTab, number>>> =>
      ok(await orderCounts(ctx, memberOf(request))),
  );

  app.get('/api/order/:id', member, async (request): Promise<Envelope<OrderDetail>> => {
    const id = rowIdOf(request, ORDER_MESSAGES.notFound);
    return ok(await orderDetail(ctx, memberOf(request), id));
  });

  app.post('/api/order/:id/receive', member, async (request) => {
    const id = rowIdOf(request, ORDER_MESSAGES.notFound);
    const data = await receiveOrder(ctx, memberOf(request), id);
    return { code: Code.Ok, msg: ORDER_MESSAGES.received, data };
  });

  app.post('/api/order/:id/rebuy', member, async (request): Promise<Envelope<AddToCartResult>> => {
    const id = rowIdOf(request, ORDER_MESSAGES.notFound);
    return rebuyOrder(ctx, memberOf(request), id);
  });
}
