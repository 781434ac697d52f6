/**
 * GET /api/zone_template?kind=zqmb|hdmb|yyh: running and scheduled templates of a kind.
 *   → ZoneTemplateSummary[]
 * GET /api/zone_template/{id}: one template with its groups of goods (priced and hidden as in the
 *   goods list); groups only while it runs; missing, switched off or ended → 404 「专区不存在或已结束」.
 *   → ZoneTemplateDetail
 * GET /api/activity/status?kind=activity|zqmb|hdmb|yyh&id= (or ?slug= for an activity): the state
 *   behind /loading/activity. → ZoneStatus (state missing, scheduled, running or ended)
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import { viewerOf } from '../goods/goods.service.ts';
import { statusQuery, templateListQuery, templateParams } from './zone-template.schemas.ts';
import { getTemplate, listTemplates, lookUpStatus } from './zone-template.service.ts';

export function zoneTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/zone_template', async (request) => {
    const q = parseInput(templateListQuery, request.query);
    return ok(await listTemplates(ctx.readDb, await viewerOf(ctx, request.session), q.kind));
  });

  app.get('/api/zone_template/:id', async (request) => {
    const { id } = parseInput(templateParams, request.params);
    return ok(await getTemplate(ctx.readDb, await viewerOf(ctx, request.session), id));
  });

  app.get('/api/activity/status', async (request) => {
    const q = parseInput(statusQuery, request.query);
    return ok(await lookUpStatus(ctx.readDb, q));
  });
}
