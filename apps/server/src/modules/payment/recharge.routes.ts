/**
 * Balance recharge (SPEC §7 Money): GET /api/moneys/moneyConfig, the tiers on offer;
 * POST /api/cash_coupon/userRecharge, a member's recharge and the online payment that pays it;
 * GET /api/cash_coupon/recharge/{recharge_no}, the store's own recharge (the page polls it while
 * the buyer pays). The callback and the sandbox cashier are payment.routes.ts's.
 */
import type { Envelope } from '@mall/shared/codes';
import type { MoneyConfig, Recharge, RechargeStart } from '@mall/shared/recharge';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { gatewayFor } from './gateway.ts';
import type { PaymentContext } from './payment.service.ts';
import { rechargeBody, rechargeParams } from './recharge.schemas.ts';
import { moneyConfig, ownRecharge, startRecharge } from './recharge.service.ts';

export function rechargeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pay: PaymentContext = {
    db: ctx.db,
    gateway: gatewayFor(ctx.config.paySigningSecret),
    sandbox: ctx.config.paySandbox,
  };

  app.get('/api/moneys/moneyConfig', async (): Promise<Envelope<MoneyConfig>> => ok(await moneyConfig(pay)));

  app.post(
    '/api/cash_coupon/userRecharge',
    { onRequest: requireMember },
    async (request): Promise<Envelope<RechargeStart>> => {
      const body = parseInput(rechargeBody, request.body ?? {});
      return ok(await startRecharge(pay, memberOf(request), body));
    },
  );

  app.get(
    '/api/cash_coupon/recharge/:recharge_no',
    { onRequest: requireMember },
    async (request): Promise<Envelope<Recharge>> => {
      const { recharge_no } = parseInput(rechargeParams, request.params);
      return ok(await ownRecharge(pay, memberOf(request), recharge_no));
    },
  );
}
