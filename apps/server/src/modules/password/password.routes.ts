/** POST /api/user/forget/verify, /api/user/forget/reset, /api/user/resetPassword. */
import {
  forgetResetInputSchema,
  forgetVerifyInputSchema,
  resetPasswordInputSchema,
} from '@mall/shared/registration';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { SESSION_COOKIE } from '../../http/cookies.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { sha256 } from '../../http/tokens.ts';
import { parseInput } from '../../http/validation.ts';
import { changePassword, resetForgotten, verifyForgotten } from './password.service.ts';

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/user/forget/verify', async (request) => {
    const input = parseInput(forgetVerifyInputSchema, request.body ?? {});
    return ok(await verifyForgotten(ctx, input));
  });

  app.post('/api/user/forget/reset', async (request) => {
    const input = parseInput(forgetResetInputSchema, request.body ?? {});
    await resetForgotten(ctx, input);
    return ok(null);
  });

  app.post('/api/user/resetPassword', { onRequest: requireMember }, async (request) => {
    const session = memberOf(request);
    const input = parseInput(resetPasswordInputSchema, request.body ?? {});
    await changePassword(ctx, session, sha256(request.cookies[SESSION_COOKIE] ?? ''), input);
    return ok(null);
  });
}
