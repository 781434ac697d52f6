/**
 * The console's content section (issue #16, decision 020), every route guarded by `content`:
 *
 *   POST /api/admin/content/images                      multipart `file`: a picture → { url: /media/… }
 *   GET  /api/admin/content/banners                     position?, page: banners and focus slots
 *   POST /api/admin/content/banners                     BannerInput: a new one
 *   POST /api/admin/content/banners/:id                 BannerInput: change
 *   POST /api/admin/content/banners/:id/delete
 *   GET  /api/admin/content/nav                         every nav entry (two levels)
 *   POST /api/admin/content/nav[/:id][/delete]          NavInput
 *   GET  /api/admin/content/floors                      floors and the top categories to choose from
 *   POST /api/admin/content/floors[/:id][/delete]       FloorInput
 *   GET  /api/admin/content/article-categories          help, news and notice categories
 *   GET  /api/admin/content/articles                    category_id?, keyword?, page
 *   GET  /api/admin/content/articles/:id                with its text
 *   POST /api/admin/content/articles[/:id][/delete]     ArticleInput (plain text)
 *   GET  /api/admin/content/feedback                    replied? (0|1), page
 *   GET  /api/admin/content/feedback/:id/images/:index  a buyer's photo
 *   POST /api/admin/content/feedback/:id/reply          { text }
 *   GET  /api/admin/content/wanted                      status?, page
 *   POST /api/admin/content/wanted/:id                  { status, goods_id?, reply? }
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, operatorOf, requirePermission } from '../../http/operator-session.ts';
import { MAX_UPLOAD_BYTES, readUploadForm, sendStoredFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import {
  articleCategoryList,
  articleDetail,
  articleList,
  removeArticle,
  saveArticle,
} from './admin-articles.service.ts';
import {
  articleBody,
  articleListQuery,
  bannerBody,
  bannerListQuery,
  feedbackListQuery,
  floorBody,
  idParams,
  imageParams,
  navBody,
  replyBody,
  wantedBody,
  wantedListQuery,
} from './admin-content.schemas.ts';
import {
  bannerList,
  type ContentActor,
  floorList,
  navList,
  removeBanner,
  removeFloor,
  removeNav,
  saveBanner,
  saveFloor,
  saveNav,
  uploadImage,
} from './admin-content.service.ts';
import {
  changeWanted,
  feedbackList,
  openFeedbackPhoto,
  replyFeedback,
  wantedList,
} from './admin-replies.service.ts';

const actor = (request: FastifyRequest): ContentActor => ({
  ...actorOf(request),
  username: operatorOf(request).username,
});

const idOf = (request: FastifyRequest) => parseInput(idParams, request.params).id;
const paging = (q: { page: number; page_size: number }) => ({ page: q.page, pageSize: q.page_size });

export function adminContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: requirePermission('content') };
  const base = '/api/admin/content';

  app.get(`${base}/banners`, guard, async (request) => {
    const q = parseInput(bannerListQuery, request.query ?? {});
    return ok(await bannerList(ctx, q.position, paging(q)));
  });
  app.post(`${base}/banners`, guard, async (request) =>
    ok(await saveBanner(ctx, actor(request), null, parseInput(bannerBody, request.body ?? {}))),
  );
  app.post(`${base}/banners/:id`, guard, async (request) => {
    const id = idOf(request);
    return ok(await saveBanner(ctx, actor(request), id, parseInput(bannerBody, request.body ?? {})));
  });
  app.post(`${base}/banners/:id/delete`, guard, async (request) =>
    ok(await removeBanner(ctx, actor(request), idOf(request))),
  );

  app.get(`${base}/nav`, guard, async () => ok(await navList(ctx)));
  app.post(`${base}/nav`, guard, async (request) =>
    ok(await saveNav(ctx, actor(request), null, parseInput(navBody, request.body ?? {}))),
  );
  app.post(`${base}/nav/:id`, guard, async (request) => {
    const id = idOf(request);
    return ok(await saveNav(ctx, actor(request), id, parseInput(navBody, request.body ?? {})));
  });
  app.post(`${base}/nav/:id/delete`, guard, async (request) =>
    ok(await removeNav(ctx, actor(request), idOf(request))),
  );

  app.get(`${base}/floors`, guard, async () => ok(await floorList(ctx)));
  app.post(`${base}/floors`, guard, async (request) =>
    ok(await saveFloor(ctx, actor(request), null, parseInput(floorBody, request.body ?? {}))),
  );
  app.post(`${base}/floors/:id`, guard, async (request) => {
    const id = idOf(request);
    return ok(await saveFloor(ctx, actor(request), id, parseInput(floorBody, request.body ?? {})));
  });
  app.post(`${base}/floors/:id/delete`, guard, async (request) =>
    ok(await removeFloor(ctx, actor(request), idOf(request))),
  );

  app.get(`${base}/article-categories`, guard, async () => ok(await articleCategoryList(ctx)));
  app.get(`${base}/articles`, guard, async (request) => {
    const q = parseInput(articleListQuery, request.query ?? {});
    const filter = {
      ...(q.category_id !== undefined ? { categoryId: q.category_id } : {}),
      ...(q.keyword ? { keyword: q.keyword } : {}),
    };
    return ok(await articleList(ctx, filter, paging(q)));
  });
  app.get(`${base}/articles/:id`, guard, async (request) => ok(await articleDetail(ctx, idOf(request))));
  app.post(`${base}/articles`, guard, async (request) =>
    ok(await saveArticle(ctx, actor(request), null, parseInput(articleBody, request.body ?? {}))),
  );
  app.post(`${base}/articles/:id`, guard, async (request) => {
    const id = idOf(request);
    return ok(await saveArticle(ctx, actor(request), id, parseInput(articleBody, request.body ?? {})));
  });
  app.post(`${base}/articles/:id/delete`, guard, async (request) =>
    ok(await removeArticle(ctx, actor(request), idOf(request))),
  );

  app.get(`${base}/feedback`, guard, async (request) => {
    const q = parseInput(feedbackListQuery, request.query ?? {});
    return ok(await feedbackList(ctx, q.replied === undefined ? undefined : q.replied === '1', paging(q)));
  });
  app.get(`${base}/feedback/:id/images/:index`, guard, async (request, reply) => {
    const { id, index } = parseInput(imageParams, request.params);
    return sendStoredFile(reply, await openFeedbackPhoto(ctx, id, index));
  });
  app.post(`${base}/feedback/:id/reply`, guard, async (request) => {
    const id = idOf(request);
    const { text } = parseInput(replyBody, request.body ?? {});
    return ok(await replyFeedback(ctx, actor(request), id, text));
  });

  app.get(`${base}/wanted`, guard, async (request) => {
    const q = parseInput(wantedListQuery, request.query ?? {});
    return ok(await wantedList(ctx, q.status === undefined ? undefined : Number(q.status), paging(q)));
  });
  app.post(`${base}/wanted/:id`, guard, async (request) => {
    const id = idOf(request);
    return ok(await changeWanted(ctx, actor(request), id, parseInput(wantedBody, request.body ?? {})));
  });

  // Multipart only here, in this plugin's scope: no other route accepts uploads by accident.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    scope.post(`${base}/images`, guard, async (request) => {
      const form = await readUploadForm(request);
      return ok(await uploadImage(ctx, actor(request), form.file));
    });
  });
}
