/** POST /api/user/forget/verify, /api/user/forget/reset, /api/user/resetPassword. */
import {
  forgetResetInputSchema,
  forgetVerifyInputSchema,
  resetPasswordInputSchema,
} from '@mall/shared/registration';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { changePassword, resetForgotten, verifyForgotten } from './password.service.ts';

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/user/forget/verify', async (request) => {
    const input = parseInput(forgetVerifyInputSchema, request.body ?? {});
    return ok(await verifyForgotten(ctx, input));
  });

  app.post('/api/user/forget/reset', async (request) => {
    const input = parseInput(forgetResetInputSchema, request.body ?? {});
    await resetForgotten(ctx, { ip: request.ip }, input);
    return ok(null);
  });

  // Answers with the new session's cookies (sid and XSRF-TOKEN); every other session has ended.
  app.post('/api/user/resetPassword', { onRequest: requireMember }, async (request, reply) => {
    const session = memberOf(request);
    const input = parseInput(resetPasswordInputSchema, request.body ?? {});
    await changePassword(ctx, { session, ip: request.ip }, input);
    await ctx.sessions.start(request, reply, { memberId: session.memberId, companyId: session.companyId });
    return ok(null);
  });
}
