/** Inputs of the after-sale calls; the photos are checked apart, by their content. */
import { AFTER_SALE_KINDS, AFTER_SALE_REASON_MAX, type AfterSaleKind } from '@mall/shared/order';
import { z } from 'zod';
import { blankToUndefined, intField, pageParam } from '../../http/validation.ts';

const KINDS = Object.keys(AFTER_SALE_KINDS) as [AfterSaleKind, ...AfterSaleKind[]];

/** `lines` arrives as a JSON string in a multipart form, or as a list in a JSON/form body. */
const parseLines = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const lineSchema = z.object({
  order_line_id: intField().refine((v) => v > 0, '请选择售后商品'),
  number: intField().refine((v) => v > 0, '售后数量至少为 1'),
});

export const applySchema = z.object({
  kind: z.enum(KINDS, { error: '请选择售后类型' }),
  reason: z
    .string({ error: '请填写售后原因' })
    .trim()
    .min(1, '请填写售后原因')
    .max(AFTER_SALE_REASON_MAX, `售后原因不能超过 ${AFTER_SALE_REASON_MAX} 个字`),
  lines: z.preprocess(
    parseLines,
    z
      .array(lineSchema, { error: '请选择售后商品' })
      .min(1, '请选择售后商品')
      .max(200, '售后商品过多')
      .refine((list) => new Set(list.map((l) => l.order_line_id)).size === list.length, '售后商品重复'),
  ),
});
export type ApplyInput = z.output<typeof applySchema>;

export const listQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(10, 50),
  order_id: z.preprocess(blankToUndefined, intField().optional()),
});

export const imageParams = z.object({ n: intField() });
