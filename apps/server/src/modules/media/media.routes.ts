/** GET /media/:id — cacheable for a day, revalidated by ETag. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { getMedia } from './media.service.ts';

const CACHE_CONTROL = 'public, max-age=86400';

export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    const file = await getMedia(ctx.readDb, request.params.id);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('图片不存在');
    reply.header('etag', file.etag).header('cache-control', CACHE_CONTROL);
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply.type(file.mime).send(file.body);
  });
}
