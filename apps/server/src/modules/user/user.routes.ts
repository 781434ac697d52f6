/** Login, logout and the base user call (DESIGN §5). */
import { loginInputSchema } from '@mall/shared/user';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ensureXsrfCookie } from '../../http/csrf.ts';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { authenticate, getUserBase } from './user.service.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/user/login', async (request, reply) => {
    const input = parseInput(loginInputSchema, request.body ?? {});
    const who = await authenticate(ctx, input, request.ip);
    const session = await ctx.sessions.start(request, reply, who);
    return ok(await getUserBase(session, ctx));
  });

  app.delete('/api/user/logout', { onRequest: requireMember }, async (request, reply) => {
    await ctx.sessions.end(request, reply);
    return ok(null);
  });

  // Always 10000: this is how the SPA learns who it is, and it hands out the CSRF cookie.
  app.get('/api/user/base', async (request, reply) => {
    ensureXsrfCookie(request, reply, ctx.config);
    return ok(await getUserBase(request.session, ctx));
  });
}
