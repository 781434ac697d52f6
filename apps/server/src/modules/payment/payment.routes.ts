/**
 * POST /api/order/{id}/pay (members), and the sandbox gateway's own calls: GET
 * /api/pay/sandbox/{payment_no} (its QR page) and POST /api/pay/notify (its signed callback). The
 * gateway's calls need no member session: the signature, not the caller, decides.
 */
import { Code, type Envelope } from '@mall/shared/codes';
import { ORDER_MESSAGES, type PayStart, type SandboxPayment } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { rowIdOf } from '../account/row-id.ts';
import { gatewayFor } from './gateway.ts';
import { notifyBody, payBody, sandboxParams } from './payment.schemas.ts';
import { type PaymentContext, sandboxPayment, startPayment } from './payment.service.ts';
import { handleNotify, type NotifyOutcome } from './payment-notify.service.ts';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pay: PaymentContext = { db: ctx.db, gateway: gatewayFor(ctx.config.paySigningSecret) };

  app.post(
    '/api/order/:id/pay',
    { onRequest: requireMember },
    async (request): Promise<Envelope<PayStart>> => {
      const id = rowIdOf(request, ORDER_MESSAGES.notFound);
      const body = parseInput(payBody, request.body ?? {});
      const data = await startPayment(pay, memberOf(request), id, body.method);
      return { code: Code.Ok, msg: data.status === 1 ? ORDER_MESSAGES.paid : 'ok', data };
    },
  );

  app.get('/api/pay/sandbox/:payment_no', async (request): Promise<Envelope<SandboxPayment>> => {
    const { payment_no } = parseInput(sandboxParams, request.params);
    return ok(await sandboxPayment(pay, payment_no));
  });

  app.post('/api/pay/notify', async (request): Promise<Envelope<NotifyOutcome['data']>> => {
    const body = parseInput(notifyBody, request.body ?? {});
    const outcome = await handleNotify(pay, body);
    return { code: Code.Ok, msg: outcome.msg, data: outcome.data };
  });
}
