/**
 * Input schemas of the console's offer deals: 限时秒杀 rounds, the 每日特价 pool, 组合购 / 组合满赠
 * packages and 换购, each of which sells named offers on its own terms (a round or a package names an
 * offer at most once).
 */
import { z } from 'zod';
import { FLASH_ROUND_MAX_ITEMS } from './admin-marketing.ts';
import { amountField, count, id, moment, reach, text, windowOrdered } from './admin-marketing-fields.ts';

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
          /**
           * The stock the form showed for an item already in the round (required for those). Left as
           * it was, the stock is not written (orders may have taken units since); changed, it is
           * written only if nobody else changed it meanwhile. A goods newly picked has none.
           */
          stock_was: count('原库存', 0, 100_000_000).optional(),
        }),
        { error: '请添加秒杀商品' },
      )
      .min(1, '请添加秒杀商品')
      .max(FLASH_ROUND_MAX_ITEMS, `每场最多${FLASH_ROUND_MAX_ITEMS}个商品`),
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
