/** GET /api/article/category (SPEC §7; category_id=3 for the service articles). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { optionalInt, parseInput } from '../../http/validation.ts';
import { getHelpCategories } from './article.service.ts';

const categoryQuerySchema = z.object({ category_id: optionalInt() });

export function articleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/article/category', async (request) => {
    const query = parseInput(categoryQuerySchema, request.query);
    return ok(await getHelpCategories(ctx.readDb, query.category_id));
  });
}
