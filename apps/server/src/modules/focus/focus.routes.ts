/** GET /api/focus/common, the banner slots, and the side ads. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { type Audience, type BannerPosition, getAds, getBanners, getFocusCommon } from './focus.service.ts';

const BANNER_PATHS: Record<string, BannerPosition> = {
  '/api/focus': 'main',
  '/api/focus/login': 'login',
  '/api/focus/top': 'top',
  '/api/focus/right': 'right',
};

const audienceOf = (request: FastifyRequest): Audience => (request.session ? 'member' : 'guest');

export function focusRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/focus/common', async () => ok(await getFocusCommon(ctx.readDb)));
  for (const [path, position] of Object.entries(BANNER_PATHS)) {
    app.get(path, async (request) => ok(await getBanners(ctx.readDb, position, audienceOf(request))));
  }
  app.get('/api/focus/ads', async (request) => ok(await getAds(ctx.readDb, audienceOf(request))));
}
