/** GET /healthz for load balancers: 200 when the database answers, 503 when it does not. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ping } from './health.repository.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await ping(ctx.handle);
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}
