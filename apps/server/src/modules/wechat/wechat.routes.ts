/**
 * POST /api/user/wechat/qr (issues a ticket: a write, so not a GET, and CSRF-checked),
 * POST /api/user/wechat/confirm, DELETE /api/user/unbind_wechat.
 */
import { wechatConfirmInputSchema } from '@mall/shared/registration';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { confirmQr, createQr, unbind } from './wechat.service.ts';

export function wechatRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/user/wechat/qr', { onRequest: requireMember }, async (request) =>
    ok(await createQr(ctx, memberOf(request))),
  );

  app.post('/api/user/wechat/confirm', { onRequest: requireMember }, async (request) => {
    const { ticket } = parseInput(wechatConfirmInputSchema, request.body ?? {});
    return ok(await confirmQr(ctx, memberOf(request), ticket));
  });

  app.delete('/api/user/unbind_wechat', { onRequest: requireMember }, async (request) => {
    await unbind(ctx, memberOf(request));
    return ok(null);
  });
}
