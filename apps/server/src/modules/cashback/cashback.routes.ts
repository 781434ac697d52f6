/**
 * Full-amount cashback (满额返, SPEC §2 /hb). Earning and reversal happen inside order completion
 * and refund (order-cashback.service.ts); the only call reads.
 *
 *   GET /api/activity/cashback?id=      the running campaign (or campaign id) with its tiers, and
 *                                       for a member the store's cashback so far → CashbackPage
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import { cashbackQuery } from './cashback.schemas.ts';
import { cashbackPage } from './cashback.service.ts';

export function cashbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/activity/cashback', async (request) => {
    const query = parseInput(cashbackQuery, request.query);
    return ok(await cashbackPage(ctx.db, request.session, query));
  });
}
