/**
 * Lucky draws (SPEC §7 Draw). The spec's GET /api/draw (id) draws, which changes the store's
 * chances, prize stock and wallet: here it is POST /api/draw {id}, a member's write behind the
 * session and the CSRF header like every other, so no GET ever writes and a link or prefetch can
 * never spend a chance.
 *
 *   POST /api/draw {id}                  member: one draw → { record_id, name, remarks, kind, chances_left }
 *   GET  /api/draw/simple                the home pop-up's activity { id, is_join }, null for guests
 *   GET  /api/draw/new_record?id=        the latest wins, stores' names masked
 *   GET  /api/draw/{id}/activity         the activity, its prizes and (members) chances left
 *   GET  /api/draw/record?page=&id=      member: the store's own draws
 *   GET  /api/draw/ads                   the running activities' advertisements
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { activityIdInput, activityPath, recordQuery } from './draw.schemas.ts';
import { activityDetail, draw, drawAds, recentWinners, simpleEntry, storeRecords } from './draw.service.ts';

export function drawRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.post('/api/draw', member, async (request) => {
    const body = parseInput(activityIdInput, request.body ?? {});
    const session = memberOf(request);
    return ok(await draw(ctx.db, { memberId: session.memberId, companyId: session.companyId }, body.id));
  });

  app.get('/api/draw/simple', async (request) => {
    return ok(await simpleEntry(ctx.db, request.session?.companyId ?? null));
  });

  app.get('/api/draw/new_record', async (request) => {
    const query = parseInput(activityIdInput, request.query);
    return ok(await recentWinners(ctx.db, query.id));
  });

  app.get('/api/draw/:id/activity', async (request) => {
    const params = parseInput(activityPath, request.params);
    return ok(await activityDetail(ctx.db, params.id, request.session?.companyId ?? null));
  });

  app.get('/api/draw/record', member, async (request) => {
    const query = parseInput(recordQuery, request.query);
    return ok(await storeRecords(ctx.db, memberOf(request).companyId, query));
  });

  app.get('/api/draw/ads', async () => ok(await drawAds(ctx.db)));
}
