/**
 * The buyer's orders: GET /api/order (list by tab), GET /api/order/counts, GET /api/order/{id}, and
 * the acts POST /api/order/{id}/receive and /rebuy, and GET /api/order/{id}/delivery_note (the
 * 随货同行单, once shipped). Every id must be the acting store's order.
 */
import type { AddToCartResult } from '@mall/shared/cart';
import { Code, type Envelope } from '@mall/shared/codes';
import type { DeliveryNote } from '@mall/shared/documents';
import { ORDER_MESSAGES, type OrderDetail, type OrderPage, type OrderTab } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { addedEnvelope } from '../cart/cart-added-envelope.ts';
import { deliveryNote } from './delivery-note.service.ts';
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

  app.get('/api/order/:id/delivery_note', member, async (request): Promise<Envelope<DeliveryNote>> => {
    const id = rowIdOf(request, ORDER_MESSAGES.notFound);
    return ok(await deliveryNote(ctx, memberOf(request), id));
  });

  app.post('/api/order/:id/receive', member, async (request) => {
    const id = rowIdOf(request, ORDER_MESSAGES.notFound);
    const data = await receiveOrder(ctx, memberOf(request), id);
    return { code: Code.Ok, msg: ORDER_MESSAGES.received, data };
  });

  app.post('/api/order/:id/rebuy', member, async (request): Promise<Envelope<AddToCartResult>> => {
    const id = rowIdOf(request, ORDER_MESSAGES.notFound);
    return addedEnvelope(await rebuyOrder(ctx, memberOf(request), id), ORDER_MESSAGES.rebuyAdded);
  });
}
