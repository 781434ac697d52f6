/**
 * Input schemas of the console's marketing section (admin-marketing.ts). They hold what the
 * store's pricing engine expects of an activity or a coupon, so a saved one can never break a
 * cart: thresholds ascending, each tier better than the one below, a rate in 1..99, a reduction
 * below its threshold, windows ordered, every amount whole fen parsed exactly from yuan.
 */
import { z } from 'zod';
import { ACTIVITY_KINDS, LOTTERY_PRIZE_KINDS, ZONE_TEMPLATE_KINDS } from './admin-marketing.ts';
import { parseYuan } from './money.ts';
import { CUSTOMER_TYPES } from './registration.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

const INT4_MAX = 2_147_483_647;
/** The largest amount an operator may enter: 1,000,000 yuan. */
export const MAX_AMOUNT_FEN = 100_000_000;
const YUAN_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** A yuan string to fen, exactly; `min` 0 allows 0 (a coupon without threshold). */
export const amountField = (label: string, min = 1) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(YUAN_PATTERN, `${label}应为金额，最多两位小数`)
    .transform((text) => parseYuan(text))
    .refine((fen) => fen >= min, min > 0 ? `${label}应大于0` : `${label}不能为负数`)
    .refine((fen) => fen <= MAX_AMOUNT_FEN, `${label}不能超过1000000元`);

const id = (message = '编号有误') =>
  z.preprocess(toNumber, z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message));

const count = (label: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `请输入${label}` })
      .int(`${label}应为整数`)
      .min(min, `${label}至少为${min}`)
      .max(max, `${label}不能超过${max}`),
  );

const text = (label: string, max: number, required = true) => {
  const base = z.string({ error: `请输入${label}` }).trim();
  return (required ? base.min(1, `请输入${label}`) : base).max(max, `${label}不能超过${max}个字符`);
};

/** Unix seconds (the console converts its China-time pickers), or null for an open side. */
const moment = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? null : toNumber(v)),
    z
      .number({ error: `${label}有误` })
      .int(`${label}有误`)
      .min(0, `${label}有误`)
      .max(4_102_444_800, `${label}有误`)
      .nullable(),
  );

const rate = z.preprocess(
  toNumber,
  z
    .number({ error: '请输入折扣' })
    .int('折扣应为整数（95即9.5折）')
    .min(1, '折扣应在1到99之间')
    .max(99, '折扣应在1到99之间'),
);

const reach = {
  customer_types: z
    .array(z.enum(CUSTOMER_TYPES, { error: '客户类型有误' }))
    .max(20)
    .default([]),
  provinces: z.array(text('省份', 20)).max(40, '省份过多').default([]),
};

function windowOrdered(
  value: { starts_at: number | null; ends_at: number | null },
  ctx: z.RefinementCtx,
  required = false,
): void {
  if (required && value.starts_at === null)
    ctx.addIssue({ code: 'custom', path: ['starts_at'], message: '请选择开始时间' });
  if (required && value.ends_at === null)
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '请选择结束时间' });
  if (value.starts_at !== null && value.ends_at !== null && value.ends_at <= value.starts_at)
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间应晚于开始时间' });
}

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
  per_member_limit: count('每店限兑', 0, 100_000).default(0),
  is_active: z.boolean({ error: '上架状态有误' }).default(true),
  sort: count('排序', 0, 9999).default(0),
  description: text('商品说明', 1000, false).default(''),
});
export type PointsGoodsInput = z.output<typeof pointsGoodsInputSchema>;

// Flash rounds (限时秒杀) ----------------------------------------------------------------------------

export const flashRoundInputSchema = z
  .object({
    title: text('场次名称', 60),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    is_enabled: z.boolean({ error: '启用状态有误' }).default(true),
    sort: count('排序', 0, 9999).default(0),
    items: z
      .array(
        z.object({
          /** An ordinary offer to cut from, or the round's flash offer itself. */
          offer_id: id('报价有误'),
          flash_price: amountField('秒杀价'),
          member_limit: count('每店限购', 1, 100_000),
          stock: count('秒杀库存', 0, 100_000_000),
        }),
        { error: '请添加秒杀商品' },
      )
      .min(1, '请添加秒杀商品')
      .max(50, '每场最多50个商品'),
  })
  .superRefine((value, ctx) => {
    windowOrdered(value, ctx, true);
    const seen = new Set<number>();
    value.items.forEach((item, index) => {
      if (seen.has(item.offer_id))
        ctx.addIssue({ code: 'custom', path: ['items', index, 'offer_id'], message: '报价重复' });
      seen.add(item.offer_id);
    });
  });
export type FlashRoundInput = z.output<typeof flashRoundInputSchema>;

// Daily deals (每日特价) -------------------------------------------------------------------------------

export const dailyDealInputSchema = z.object({
  offer_id: id('报价有误'),
  special: z.boolean({ error: '请选择是否设为特价' }),
});
export type DailyDealInput = z.output<typeof dailyDealInputSchema>;

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

// Combination packages (组合购 / 组合满赠) and trade-ups (换购) -----------------------------------------

export const combinationInputSchema = z
  .object({
    title: text('套餐名称', 60),
    price: amountField('套餐价'),
    member_limit: z.preprocess(
      (v) => (v === undefined || v === '' || v === null ? null : v),
      count('每店限购', 1, 100_000).nullable(),
    ),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    is_enabled: z.boolean({ error: '启用状态有误' }).default(true),
    sort: count('排序', 0, 9999).default(0),
    items: z
      .array(z.object({ offer_id: id('报价有误'), quantity: count('数量', 1, 10_000) }), {
        error: '请添加套餐商品',
      })
      .min(2, '套餐至少包含两个报价')
      .max(20, '套餐最多20个报价'),
    /** 组合满赠: what each package comes with; null for a plain 组合购. */
    gift: z
      .object({
        goods_id: z.preprocess(
          (v) => (v === undefined || v === '' ? null : v),
          id('赠品商品有误').nullable(),
        ),
        name: text('赠品名称', 60),
        quantity: count('赠品数量', 1, 10_000),
      })
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    windowOrdered(value, ctx);
    const seen = new Set<number>();
    value.items.forEach((item, index) => {
      if (seen.has(item.offer_id))
        ctx.addIssue({ code: 'custom', path: ['items', index, 'offer_id'], message: '报价重复' });
      seen.add(item.offer_id);
    });
  });
export type CombinationInput = z.output<typeof combinationInputSchema>;

export const tradeUpInputSchema = z
  .object({
    title: text('换购名称', 60),
    offer_id: id('请选择报价'),
    threshold: amountField('门槛金额'),
    price: amountField('换购价'),
    max_quantity: count('每单限换', 1, 10_000),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    is_enabled: z.boolean({ error: '启用状态有误' }).default(true),
    sort: count('排序', 0, 9999).default(0),
    ...reach,
  })
  .superRefine((value, ctx) => windowOrdered(value, ctx));
export type TradeUpInput = z.output<typeof tradeUpInputSchema>;

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
