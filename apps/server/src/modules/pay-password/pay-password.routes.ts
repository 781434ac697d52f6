/** GET /api/user/pay_password (whether set, locked until) and POST /api/user/pay_password (set or change). */
import type { Envelope } from '@mall/shared/codes';
import { Code } from '@mall/shared/codes';
import {
  PAY_PASSWORD_MESSAGES,
  type PayPasswordStatus,
  payPasswordInputSchema,
} from '@mall/shared/subscription';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { payPasswordStatus, setPayPassword } from './pay-password.service.ts';

export function payPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/user/pay_password',
    { onRequest: requireMember },
    async (request): Promise<Envelope<PayPasswordStatus>> =>
      ok(await payPasswordStatus(ctx.db, memberOf(request).memberId)),
  );

  app.post(
    '/api/user/pay_password',
    { onRequest: requireMember },
    async (request): Promise<Envelope<PayPasswordStatus>> => {
      const session = memberOf(request);
      const input = parseInput(payPasswordInputSchema, request.body ?? {});
      await setPayPassword(ctx, { session, ip: request.ip }, input);
      return {
        code: Code.Ok,
        msg: PAY_PASSWORD_MESSAGES.saved,
        data: await payPasswordStatus(ctx.db, session.memberId),
      };
    },
  );
}
