/**
 * Quick purchase (快捷采购), members only:
 *
 *   GET /api/user/fast_buy?page&page_size&order   order: last (default, latest bought first),
 *       times (most often bought first) or amount (most spent first) → Page<FastBuyRow>
 *
 * Rows go back into the cart with POST /api/cart/quick_add/{goods_price_id} {number} or POST /api/cart.
 */
import { FAST_BUY_ORDERS } from '@mall/shared/self-service';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { blankToUndefined, pageParam, parseInput } from '../../http/validation.ts';
import { listFastBuy } from './fast-buy.service.ts';

const fastBuyQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(20, 100),
  order: z.preprocess(blankToUndefined, z.enum(FAST_BUY_ORDERS, { error: '排序方式有误' }).default('last')),
});

export function fastBuyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/user/fast_buy', { onRequest: requireMember }, async (request) => {
    const query = parseInput(fastBuyQuery, request.query);
    return ok(
      await listFastBuy(ctx, memberOf(request), {
        page: query.page,
        pageSize: query.page_size,
        order: query.order,
      }),
    );
  });
}
