/** GET /api/global/links. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { getLinks } from './global.service.ts';

export function globalRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/global/links', async () => ok(await getLinks(ctx.readDb)));
}
