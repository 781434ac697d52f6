/**
 * POST /api/order/{id}/pay and GET /api/pay/methods (members); POST /api/pay/notify, a provider's
 * callback, which needs no session because its signature decides; and, only when PAY_SANDBOX is on,
 * the sandbox cashier GET/POST /api/pay/sandbox/{payment_no} for the order's own store. With the
 * sandbox off its paths do not exist (404), whoever asks.
 */
import { Code, type Envelope } from '@mall/shared/codes';
import { ORDER_MESSAGES } from '@mall/shared/order';
import type { PayOptions, PayStart, SandboxPayment } from '@mall/shared/payment';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { requirePayPassword } from '../pay-password/pay-password.service.ts';
import { gatewayFor } from './gateway.ts';
import { notifyBody, payBody, sandboxBody, sandboxParams } from './payment.schemas.ts';
import { type PaymentContext, payOptions, startPayment } from './payment.service.ts';
import { handleNotify, type NotifyOutcome } from './payment-notify.service.ts';
import { sandboxPayment, sandboxSettle } from './sandbox.service.ts';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pay: PaymentContext = {
    db: ctx.db,
    gateway: gatewayFor(ctx.config.paySigningSecret),
    sandbox: ctx.config.paySandbox,
  };

  app.get(
    '/api/pay/methods',
    { onRequest: requireMember },
    async (): Promise<Envelope<PayOptions>> => ok(payOptions(pay)),
  );

  app.post(
    '/api/order/:id/pay',
    { onRequest: requireMember },
    async (request): Promise<Envelope<PayStart>> => {
      const id = rowIdOf(request, ORDER_MESSAGES.notFound);
      const body = parseInput(payBody, request.body ?? {});
      const session = memberOf(request);
      if (body.method === 'balance') await requirePayPassword(ctx, session.memberId, body.pay_password);
      const data = await startPayment(pay, session, id, body.method);
      return { code: Code.Ok, msg: data.status === 1 ? ORDER_MESSAGES.paid : 'ok', data };
    },
  );

  app.post('/api/pay/notify', async (request): Promise<Envelope<NotifyOutcome['data']>> => {
    const body = parseInput(notifyBody, request.body ?? {});
    const outcome = await handleNotify(pay, body);
    return { code: Code.Ok, msg: outcome.msg, data: outcome.data };
  });

  if (!pay.sandbox) return;
  app.log.warn(
    'PAY_SANDBOX is on: members can mark their own orders paid in the sandbox cashier without paying; ' +
      'set PAY_SANDBOX=false outside development and the demo',
  );

  app.get(
    '/api/pay/sandbox/:payment_no',
    { onRequest: requireMember },
    async (request): Promise<Envelope<SandboxPayment>> => {
      const { payment_no } = parseInput(sandboxParams, request.params);
      return ok(await sandboxPayment(pay, memberOf(request), payment_no));
    },
  );

  app.post(
    '/api/pay/sandbox/:payment_no',
    { onRequest: requireMember },
    async (request): Promise<Envelope<SandboxPayment>> => {
      const { payment_no } = parseInput(sandboxParams, request.params);
      const { result } = parseInput(sandboxBody, request.body ?? {});
      const outcome = await sandboxSettle(pay, memberOf(request), payment_no, result);
      return { code: Code.Ok, msg: outcome.msg, data: outcome.data };
    },
  );
}
