/**
 * GET /api/jybg/filter?goods_id=&batch_number= (members only). SPEC §7 names no parameter: without
 * goods_id the call answers the reports of the batches the store has ordered. The reports are the
 * jybg module's; the call sits with the catalogue because only the catalogue knows which goods a
 * member may see, and the goods detail reads the same reports.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { blankToUndefined, optionalInt, parseInput } from '../../http/validation.ts';
import { purchasedReportsOf, reportsOf } from '../jybg/jybg.service.ts';
import { findVisibleGoods } from './goods.service.ts';

const filterQuerySchema = z.object({
  goods_id: optionalInt().pipe(z.number().min(1).optional()),
  batch_number: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});

export function jybgRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/jybg/filter', { onRequest: requireMember }, async (request) => {
    const query = parseInput(filterQuerySchema, request.query);
    if (query.goods_id === undefined)
      return ok(
        await purchasedReportsOf(ctx.db, {
          companyId: memberOf(request).companyId,
          ...(query.batch_number === undefined ? {} : { batchNumber: query.batch_number }),
        }),
      );
    // A goods the member may not see (controlled, off sale, unknown) has no reports for them.
    const found = await findVisibleGoods(ctx, request.session, query.goods_id);
    if (!found) return ok([]);
    return ok(await reportsOf(ctx.readDb, { goodsId: found.goods.id, batchNumber: query.batch_number }));
  });
}
