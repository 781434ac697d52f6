/**
 * Input schemas of the console's rewards: 抽奖 draws, whose prizes' odds add up to exactly 100%, and
 * 满额返现 campaigns, whose tiers rise and each pay back less than their threshold.
 */
import { z } from 'zod';
import { LOTTERY_PRIZE_KINDS } from './admin-marketing.ts';
import {
  amountField,
  count,
  id,
  moment,
  reach,
  text,
  windowOrdered,
  YUAN_PATTERN,
} from './admin-marketing-fields.ts';
import { parseYuan } from './money.ts';

// Lotteries (抽奖) ------------------------------------------------------------------------------------

/** Odds in percent with up to two decimals, to hundredths of a percent. */
const ODDS_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const optionalId = (message: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? null : v), id(message).nullable());

export const lotteryInputSchema = z
  .object({
    title: text('活动名称', 60),
    rules: text('活动规则', 2000, false).default(''),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    chances_per_store: count('每店抽奖次数', 0, 100),
    is_active: z.boolean({ error: '启用状态有误' }).default(true),
    ad_image: text('广告图片', 300, false).default(''),
    ad_url: text('广告链接', 300, false).default(''),
    prizes: z
      .array(
        z
          .object({
            id: optionalId('奖品有误'),
            name: text('奖品名称', 40),
            remarks: text('奖品说明', 200, false).default(''),
            kind: z.enum(LOTTERY_PRIZE_KINDS, { error: '请选择奖品类型' }),
            coupon_id: optionalId('优惠券有误'),
            coupon_days: z.preprocess(
              (v) => (v === undefined || v === '' ? null : v),
              count('优惠券有效天数', 1, 3650).nullable(),
            ),
            /** Points (a whole number) or yuan (a balance prize); ignored otherwise. */
            amount: z.string().trim().max(12).default(''),
            odds: z
              .string({ error: '请输入中奖率' })
              .trim()
              .regex(ODDS_PATTERN, '中奖率应为百分数，最多两位小数')
              .transform((t) => parseYuan(t))
              .refine((w) => w <= 10_000, '中奖率不能超过100%'),
            stock: z.preprocess(
              (v) => (v === undefined || v === '' ? null : v),
              count('奖品库存', 0, 100_000_000).nullable(),
            ),
            /**
             * The stock the form showed for a prize already saved (required for those; null: it was
             * unlimited). Left as it was, the stock is not written (draws may have taken prizes since);
             * changed, it is written only if nobody else changed it meanwhile.
             */
            stock_was: z
              .preprocess((v) => (v === '' ? null : v), count('原库存', 0, 100_000_000).nullable())
              .optional(),
            sort: count('排序', 0, 9999).default(0),
          })
          .superRefine((p, ctx) => {
            if (p.kind === 'coupon' && p.coupon_id === null)
              ctx.addIssue({ code: 'custom', path: ['coupon_id'], message: '请选择优惠券' });
            if (p.kind === 'coupon' && p.coupon_days === null)
              ctx.addIssue({ code: 'custom', path: ['coupon_days'], message: '请输入优惠券有效天数' });
            if (p.kind === 'points' && !/^\d{1,7}$/.test(p.amount))
              ctx.addIssue({ code: 'custom', path: ['amount'], message: '积分应为整数' });
            if (p.kind === 'balance' && !YUAN_PATTERN.test(p.amount))
              ctx.addIssue({ code: 'custom', path: ['amount'], message: '余额应为金额，最多两位小数' });
          })
          .transform(({ odds, amount, ...p }) => {
            const value = p.kind === 'points' ? Number(amount) : p.kind === 'balance' ? parseYuan(amount) : 0;
            return {
              ...p,
              weight: odds,
              amount: value,
              coupon_id: p.kind === 'coupon' ? p.coupon_id : null,
              coupon_days: p.kind === 'coupon' ? p.coupon_days : null,
            };
          })
          .refine((p) => !['points', 'balance'].includes(p.kind) || p.amount > 0, {
            path: ['amount'],
            message: '奖励数额应大于0',
          }),
        { error: '请添加奖品' },
      )
      .min(1, '请添加奖品')
      .max(12, '最多12个奖品'),
  })
  .superRefine((value, ctx) => {
    windowOrdered(value, ctx, true);
    const total = value.prizes.reduce((sum, p) => sum + p.weight, 0);
    if (total !== 10_000)
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: `各奖品中奖率之和应为100%（现为${total / 100}%）`,
      });
  });
export type LotteryInput = z.output<typeof lotteryInputSchema>;

// 满额返现 ------------------------------------------------------------------------------------

export const cashbackInputSchema = z
  .object({
    title: text('活动名称', 60),
    rules: text('活动规则', 1000, false).default(''),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    is_enabled: z.boolean({ error: '启用状态有误' }).default(true),
    category_ids: z.array(id('分类有误')).max(100, '分类最多100个').default([]),
    ...reach,
    tiers: z
      .array(z.object({ threshold: amountField('门槛金额'), cashback: amountField('返现金额') }), {
        error: '请至少设置一档',
      })
      .min(1, '请至少设置一档')
      .max(10, '最多10档'),
  })
  .superRefine((value, ctx) => {
    windowOrdered(value, ctx, true);
    value.tiers.forEach((tier, i) => {
      if (tier.cashback >= tier.threshold)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'cashback'], message: '返现金额应小于门槛金额' });
      const below = value.tiers[i - 1];
      if (below && tier.threshold <= below.threshold)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'threshold'], message: '门槛金额应逐档递增' });
    });
  });
export type CashbackInput = z.output<typeof cashbackInputSchema>;
