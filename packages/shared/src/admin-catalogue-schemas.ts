/**
 * Input schemas of the console's catalogue (admin-catalogue.ts), for the server; the console's
 * forms check the same rules with antd. Money comes as a yuan string and is parsed exactly to fen.
 */
import { z } from 'zod';
import { IMPORT_FIELDS } from './admin-catalogue.ts';
import { parseYuan } from './money.ts';
import { CHINA_REGIONS } from './regions.ts';
import { CUSTOMER_TYPES } from './registration.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

const INT4_MAX = 2_147_483_647;
/** Highest price and stock an operator may enter: 1,000,000 yuan, 100,000,000 units. */
export const MAX_PRICE_FEN = 100_000_000;
export const MAX_STOCK = 100_000_000;

export const YUAN_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
export const PRICE_MESSAGE = '价格应为大于0的金额，最多两位小数';

/** A yuan string (12, 12.3, 12.34) to fen; never through a float. */
export const yuanField = (label = '价格') =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(YUAN_PATTERN, PRICE_MESSAGE)
    .transform((text) => parseYuan(text))
    .refine((fen) => fen > 0, PRICE_MESSAGE)
    .refine((fen) => fen <= MAX_PRICE_FEN, '价格不能超过1000000元');

const id = (message = '编号有误') =>
  z.preprocess(toNumber, z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message));

const count = (label: string, min: number, max = MAX_STOCK) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `请输入${label}` })
      .int(`${label}应为整数`)
      .min(min, min === 0 ? `${label}不能为负数` : `${label}至少为${min}`)
      .max(max, `${label}不能超过${max}`),
  );

const text = (label: string, max: number, required = true) => {
  const base = z.string({ error: `请输入${label}` }).trim();
  return (required ? base.min(1, `请输入${label}`) : base).max(max, `${label}不能超过${max}个字符`);
};

export const goodsQuerySchema = z.object({
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键词不能超过50个字符').optional()),
  category_id: z.preprocess(blankToUndefined, id('分类有误').optional()),
  manufacturer: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  on_sale: z.preprocess(blankToUndefined, z.enum(['1', '0'], { error: '上架状态有误' }).optional()),
  page: z.preprocess(toNumber, z.number().int().min(1).max(100_000).default(1)),
  page_size: z.preprocess(toNumber, z.number().int().min(1).max(100).default(20)),
});
export type GoodsQuery = z.infer<typeof goodsQuerySchema>;

export const goodsUpdateSchema = z.object({
  name: text('商品名称', 100),
  generic_name: text('通用名', 100),
  spec: text('规格', 100),
  manufacturer_id: id('请选择生产厂家'),
  approval_number: text('批准文号', 64, false).default(''),
  category_id: id('请选择分类'),
  brand_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), id('品牌有误').nullable()),
  scope_id: id('请选择经营范围'),
  images: z
    .array(
      z
        .string({ error: '图片地址有误' })
        .trim()
        .regex(/^(\/|https?:\/\/)\S{1,499}$/, '图片地址应以 / 或 http(s):// 开头'),
      { error: '图片有误' },
    )
    .max(10, '最多10张图片')
    .default([]),
  is_on_sale: z.boolean({ error: '请选择是否上架' }),
});
export type GoodsUpdateInput = z.infer<typeof goodsUpdateSchema>;

const tierSchema = z.object({ quantity: count('阶梯数量', 2), price: yuanField('阶梯价') });

export const offerUpdateSchema = z
  .object({
    price: yuanField(),
    stock: count('库存', 0),
    // The stock the form showed when it opened. Left as it was, the stock is not written (orders may
    // have taken units since); changed, it is written only if nobody else changed it meanwhile.
    stock_was: count('原库存', 0),
    min_quantity: count('起购量', 1, 100_000),
    step: count('步长', 1, 100_000),
    member_limit: z.preprocess((v) => (v === '' || v === undefined ? null : v), count('限购', 1).nullable()),
    is_buy: z.boolean({ error: '请选择是否可购买' }),
    tags: z
      .array(text('标签', 8), { error: '标签有误' })
      .max(10, '最多10个标签')
      .default([])
      .transform((tags) => [...new Set(tags)]),
    ladder: z.array(tierSchema, { error: '阶梯价有误' }).max(5, '最多5档阶梯价').default([]),
    // Absent: left as it is (an older form that does not show them changes nothing).
    is_free_shipping: z.boolean({ error: '请选择是否包邮' }).optional(),
    free_shipping_number: count('包邮数量', 0, 100_000).optional(),
  })
  .superRefine((offer, ctx) => {
    if (offer.member_limit !== null && offer.member_limit < offer.min_quantity)
      ctx.addIssue({ code: 'custom', path: ['member_limit'], message: '限购数量不能小于起购量' });
    let previous = { quantity: offer.min_quantity, price: offer.price };
    offer.ladder.forEach((tier, i) => {
      if (tier.quantity <= previous.quantity)
        ctx.addIssue({
          code: 'custom',
          path: ['ladder', i, 'quantity'],
          message: '阶梯数量应大于起购量并逐档递增',
        });
      if (tier.price >= previous.price)
        ctx.addIssue({ code: 'custom', path: ['ladder', i, 'price'], message: '阶梯价应低于原价并逐档递减' });
      previous = tier;
    });
  });
export type OfferUpdateInput = z.infer<typeof offerUpdateSchema>;

const PROVINCE_NAMES: readonly string[] = CHINA_REGIONS.map((p) => p.name);

/** 控销 of one goods: a zone and who may see it; zone_id null lifts the control. */
export const controlRuleSchema = z
  .object({
    zone_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), id('请选择控销专区').nullable()),
    allowed_provinces: z
      .array(
        z.string({ error: '省份有误' }).refine((p) => PROVINCE_NAMES.includes(p), '省份有误'),
        { error: '省份有误' },
      )
      .max(PROVINCE_NAMES.length, '省份有误')
      .default([])
      .transform((list) => [...new Set(list)]),
    allowed_customer_types: z
      .array(z.enum(CUSTOMER_TYPES, { error: '客户类型有误' }), { error: '客户类型有误' })
      .max(CUSTOMER_TYPES.length, '客户类型有误')
      .default([])
      .transform((list) => [...new Set(list)] as string[]),
  })
  .superRefine((rule, ctx) => {
    if (
      rule.zone_id === null &&
      (rule.allowed_provinces.length > 0 || rule.allowed_customer_types.length > 0)
    )
      ctx.addIssue({ code: 'custom', path: ['zone_id'], message: '请选择控销专区' });
  });
export type ControlRuleInput = z.infer<typeof controlRuleSchema>;

export const categorySchema = z.object({
  name: text('分类名称', 20),
  parent_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), id('上级分类有误').nullable()),
  sort: count('排序', 0, 9999).default(0),
  is_shown: z.boolean({ error: '请选择是否显示' }).default(true),
});
export type CategoryInput = z.infer<typeof categorySchema>;

export const brandSchema = z.object({
  name: text('品牌名称', 30),
  description: text('品牌介绍', 500, false).default(''),
  sort: count('排序', 0, 9999).default(0),
  is_featured: z.boolean({ error: '请选择是否推荐' }).default(false),
});
export type BrandInput = z.infer<typeof brandSchema>;

const importValue = z.union([z.string().max(100), z.number().int().min(0).max(INT4_MAX), z.boolean()]);

const createSchema = z.object({
  row: z.number().int().min(1).max(100_000),
  name: text('商品名称', 100),
  generic_name: text('通用名', 100),
  spec: text('规格', 100),
  manufacturer: text('生产厂家', 100),
  approval_number: text('批准文号', 64),
  category: text('分类', 20),
  warehouse: text('仓库', 50),
  unit: text('单位', 10),
  price: z.number().int().min(1).max(MAX_PRICE_FEN),
  stock: z.number().int().min(0).max(MAX_STOCK),
  min_quantity: z.number().int().min(1).max(MAX_STOCK),
  step: z.number().int().min(1).max(MAX_STOCK),
  is_on_sale: z.boolean(),
  goods_id: z.number().int().min(1).max(INT4_MAX).nullable(),
});

/** What the preview showed, sent back to apply: each change with the value the preview read. */
export const importApplySchema = z
  .object({
    rows: z
      .array(
        z.object({
          row: z.number().int().min(1).max(100_000),
          offer_id: id(),
          changes: z
            .array(z.object({ field: z.enum(IMPORT_FIELDS), before: importValue, after: importValue }))
            .min(1)
            .max(IMPORT_FIELDS.length),
        }),
        { error: '没有要导入的变更' },
      )
      .max(2000, '一次最多导入2000行')
      .default([]),
    created: z.array(createSchema, { error: '新建行有误' }).max(2000, '一次最多导入2000行').default([]),
  })
  .refine((input) => input.rows.length + input.created.length > 0, {
    path: ['rows'],
    message: '没有要导入的变更',
  })
  .refine((input) => input.rows.length + input.created.length <= 2000, {
    path: ['rows'],
    message: '一次最多导入2000行',
  });
export type ImportApplyInput = z.infer<typeof importApplySchema>;
