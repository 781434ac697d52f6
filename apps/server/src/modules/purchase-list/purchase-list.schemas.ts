/** The input of POST /api/purchase_list/match: the rows as the buyer mapped them. Failures are 422. */
import { PURCHASE_LIST_MAX_ROWS } from '@mall/shared/bulk-order';
import { z } from 'zod';
import { MAX_QUANTITY } from '../cart/cart.schemas.ts';
import { asList } from '../cart/cart-batch.schemas.ts';

const text = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).trim().max(max, message),
  );

const QUANTITY_MESSAGE = `数量须为1至${MAX_QUANTITY}之间的整数`;

export const matchBody = z.object({
  rows: z.preprocess(
    asList,
    z
      .array(
        z
          .object({
            name: text(100, '商品名称不能超过100个字'),
            spec: text(100, '规格不能超过100个字'),
            manufacturer: text(100, '生产厂家不能超过100个字'),
            approval_number: text(60, '批准文号不能超过60个字'),
            quantity: z.preprocess(
              (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
              z
                .number({ error: QUANTITY_MESSAGE })
                .int(QUANTITY_MESSAGE)
                .min(1, QUANTITY_MESSAGE)
                .max(MAX_QUANTITY, QUANTITY_MESSAGE),
            ),
          })
          .refine((row) => row.name !== '' || row.approval_number !== '', {
            message: '每行须有商品名称或批准文号',
            path: ['name'],
          }),
        { error: '请先导入采购单' },
      )
      .min(1, '请先导入采购单')
      .max(PURCHASE_LIST_MAX_ROWS, `采购单最多${PURCHASE_LIST_MAX_ROWS}行，请分批导入`),
  ),
});
export type MatchBody = z.output<typeof matchBody>;
