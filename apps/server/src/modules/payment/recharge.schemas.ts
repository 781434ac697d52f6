/**
 * The input of POST /api/cash_coupon/userRecharge: a tier (tier_id) or an amount of the buyer's
 * own (whole yuan, RECHARGE_LIMITS), exactly one of them. A custom amount carries no bonus.
 */
import { RECHARGE_LIMITS, RECHARGE_MESSAGES } from '@mall/shared/recharge';
import { z } from 'zod';
import { blankToUndefined } from '../../http/validation.ts';

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

export const rechargeBody = z
  .object({
    tier_id: z.preprocess(
      toNumber,
      z
        .number({ error: '充值档位有误' })
        .int('充值档位有误')
        .min(1, '充值档位有误')
        .max(2_147_483_647, '充值档位有误')
        .optional(),
    ),
    amount: z.preprocess(
      toNumber,
      z
        .number({ error: RECHARGE_MESSAGES.amountWhole })
        .int(RECHARGE_MESSAGES.amountWhole)
        .min(RECHARGE_LIMITS.minYuan, RECHARGE_MESSAGES.amountRange)
        .max(RECHARGE_LIMITS.maxYuan, RECHARGE_MESSAGES.amountRange)
        .optional(),
    ),
  })
  .refine((b) => (b.tier_id === undefined) !== (b.amount === undefined), {
    message: RECHARGE_MESSAGES.oneChoice,
    path: ['tier_id'],
  });

export const rechargeParams = z.object({
  recharge_no: z
    .string({ error: RECHARGE_MESSAGES.notFound })
    .trim()
    .regex(/^RC\d{20}$/, '充值单号格式不正确'),
});
