/**
 * GET /api/article/category (SPEC §7; category_id=3 for the service articles), and in the same
 * style /api/article/list and /api/article/{id} (contract: @mall/shared/content).
 */
import { ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE_MAX } from '@mall/shared/content';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { blankToUndefined, intField, optionalInt, pageParam, parseInput } from '../../http/validation.ts';
import { getArticle, getHelpCategories, listArticles } from './article.service.ts';

const INT_MAX = 2_147_483_647;

const categoryQuerySchema = z.object({ category_id: optionalInt().pipe(z.number().max(INT_MAX).optional()) });

const listQuerySchema = z.object({
  category_id: optionalInt().pipe(z.number().min(1).max(INT_MAX).optional()),
  path: z.preprocess(blankToUndefined, z.string().trim().max(200).startsWith('/').optional()),
  page: pageParam(1, 100_000),
  page_size: pageParam(ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE_MAX),
});

const detailParamsSchema = z.object({ id: intField().pipe(z.number().min(1).max(INT_MAX)) });

export function articleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/article/category', async (request) => {
    const query = parseInput(categoryQuerySchema, request.query);
    return ok(await getHelpCategories(ctx.readDb, query.category_id));
  });

  app.get('/api/article/list', async (request) => {
    const q = parseInput(listQuerySchema, request.query);
    return ok(
      await listArticles(ctx.readDb, { categoryId: q.category_id, path: q.path }, q.page, q.page_size),
    );
  });

  app.get('/api/article/:id', async (request) => {
    const { id } = parseInput(detailParamsSchema, request.params);
    return ok(await getArticle(ctx.readDb, id));
  });
}
