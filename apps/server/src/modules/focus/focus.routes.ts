/** GET /api/focus/common, the banner slots, and the side ads. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { type BannerPosition, getAds, getBanners, getFocusCommon } from './focus.service.ts';

const BANNER_PATHS: Record<string, BannerPosition> = {
  '/api/focus': 'main',
  '/api/focus/login': 'login',
  '/api/focus/top': 'top',
  '/api/focus/right': 'right',
};

export function focusRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/focus/common', async () => ok(await getFocusCommon(ctx.readDb)));
  for (const [path, position] of Object.entries(BANNER_PATHS)) {
    app.get(path, async () => ok(await getBanners(ctx.readDb, position)));
  }
  app.get('/api/focus/ads', async () => ok(await getAds(ctx.readDb)));
}
