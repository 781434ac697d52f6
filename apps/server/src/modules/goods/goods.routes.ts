/** GET /api/goods/list (minimal: the catalogue issue adds filters and the other goods calls). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { blankToUndefined, optionalInt, pageParam, parseInput } from '../../http/validation.ts';
import { getPriceAudience } from '../user/user.service.ts';
import { listGoodsPage } from './goods.service.ts';

const MAX_PAGE_SIZE = 100;

const goodsListQuerySchema = z.object({
  page: pageParam(1),
  page_size: pageParam(20, MAX_PAGE_SIZE),
  category_id: optionalInt(),
  sort: z.preprocess(blankToUndefined, z.enum(['default', 'sales']).default('default')),
});

export function goodsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/goods/list', async (request) => {
    const query = parseInput(goodsListQuerySchema, request.query);
    const audience = await getPriceAudience(request.session, ctx);
    return ok(
      await listGoodsPage(audience, ctx.readDb, {
        page: query.page,
        pageSize: query.page_size,
        categoryId: query.category_id,
        sort: query.sort,
      }),
    );
  });
}
