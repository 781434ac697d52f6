/**
 * The wallet reads (SPEC §7 User: user_money, user_money_log, coupon, couponNum, cash_voucher) and
 * user_money_stat, the balance chart's monthly in/out; availableCoupon is the checkout module's.
 */
import type { Envelope, Page } from '@mall/shared/codes';
import type { CashVoucher, MemberCoupon } from '@mall/shared/order';
import type { MoneyStatMonth } from '@mall/shared/recharge';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { countUnusedCoupons } from './coupon.repository.ts';
import { moneyStat } from './money-stat.service.ts';
import { couponQuery, moneyLogQuery, moneyStatQuery, voucherQuery } from './wallet.schemas.ts';
import { balanceOf, cashVouchers, type MoneyLogEntry, memberCoupons, moneyLog } from './wallet.service.ts';

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/user/user_money', member, async (request): Promise<Envelope<{ balance: string }>> => {
    return ok(await balanceOf(ctx, memberOf(request)));
  });

  app.get('/api/user/user_money_log', member, async (request): Promise<Envelope<Page<MoneyLogEntry>>> => {
    const query = parseInput(moneyLogQuery, request.query);
    return ok(await moneyLog(ctx, memberOf(request), query));
  });

  app.get('/api/user/user_money_stat', member, async (request): Promise<Envelope<MoneyStatMonth[]>> => {
    const { months } = parseInput(moneyStatQuery, request.query);
    return ok(await moneyStat(ctx, memberOf(request), months));
  });

  app.get('/api/user/coupon', member, async (request): Promise<Envelope<Page<MemberCoupon>>> => {
    const query = parseInput(couponQuery, request.query);
    return ok(await memberCoupons(ctx, memberOf(request), query));
  });

  app.get('/api/user/couponNum', member, async (request): Promise<Envelope<{ count: number }>> => {
    return ok({ count: await countUnusedCoupons(ctx.db, memberOf(request).companyId) });
  });

  app.get('/api/user/cash_voucher', member, async (request): Promise<Envelope<Page<CashVoucher>>> => {
    const query = parseInput(voucherQuery, request.query);
    return ok(await cashVouchers(ctx, memberOf(request), query));
  });
}
