/**
 * GET /api/favorite (page), POST /api/favorite (goods_ids), POST /api/favorite/cancel (goods_ids)
 * and GET /api/favorite/ids (goods_ids: which of them are favourites, for the stars). Members only.
 */
import { Code, type Envelope } from '@mall/shared/codes';
import { FAVORITE_BATCH_MAX, FAVORITE_MESSAGES, type FavoriteGoodsIds } from '@mall/shared/favorite';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, NOT_LOGGED_IN_MESSAGE } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bracketKeys, idList } from '../../http/id-list.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { pageParam, parseInput } from '../../http/validation.ts';
import { viewerOf } from '../goods/goods.service.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';
import { addFavorites, cancelFavorites, favoriteIdsAmong, listFavorites } from './favorite.service.ts';

const MAX_PAGE_SIZE = 100;

const goodsIds = () =>
  idList({
    max: FAVORITE_BATCH_MAX,
    maxMessage: FAVORITE_MESSAGES.tooMany,
    emptyMessage: FAVORITE_MESSAGES.noGoods,
  });

const changeBody = z.object({ goods_ids: goodsIds() });
const idsQuery = z.object({ goods_ids: goodsIds() });
const pageQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(20, MAX_PAGE_SIZE),
});

const done = (msg: string, goods_ids: number[]): Envelope<FavoriteGoodsIds> => ({
  code: Code.Ok,
  msg,
  data: { goods_ids },
});

export function favoriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const memberViewer = async (request: FastifyRequest): Promise<CatalogueViewer> => {
    const viewer = await viewerOf(ctx, memberOf(request));
    if (!viewer) throw new AppError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
    return viewer;
  };
  const member = { onRequest: requireMember };

  app.get('/api/favorite', member, async (request) => {
    const query = parseInput(pageQuery, request.query);
    const viewer = await memberViewer(request);
    return ok(await listFavorites(ctx.db, viewer, { page: query.page, pageSize: query.page_size }));
  });

  app.post('/api/favorite', member, async (request) => {
    const body = parseInput(changeBody, request.body ?? {});
    const ids = await addFavorites(ctx.db, await memberViewer(request), body.goods_ids);
    return done(FAVORITE_MESSAGES.added, ids);
  });

  app.post('/api/favorite/cancel', member, async (request) => {
    const body = parseInput(changeBody, request.body ?? {});
    const ids = await cancelFavorites(ctx.db, memberOf(request).companyId, body.goods_ids);
    return done(FAVORITE_MESSAGES.cancelled, ids);
  });

  app.get('/api/favorite/ids', member, async (request) => {
    const query = parseInput(idsQuery, bracketKeys(request.query));
    const ids = await favoriteIdsAmong(ctx.db, memberOf(request).companyId, query.goods_ids);
    return ok<FavoriteGoodsIds>({ goods_ids: ids });
  });
}
