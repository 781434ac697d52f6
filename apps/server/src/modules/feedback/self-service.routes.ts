/** The self-service calls of issue 7 under one registration: feedback, wanted varieties, quick purchase. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { fastBuyRoutes } from '../fast-buy/fast-buy.routes.ts';
import { wantedRoutes } from '../wanted/wanted.routes.ts';
import { feedbackRoutes } from './feedback.routes.ts';

export function selfServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  feedbackRoutes(app, ctx);
  wantedRoutes(app, ctx);
  fastBuyRoutes(app, ctx);
}
