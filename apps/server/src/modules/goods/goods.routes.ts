/**
 * GET /api/goods/list, /search, /hot, /detail/{id}, /activities (SPEC §7). They only read and show,
 * so they may take the session from the session cache (`cachedSession`, decision 024).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { okJson } from '../../http/serialized-envelope.ts';
import { parseInput } from '../../http/validation.ts';
import { listHotSearches } from './goods.repository.ts';
import {
  activitiesQuerySchema,
  detailParamsSchema,
  detailQuerySchema,
  goodsListQuerySchema,
  suggestQuerySchema,
} from './goods.schemas.ts';
import { CatalogueService, findVisibleGoods, viewerOf } from './goods.service.ts';
import { GoodsDetails } from './goods-detail.service.ts';
import { parseKeyword } from './search/keywords.ts';
import { Suggester } from './search/suggest.service.ts';

const CACHED_SESSION = { config: { cachedSession: true } };

export function goodsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const catalogue = new CatalogueService(ctx.readDb);
  const suggester = new Suggester(ctx.readDb);
  const details = new GoodsDetails(ctx);

  app.get('/api/goods/list', CACHED_SESSION, async (request, reply) => {
    const q = parseInput(goodsListQuerySchema, request.query);
    const viewer = await viewerOf(ctx, request.session);
    const page = await catalogue.list(viewer, {
      page: q.page,
      pageSize: q.page_size,
      sort: q.sort,
      filter: {
        categoryId: q.category_id,
        manufacturerId: q.sccj_id,
        brandId: q.brand_id,
        dosageForm: q.dosage_form,
        scopeId: q.scope_id,
        inStock: q.in_stock,
        priceMin: q.price_min,
        priceMax: q.price_max,
        nearExpiry: q.is_jxq,
        freeShipping: q.is_free_shipping,
        youx: q.yx,
        zone: q.zone,
        activityId: q.activity_id,
        keyword: parseKeyword(q.keywords),
        searchType: q.type,
      },
    });
    // A page cache hit hands back the same page, whose envelope text is already made.
    reply.type('application/json; charset=utf-8');
    return okJson(page);
  });

  app.get('/api/goods/search', CACHED_SESSION, async (request) => {
    const q = parseInput(suggestQuerySchema, request.query);
    const viewer = await viewerOf(ctx, request.session);
    return ok(await suggester.suggest(viewer, parseKeyword(q.keywords), q.type));
  });

  app.get('/api/goods/hot', async () => ok(await listHotSearches(ctx.readDb)));

  app.get('/api/goods/detail/:id', CACHED_SESSION, async (request) => {
    const { id } = parseInput(detailParamsSchema, request.params);
    const q = parseInput(detailQuerySchema, request.query);
    return ok(
      await details.get(request.session, id, {
        goodsPriceId: q.goods_price_id,
        ladderPriceId: q.ladder_price_id,
        goodsManjianId: q.goods_manjian_id,
        isYj: q.is_yj,
        isJxq: q.is_jxq,
      }),
    );
  });

  app.get('/api/goods/activities', CACHED_SESSION, async (request) => {
    const q = parseInput(activitiesQuerySchema, request.query);
    if (q.goods_id !== undefined) {
      // Activities of a goods the reader may not see are not theirs to see either.
      if (!(await findVisibleGoods(ctx, request.session, q.goods_id))) return ok([]);
    }
    return ok(await catalogue.activities(await viewerOf(ctx, request.session), q.goods_id ?? null));
  });
}
