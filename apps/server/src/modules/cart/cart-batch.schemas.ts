/**
 * The input of POST /api/cart/batch (quick order, purchase-list import): offers with quantities,
 * as JSON. Failures are 422 with Chinese messages on the line's field.
 */
import { z } from 'zod';
import { MAX_QUANTITY } from './cart.schemas.ts';

/** A purchase list or a quick-order grid holds at most this many lines. */
export const MAX_BATCH_LINES = 200;
const MAX_ID = 2_147_483_647;
const QUANTITY_MESSAGE = `购买数量须为1至${MAX_QUANTITY}之间的整数`;
const ID_MESSAGE = '请选择商品';

const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** A form's `lines[0][…]` may arrive as an object keyed by index (qs beyond its array limit). */
export const asList = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value;

export const batchBody = z.object({
  lines: z.preprocess(
    asList,
    z
      .array(
        z.object({
          goods_id: whole(ID_MESSAGE, 1, MAX_ID),
          goods_price_id: whole(ID_MESSAGE, 1, MAX_ID),
          number: whole(QUANTITY_MESSAGE, 1, MAX_QUANTITY),
        }),
        { error: '请添加要加入购物车的商品' },
      )
      .min(1, '请添加要加入购物车的商品')
      .max(MAX_BATCH_LINES, `一次最多加入${MAX_BATCH_LINES}行`),
  ),
});
export type BatchBody = z.output<typeof batchBody>;
