/**
 * Points orders (积分订单), members only:
 *
 *   GET /api/points_order?page&page_size  → Page<PointsOrderRead>, newest first
 *   GET /api/points_order/{id}            → PointsOrderRead (the acting store's own only)
 */
import { POINTS_ORDER_NOT_FOUND } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { pageParam, parseInput } from '../../http/validation.ts';
import { listPointsOrders, pointsOrderDetail } from './points-order.service.ts';

const pageQuery = z.object({ page: pageParam(1), page_size: pageParam(10, 50) });

export function pointsOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/points_order', member, async (request) => {
    const query = parseInput(pageQuery, request.query);
    return ok(await listPointsOrders(ctx, memberOf(request), query.page, query.page_size));
  });

  app.get('/api/points_order/:id', member, async (request) =>
    ok(await pointsOrderDetail(ctx, memberOf(request), rowIdOf(request, POINTS_ORDER_NOT_FOUND))),
  );
}
