/** Inputs of the licence calls: the text fields of an upload (the file itself is checked apart). */
import { z } from 'zod';
import { blankToUndefined, calendarDay, intField } from '../../http/validation.ts';

const day = (missing: string) => calendarDay('日期格式应为 YYYY-MM-DD', '请输入正确的日期', missing);

/** One value or a repeated field (`scope_ids[]=1&scope_ids[]=2`) as a list of whole numbers. */
const idList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(intField(), { error: '经营范围格式有误' }).max(50, '经营范围不能超过 50 项'),
);

export const uploadFieldsSchema = z.object({
  type: z.preprocess(
    blankToUndefined,
    intField().refine((v) => v > 0, '请选择证件类型'),
  ),
  number: z
    .string({ error: '请输入证件编号' })
    .trim()
    .min(1, '请输入证件编号')
    .max(64, '证件编号不能超过 64 个字符'),
  holder: z.string().trim().max(50, '持证人不能超过 50 个字符').optional(),
  valid_from: z.preprocess(blankToUndefined, day('请输入发证日期').optional()),
  expires_on: z.preprocess(blankToUndefined, day('请输入有效期至')),
  scope_ids: idList,
});

export type UploadFields = z.output<typeof uploadFieldsSchema>;

export const fileIdParamsSchema = z.object({ id: intField() });
