/** The inputs of the points calls. Failures are 422 in Chinese. */
import {
  POINTS_LOG_TYPES,
  POINTS_MESSAGES,
  POINTS_REDEEM_MAX,
  type PointsLogType,
} from '@mall/shared/points';
import { z } from 'zod';
import { blankToUndefined, idField, int4, pageParam } from '../../http/validation.ts';

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

const page = { page: pageParam(1), page_size: pageParam(12, 50) };

/** GET /api/points_goods?page&page_size */
export const goodsQuery = z.object(page);

/** GET /api/user/points_log?page&page_size&type (earned | spent; empty: both) */
export const logQuery = z.object({
  ...page,
  type: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v): v is PointsLogType => Object.hasOwn(POINTS_LOG_TYPES, v), '请选择有效的积分类型')
      .optional(),
  ),
});

/** POST /api/points_goods/redeem {id, number, address_id} */
export const redeemBody = z.object({
  id: idField(),
  number: z.preprocess(
    toNumber,
    int4()
      .min(1, POINTS_MESSAGES.numberBad)
      .max(POINTS_REDEEM_MAX, POINTS_MESSAGES.numberBad)
      .refine(Number.isInteger, POINTS_MESSAGES.numberBad),
  ),
  address_id: z.preprocess(toNumber, int4().min(1, POINTS_MESSAGES.addressBad)),
});
