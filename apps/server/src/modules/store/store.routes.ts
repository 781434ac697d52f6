/**
 * GET /api/user/stores (the login's stores with the acting one marked) and
 * POST /api/user/stores/{id}/switch (act for another store; answers with the new base).
 */
import { Code } from '@mall/shared/codes';
import type { FastifyInstance } from 'fastify';
import { AppError, NOT_LOGGED_IN_MESSAGE } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { SESSION_COOKIE } from '../../http/cookies.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { sha256 } from '../../http/tokens.ts';
import { getUserBase } from '../user/user.service.ts';
import { listStores, STORE_NOT_FOUND, switchStore } from './store.service.ts';

export const STORE_SWITCHED = '已切换门店';

export function storeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/user/stores', member, async (request) => ok(await listStores(ctx.db, memberOf(request))));

  app.post('/api/user/stores/:id/switch', member, async (request) => {
    const companyId = rowIdOf(request, STORE_NOT_FOUND);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new AppError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
    const session = await switchStore(ctx.db, memberOf(request), sha256(token), companyId);
    request.session = session;
    return { code: Code.Ok, msg: STORE_SWITCHED, data: await getUserBase(session, ctx) };
  });
}
