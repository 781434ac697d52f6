/** Inputs of the wanted-variety calls (品种求购). */
import { parseYuan } from '@mall/shared/money';
import {
  SELF_SERVICE_MESSAGES as M,
  WANTED_NAME_MAX,
  WANTED_NOTE_MAX,
  WANTED_QUANTITY_MAX,
  WANTED_TEXT_MAX,
  YUAN_RE,
} from '@mall/shared/self-service';
import { z } from 'zod';
import { blankToUndefined, intField, pageParam } from '../../http/validation.ts';

const chars = (value: string) => [...value].length;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式有误` })
    .trim()
    .refine((v) => chars(v) <= max, `${label}不能超过 ${max} 个字`)
    .default('');

export const wantedSchema = z.object({
  goods_name: z
    .string({ error: M.wantedName })
    .trim()
    .min(1, M.wantedName)
    .refine((v) => chars(v) <= WANTED_NAME_MAX, `商品名称不能超过 ${WANTED_NAME_MAX} 个字`),
  spec: optionalText('规格', WANTED_TEXT_MAX),
  manufacturer: optionalText('生产厂家', WANTED_TEXT_MAX),
  quantity: intField().refine((v) => v >= 1 && v <= WANTED_QUANTITY_MAX, M.wantedQuantity),
  // Fen from the yuan string: never a float.
  expected_price: z.preprocess(
    blankToUndefined,
    z
      .string({ error: M.wantedPrice })
      .trim()
      .regex(YUAN_RE, M.wantedPrice)
      .transform((v) => parseYuan(v))
      .optional(),
  ),
  note: optionalText('备注', WANTED_NOTE_MAX),
});
export type WantedFields = z.output<typeof wantedSchema>;

export const wantedPageQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(10, 50),
});
