/** Inputs of the console's orders section: list filters (China calendar days) and the acts' bodies. */
import { AFTER_SALE_KINDS, PAY_METHODS } from '@mall/shared/order';
import { z } from 'zod';
import { blankToUndefined, idField, optionalDay, pageParam } from '../../http/validation.ts';

const dateField = optionalDay('日期格式有误', '日期有误');
const textFilter = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `不能超过${max}个字符`).optional());
const paging = {
  page: pageParam(1),
  page_size: pageParam(20, 100),
};

export const orderListQuery = z.object({
  status: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: '订单状态有误' })
      .int('订单状态有误')
      .min(0, '订单状态有误')
      .max(4, '订单状态有误')
      .optional(),
  ),
  order_no: textFilter(40),
  store: textFilter(60),
  from: dateField,
  to: dateField,
  pay_method: z.preprocess(blankToUndefined, z.enum(PAY_METHODS, { error: '支付方式有误' }).optional()),
  awaiting_transfer: z.preprocess(blankToUndefined, z.enum(['1', '0'], { error: '参数有误' }).optional()),
  ...paging,
});

export const idParams = z.object({ id: idField() });
export const imageParams = z.object({
  id: idField(),
  index: z.preprocess((v) => Number(v), z.number().int().min(0).max(5)),
});

/** The rules of the fulfilment service, checked first so a typo is a 422 on its field. */
export const parcelBody = z.object({
  carrier: z.string({ error: '请填写承运商' }).trim().min(1, '请填写承运商').max(30, '承运商不超过30个字'),
  tracking_no: z
    .string({ error: '请填写运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, '运单号应为6至40位字母或数字'),
});

export const shipBody = z.object({
  parcels: z
    .array(parcelBody, { error: '请填写包裹' })
    .min(1, '请至少填写一个包裹')
    .max(10, '一个订单最多10个包裹')
    .refine((list) => new Set(list.map((p) => p.tracking_no)).size === list.length, '运单号重复'),
});

export const traceBody = z.object({
  text: z
    .string({ error: '请填写物流信息' })
    .trim()
    .min(1, '请填写物流信息')
    .max(200, '物流信息不超过200个字'),
});

const AFTER_SALE_KIND_KEYS = Object.keys(AFTER_SALE_KINDS) as [
  keyof typeof AFTER_SALE_KINDS,
  ...(keyof typeof AFTER_SALE_KINDS)[],
];

export const afterSaleListQuery = z.object({
  status: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z.number({ error: '状态有误' }).int('状态有误').min(0, '状态有误').max(3, '状态有误').optional(),
  ),
  kind: z.preprocess(blankToUndefined, z.enum(AFTER_SALE_KIND_KEYS, { error: '售后类型有误' }).optional()),
  no: textFilter(40),
  store: textFilter(60),
  from: dateField,
  to: dateField,
  ...paging,
});

export const approveBody = z.object({
  note: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: '备注有误' }).trim().max(200, '备注不超过200个字'),
  ),
});

export const rejectBody = z.object({
  reason: z
    .string({ error: '请填写驳回原因' })
    .trim()
    .min(1, '请填写驳回原因')
    .max(200, '驳回原因不超过200个字'),
});

export const invoiceListQuery = z.object({
  order_no: textFilter(40),
  store: textFilter(60),
  state: z.preprocess(blankToUndefined, z.enum(['pending', 'issued'], { error: '参数有误' }).optional()),
  ...paging,
});
