/**
 * Wanted varieties (品种求购), members only:
 *
 *   POST /api/user/buy  {goods_name, spec?, manufacturer?, quantity, expected_price? (yuan), note?}
 *                                                    → WantedRead
 *   GET  /api/user/buy?page&page_size                → Page<WantedRead>, newest first
 *   GET  /api/user/buy/{id}                          → WantedRead (the member's own only)
 */
import { Code } from '@mall/shared/codes';
import { SELF_SERVICE_MESSAGES as M } from '@mall/shared/self-service';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { wantedPageQuery } from './wanted.schemas.ts';
import { createWanted, listWanted, wantedDetail } from './wanted.service.ts';

export function wantedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.post('/api/user/buy', member, async (request) => {
    const data = await createWanted(ctx, memberOf(request), request.body ?? {});
    return { code: Code.Ok, msg: M.wantedCreated, data };
  });

  app.get('/api/user/buy', member, async (request) => {
    const query = parseInput(wantedPageQuery, request.query);
    return ok(await listWanted(ctx, memberOf(request), { page: query.page, pageSize: query.page_size }));
  });

  app.get('/api/user/buy/:id', member, async (request) =>
    ok(await wantedDetail(ctx, memberOf(request), rowIdOf(request, M.wantedNotFound))),
  );
}
