/**
 * Input schemas of the console's marketing section (admin-marketing.ts). They hold what the
 * store's pricing engine expects of an activity or a coupon, so a saved one can never break a
 * cart: thresholds ascending, each tier better than the one below, a rate in 1..99, a reduction
 * below its threshold, windows ordered, every amount whole fen parsed exactly from yuan. The
 * schemas of the offer deals and of the rewards live beside this file and are exported here too.
 */
import { z } from 'zod';
import { ACTIVITY_KINDS, ZONE_TEMPLATE_KINDS } from './admin-marketing.ts';
import {
  amountField,
  blankToUndefined,
  count,
  id,
  moment,
  rate,
  reach,
  text,
  toNumber,
  windowOrdered,
} from './admin-marketing-fields.ts';

export { amountField, MAX_AMOUNT_FEN } from './admin-marketing-fields.ts';
export {
  type CombinationInput,
  combinationInputSchema,
  type DailyDealInput,
  dailyDealInputSchema,
  type FlashRoundInput,
  flashRoundInputSchema,
  type TradeUpInput,
  tradeUpInputSchema,
} from './admin-offer-deal-schemas.ts';
export {
  type CashbackInput,
  cashbackInputSchema,
  type LotteryInput,
  lotteryInputSchema,
} from './admin-reward-schemas.ts';

export const marketingListQuerySchema = z.object({
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键词不能超过50个字符').optional()),
  kind: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  page: z.preprocess(toNumber, z.number().int().min(1).max(100_000).default(1)),
  page_size: z.preprocess(toNumber, z.number().int().min(1).max(100).default(20)),
});
export type MarketingListQuery = z.infer<typeof marketingListQuerySchema>;

// 满减 / 满折 ---------------------------------------------------------------------------------

const tierSchema = z.object({
  amount: amountField('门槛金额'),
  reduce: z.preprocess(blankToUndefined, amountField('减免金额').optional()),
  rate: z.preprocess(blankToUndefined, rate.optional()),
});

export const activityInputSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { error: '请选择活动类型' }),
    title: text('活动名称', 60),
    description: text('活动说明', 500, false).default(''),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    is_enabled: z.boolean({ error: '启用状态有误' }).default(true),
    is_global: z.boolean({ error: '全场状态有误' }).default(false),
    sort: count('排序', 0, 9999).default(0),
    goods_ids: z.array(id('商品有误')).max(500, '商品最多500个').default([]),
    category_ids: z.array(id('分类有误')).max(100, '分类最多100个').default([]),
    ...reach,
    tiers: z.array(tierSchema).min(1, '请至少设置一档').max(10, '最多10档'),
  })
  .superRefine((value, ctx) => {
    windowOrdered(value, ctx, true);
    if (value.is_global && (value.goods_ids.length > 0 || value.category_ids.length > 0))
      ctx.addIssue({ code: 'custom', path: ['goods_ids'], message: '全场活动不再指定商品或分类' });
    if (!value.is_global && value.goods_ids.length === 0 && value.category_ids.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['goods_ids'],
        message: '请选择参与的商品或分类，或设为全场活动',
      });
    value.tiers.forEach((tier, i) => {
      const at = (field: string) => ['tiers', i, field];
      if (value.kind === 'manjian') {
        if (tier.reduce === undefined)
          ctx.addIssue({ code: 'custom', path: at('reduce'), message: '请输入减免金额' });
        else if (tier.reduce >= tier.amount)
          ctx.addIssue({ code: 'custom', path: at('reduce'), message: '减免金额应小于门槛金额' });
      } else if (tier.rate === undefined)
        ctx.addIssue({ code: 'custom', path: at('rate'), message: '请输入折扣' });
      const below = value.tiers[i - 1];
      if (!below) return;
      if (tier.amount <= below.amount)
        ctx.addIssue({ code: 'custom', path: at('amount'), message: '门槛金额应逐档递增' });
      if (
        value.kind === 'manjian' &&
        tier.reduce !== undefined &&
        below.reduce !== undefined &&
        tier.reduce <= below.reduce
      )
        ctx.addIssue({ code: 'custom', path: at('reduce'), message: '减免金额应逐档递增' });
      if (
        value.kind === 'discount' &&
        tier.rate !== undefined &&
        below.rate !== undefined &&
        tier.rate >= below.rate
      )
        ctx.addIssue({ code: 'custom', path: at('rate'), message: '折扣应逐档更低' });
    });
  })
  .transform(({ tiers, kind, ...rest }) => ({
    ...rest,
    kind,
    tiers: tiers.map((t) => ({
      amount: t.amount,
      reduce: kind === 'manjian' ? (t.reduce ?? null) : null,
      rate: kind === 'discount' ? (t.rate ?? null) : null,
    })),
  }));
export type ActivityInput = z.output<typeof activityInputSchema>;

export const enabledInputSchema = z.object({ is_enabled: z.boolean({ error: '启用状态有误' }) });

// Coupons ---------------------------------------------------------------------------------------

export const couponInputSchema = z
  .object({
    title: text('优惠券名称', 40),
    kind: z.enum(['reduce', 'discount'], { error: '请选择优惠券类型' }),
    threshold: amountField('使用门槛', 0),
    reduce: z.preprocess(blankToUndefined, amountField('减免金额').optional()),
    rate: z.preprocess(blankToUndefined, rate.optional()),
    scope: text('适用范围', 60, false).default('全场通用（不可用券商品除外）'),
    /** The business scopes it is limited to; none: every scope. */
    scope_ids: z.array(id('经营范围有误')).max(50, '经营范围最多50个').default([]),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'reduce') {
      if (value.reduce === undefined)
        ctx.addIssue({ code: 'custom', path: ['reduce'], message: '请输入减免金额' });
      else if (value.threshold > 0 && value.reduce >= value.threshold)
        ctx.addIssue({ code: 'custom', path: ['reduce'], message: '减免金额应小于使用门槛' });
    } else if (value.rate === undefined)
      ctx.addIssue({ code: 'custom', path: ['rate'], message: '请输入折扣' });
  })
  .transform(({ reduce, rate: r, ...rest }) => ({
    ...rest,
    value: rest.kind === 'reduce' ? (reduce as number) : (r as number),
  }));
export type CouponInput = z.output<typeof couponInputSchema>;

export const couponIssueSchema = z
  .object({
    company_ids: z.array(id('门店有误')).min(1, '请选择门店').max(200, '一次最多发放200家门店'),
    valid_from: moment('生效时间'),
    valid_to: moment('失效时间'),
  })
  .superRefine((value, ctx) =>
    windowOrdered({ starts_at: value.valid_from, ends_at: value.valid_to }, ctx, true),
  );
export type CouponIssueInput = z.output<typeof couponIssueSchema>;

// Group buys --------------------------------------------------------------------------------------

export const groupBuyInputSchema = z
  .object({
    title: text('拼团名称', 60),
    offer_id: id('请选择报价'),
    group_price: amountField('拼团价'),
    target_quantity: count('成团数量', 1, 1_000_000),
    store_limit: count('每店限购', 1, 1_000_000),
    rules: text('拼团规则', 1000, false).default(''),
    starts_at: moment('开始时间'),
    ends_at: moment('截止时间'),
    sort: count('排序', 0, 9999).default(0),
    ...reach,
  })
  .superRefine((value, ctx) => windowOrdered(value, ctx, true));
export type GroupBuyInput = z.output<typeof groupBuyInputSchema>;

// Zone templates ------------------------------------------------------------------------------

export const zoneTemplateInputSchema = z
  .object({
    kind: z.enum(ZONE_TEMPLATE_KINDS, { error: '请选择专区类型' }),
    slug: z.preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{2,40}$/, '标识应为2到40位小写字母、数字或连字符')
        .nullable(),
    ),
    title: text('专区名称', 60),
    banner_image: text('横幅图片', 300, false).default(''),
    rules: text('活动规则', 2000, false).default(''),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    is_enabled: z.boolean({ error: '启用状态有误' }).default(true),
    sort: count('排序', 0, 9999).default(0),
    groups: z
      .array(
        z.object({
          title: text('分组名称', 40),
          goods_ids: z.array(id('商品有误')).max(200, '每组最多200个商品').default([]),
        }),
      )
      .max(20, '最多20个分组')
      .default([]),
  })
  .superRefine((value, ctx) => windowOrdered(value, ctx));
export type ZoneTemplateInput = z.output<typeof zoneTemplateInputSchema>;

export const goodsSearchSchema = z.object({
  keyword: z.string().trim().max(50, '关键词不能超过50个字符').default(''),
});

// Recharge tiers ------------------------------------------------------------------------------------

export const rechargeTierInputSchema = z
  .object({
    title: text('档位名称', 40),
    amount: amountField('充值金额'),
    bonus_voucher: amountField('赠送现金券', 0).default(0),
    bonus_voucher_days: count('现金券有效天数', 1, 3650).default(90),
    bonus_coupon_id: z.preprocess(
      (v) => (v === undefined || v === '' ? null : v),
      id('优惠券有误').nullable(),
    ),
    bonus_coupon_days: count('优惠券有效天数', 1, 3650).default(30),
    sort: count('排序', 0, 9999).default(0),
    active: z.boolean({ error: '启用状态有误' }).default(true),
  })
  .superRefine((value, ctx) => {
    if (value.bonus_voucher >= value.amount)
      ctx.addIssue({ code: 'custom', path: ['bonus_voucher'], message: '赠送现金券应小于充值金额' });
  });
export type RechargeTierInput = z.output<typeof rechargeTierInputSchema>;

// Points mall -------------------------------------------------------------------------------------

export const pointsGoodsInputSchema = z.object({
  name: text('商品名称', 60),
  image: text('图片地址', 300, false).default(''),
  points: count('所需积分', 1, 10_000_000),
  stock: count('库存', 0, 100_000_000),
  /**
   * The stock the form showed when it opened (required when editing an item). Left as it was, the
   * stock is not written (redemptions may have taken units since); changed, it is written only if
   * nobody else changed it meanwhile.
   */
  stock_was: count('原库存', 0, 100_000_000).optional(),
  per_member_limit: count('每店限兑', 0, 100_000).default(0),
  is_active: z.boolean({ error: '上架状态有误' }).default(true),
  sort: count('排序', 0, 9999).default(0),
  description: text('商品说明', 1000, false).default(''),
});
export type PointsGoodsInput = z.output<typeof pointsGoodsInputSchema>;
