/** The inputs of the wallet reads (query strings). Failures are 422 in Chinese. */
import { z } from 'zod';
import { idList } from '../../http/id-list.ts';
import { blankToUndefined, optionalDay, pageParam } from '../../http/validation.ts';

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};
const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .refine((v): v is T => (values as readonly number[]).includes(v), message)
      .optional(),
  );
const page = { page: pageParam(1), page_size: pageParam(10, 50) };

/** 1 income, 2 spending. */
export const moneyLogQuery = z
  .object({
    ...page,
    use_type: oneOf([1, 2] as const, '请选择有效的收支类型'),
    start_time: optionalDay('开始日期格式应为YYYY-MM-DD', '请输入正确的开始日期'),
    end_time: optionalDay('结束日期格式应为YYYY-MM-DD', '请输入正确的结束日期'),
  })
  .refine((q) => !q.start_time || !q.end_time || q.start_time <= q.end_time, {
    message: '开始日期不能晚于结束日期',
    path: ['end_time'],
  });
export type MoneyLogQuery = z.output<typeof moneyLogQuery>;

/** The balance chart: the last `months` China-time months, 1 to 24, 12 unless given. */
export const moneyStatQuery = z.object({
  months: z.preprocess(
    toNumber,
    z
      .number({ error: '月份数应为1至24的整数' })
      .int('月份数应为1至24的整数')
      .min(1, '月份数应为1至24的整数')
      .max(24, '月份数应为1至24的整数')
      .default(12),
  ),
});

/** type: 1 满减券, 2 折扣券. */
const couponType = oneOf([1, 2] as const, '请选择有效的优惠券类型');

/** `ids`: cart lines to judge; without them (SPEC §7 names only type and page), the cart's selection. */
export const availableCouponQuery = z.object({
  ...page,
  ids: idList({ max: 200, maxMessage: '最多选择200件商品' }),
  type: couponType,
});

export const couponQuery = z.object({
  ...page,
  type: couponType,
  status: oneOf([0, 1, 2] as const, '请选择有效的优惠券状态'),
});

export const voucherQuery = z.object({
  ...page,
  status: oneOf([0, 1, 2] as const, '请选择有效的现金券状态'),
});
