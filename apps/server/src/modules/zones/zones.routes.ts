/**
 * GET /api/focus/kxzq, /api/focus/new_kxzq, /api/focus/kxzq_ad (ids), /api/focus/ppzq (page)
 * and /api/focus/brand/{id}.
 */
import { ZONE_BANNER_IDS_MAX } from '@mall/shared/zones';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bracketKeys, idList } from '../../http/id-list.ts';
import { intField, pageParam, parseInput } from '../../http/validation.ts';
import { viewerOf } from '../goods/goods.service.ts';
import {
  getBrand,
  getControlZones,
  getFeaturedBrands,
  getNewControlledGoods,
  getZoneBanners,
} from './zones.service.ts';

const MAX_BRAND_PAGE_SIZE = 50;

const zoneBannersQuery = z.object({
  ids: idList({ max: ZONE_BANNER_IDS_MAX, maxMessage: `一次最多${ZONE_BANNER_IDS_MAX}个专区` }),
});

const brandPageQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(12, MAX_BRAND_PAGE_SIZE),
});

const brandParams = z.object({ id: intField().pipe(z.number().min(1).max(2_147_483_647)) });

export function zonesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/focus/kxzq', async (request) => {
    const viewer = await viewerOf(ctx, request.session);
    return ok(await getControlZones(ctx.readDb, viewer));
  });

  app.get('/api/focus/new_kxzq', async (request) => {
    return ok(await getNewControlledGoods(ctx.readDb, await viewerOf(ctx, request.session)));
  });

  app.get('/api/focus/kxzq_ad', async (request) => {
    const query = parseInput(zoneBannersQuery, bracketKeys(request.query));
    return ok(await getZoneBanners(ctx.readDb, query.ids));
  });

  app.get('/api/focus/ppzq', async (request) => {
    const query = parseInput(brandPageQuery, request.query);
    const viewer = await viewerOf(ctx, request.session);
    return ok(await getFeaturedBrands(ctx.readDb, viewer, { page: query.page, pageSize: query.page_size }));
  });

  app.get('/api/focus/brand/:id', async (request) => {
    const { id } = parseInput(brandParams, request.params);
    const viewer = await viewerOf(ctx, request.session);
    return ok(await getBrand(ctx.readDb, viewer, id));
  });
}
