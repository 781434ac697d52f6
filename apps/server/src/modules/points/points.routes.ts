/**
 * Points (积分):
 *
 *   GET  /api/points_goods?page&page_size       → Page<PointsGoodsRead> (public: the points mall)
 *   GET  /api/points_goods/{id}                 → PointsGoodsRead
 *   POST /api/points_goods/redeem {id, number, address_id} → PointsRedeemed (member, CSRF)
 *   GET  /api/user/points_log?page&page_size&type → PointsLogPage (member: the store's ledger)
 */
import { POINTS_MESSAGES } from '@mall/shared/points';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { goodsQuery, logQuery, redeemBody } from './points.schemas.ts';
import { pointsLog } from './points.service.ts';
import { listPointsGoods, pointsGoodsDetail, redeemPointsGoods } from './points-mall.service.ts';

export function pointsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/points_goods', async (request) => {
    const query = parseInput(goodsQuery, request.query);
    return ok(await listPointsGoods(ctx, query.page, query.page_size));
  });

  app.get('/api/points_goods/:id', async (request) =>
    ok(await pointsGoodsDetail(ctx, rowIdOf(request, POINTS_MESSAGES.goodsMissing))),
  );

  app.post('/api/points_goods/redeem', member, async (request) => {
    const body = parseInput(redeemBody, request.body);
    return { ...ok(await redeemPointsGoods(ctx, memberOf(request), body)), msg: POINTS_MESSAGES.redeemed };
  });

  app.get('/api/user/points_log', member, async (request) => {
    const query = parseInput(logQuery, request.query);
    return ok(await pointsLog(ctx, memberOf(request), query));
  });
}
