/** POST /api/cart/batch (members only): a quick-order grid or an imported purchase list, in one request. */
import type { BatchAddResult } from '@mall/shared/bulk-order';
import { CART_MESSAGES } from '@mall/shared/cart';
import type { Envelope } from '@mall/shared/codes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { batchBody } from './cart-batch.schemas.ts';
import { batchAdd } from './cart-batch.service.ts';

export function cartBatchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/cart/batch',
    { onRequest: requireMember },
    async (request): Promise<Envelope<BatchAddResult>> => {
      const body = parseInput(batchBody, request.body ?? {});
      return { ...ok(await batchAdd(ctx, memberOf(request), body)), msg: CART_MESSAGES.added };
    },
  );
}
