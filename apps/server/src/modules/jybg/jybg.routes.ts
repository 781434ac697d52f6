/** GET /api/jybg/filter?goods_id=&batch_number= (members only). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session.ts';
import { blankToUndefined, intField, parseInput } from '../../http/validation.ts';
import { findVisibleGoods } from '../goods/goods.service.ts';
import { reportsOf } from './jybg.service.ts';

const filterQuerySchema = z.object({
  goods_id: intField().pipe(z.number().min(1)),
  batch_number: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});

export function jybgRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/jybg/filter', { onRequest: requireMember }, async (request) => {
    const query = parseInput(filterQuerySchema, request.query);
    // A goods the member may not see (controlled, off sale, unknown) has no reports for them.
    const found = await findVisibleGoods(request.session, ctx, query.goods_id);
    if (!found) return ok([]);
    return ok(await reportsOf(ctx.readDb, { goodsId: found.goods.id, batchNumber: query.batch_number }));
  });
}
