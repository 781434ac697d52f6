/**
 * The inputs of checkout and cancel. Forms arrive qs-parsed (`ids[]=1`, `documents[]=药检报告`),
 * so numbers come as strings; JSON bodies are accepted too. Failures are 422 in Chinese.
 */
import { CART_MESSAGES } from '@mall/shared/cart';
import { CANCEL_REASONS, ORDER_DOCUMENTS, ORDER_MESSAGES, ORDER_REMARK_MAX } from '@mall/shared/order';
import { payPasswordField } from '@mall/shared/subscription';
import { z } from 'zod';
import { idList } from '../../http/id-list.ts';
import { blankToUndefined } from '../../http/validation.ts';

const MAX_ID = 2_147_483_647;
const MAX_LINES = 200;
const ID_MESSAGE = '编号须为正整数';

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};
const idOf = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
const optionalId = () => z.preprocess(toNumber, idOf(ID_MESSAGE).optional());
const bit = z.union([z.literal(0), z.literal(1)], { error: '请选择是否使用余额' });

const asList = (value: unknown) => {
  const v = blankToUndefined(value);
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return [v];
  return typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v;
};

export const choicesBody = z.object({
  ids: idList({
    max: MAX_LINES,
    maxMessage: `最多选择${MAX_LINES}件商品`,
    emptyMessage: CART_MESSAGES.nothingSelected,
  }),
  coupon_id: optionalId(),
  voucher_id: optionalId(),
  use_balance: z.preprocess(toNumber, bit.default(0)),
});
export type ChoicesBody = z.output<typeof choicesBody>;

export const createBody = choicesBody.extend({
  address_id: z.preprocess(toNumber, idOf(ORDER_MESSAGES.addressMissing)),
  documents: z.preprocess(
    asList,
    z
      .array(z.enum(ORDER_DOCUMENTS, { error: '请选择有效的随货资料' }))
      .max(ORDER_DOCUMENTS.length, '请选择有效的随货资料'),
  ),
  remark: z.preprocess(
    (v) => blankToUndefined(v) ?? '',
    z.string().trim().max(ORDER_REMARK_MAX, `备注不能超过${ORDER_REMARK_MAX}个字`),
  ),
  idempotency_key: z
    .string({ error: '请刷新页面后重新提交' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '请刷新页面后重新提交'),
});
export type CreateBody = z.output<typeof createBody>;

export const orderParams = z.object({ id: z.preprocess(toNumber, idOf(ORDER_MESSAGES.notFound)) });

export const cancelBody = z.object({
  reason: z.enum(CANCEL_REASONS, { error: '请选择取消原因' }),
});

/** The payment password an order taking from the balance carries (pay-password module decides if needed). */
export const payPasswordBody = z.object({ pay_password: payPasswordField.optional() });
