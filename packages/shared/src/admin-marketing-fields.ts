/**
 * The fields the console's marketing input schemas are built of: amounts in whole fen parsed exactly
 * from yuan, ids, counts, texts, moments in Unix seconds, a discount rate, the reach of a promotion,
 * and the check that a window is ordered. Blank form values read as absent.
 */
import { z } from 'zod';
import { parseYuan } from './money.ts';
import { CUSTOMER_TYPES } from './registration.ts';

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

const INT4_MAX = 2_147_483_647;
/** The largest amount an operator may enter: 1,000,000 yuan. */
export const MAX_AMOUNT_FEN = 100_000_000;
export const YUAN_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

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

export const id = (message = '编号有误') =>
  z.preprocess(toNumber, z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message));

export const count = (label: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `请输入${label}` })
      .int(`${label}应为整数`)
      .min(min, `${label}至少为${min}`)
      .max(max, `${label}不能超过${max}`),
  );

export const text = (label: string, max: number, required = true) => {
  const base = z.string({ error: `请输入${label}` }).trim();
  return (required ? base.min(1, `请输入${label}`) : base).max(max, `${label}不能超过${max}个字符`);
};

/** Unix seconds (the console converts its China-time pickers), or null for an open side. */
export const moment = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? null : toNumber(v)),
    z
      .number({ error: `${label}有误` })
      .int(`${label}有误`)
      .min(0, `${label}有误`)
      .max(4_102_444_800, `${label}有误`)
      .nullable(),
  );

export const rate = z.preprocess(
  toNumber,
  z
    .number({ error: '请输入折扣' })
    .int('折扣应为整数（95即9.5折）')
    .min(1, '折扣应在1到99之间')
    .max(99, '折扣应在1到99之间'),
);

export const reach = {
  customer_types: z
    .array(z.enum(CUSTOMER_TYPES, { error: '客户类型有误' }))
    .max(20)
    .default([]),
  provinces: z.array(text('省份', 20)).max(40, '省份过多').default([]),
};

export function windowOrdered(
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
