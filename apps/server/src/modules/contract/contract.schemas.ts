/** Input of POST /api/contract/sign. */
import { z } from 'zod';

export const signInputSchema = z.object({
  name: z
    .string({ error: '请输入签署人姓名' })
    .trim()
    .min(2, '签署人姓名至少 2 个字')
    .max(20, '签署人姓名不能超过 20 个字'),
  agree: z.preprocess(
    (v) => (typeof v === 'boolean' ? (v ? '1' : '0') : typeof v === 'number' ? String(v) : v),
    z.literal('1', { error: '请阅读并同意采购合同' }),
  ),
});

export type SignInput = z.output<typeof signInputSchema>;
