/**
 * The inputs of group buys: the group in the path, and the join's body — the quantity with the
 * checkout's usual fields (address, coupon, voucher, balance, documents, remark, submission key).
 */
import { GROUP_BUY_MESSAGES } from '@mall/shared/group-buy';
import { z } from 'zod';
import { blankToUndefined } from '../../http/validation.ts';
import { createBody } from '../order/order.schemas.ts';

const MAX_ID = 2_147_483_647;
const MAX_QUANTITY = 100_000;

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' ? Number(value.trim()) : value;
};

export const groupParams = z.object({
  id: z.preprocess(
    toNumber,
    z
      .number({ error: GROUP_BUY_MESSAGES.notFound })
      .int(GROUP_BUY_MESSAGES.notFound)
      .min(1, GROUP_BUY_MESSAGES.notFound)
      .max(MAX_ID, GROUP_BUY_MESSAGES.notFound),
  ),
});

export const joinBody = createBody.omit({ ids: true }).extend({
  quantity: z.preprocess(
    toNumber,
    z
      .number({ error: GROUP_BUY_MESSAGES.quantity })
      .int(GROUP_BUY_MESSAGES.quantity)
      .min(1, GROUP_BUY_MESSAGES.quantity)
      .max(MAX_QUANTITY, GROUP_BUY_MESSAGES.quantity),
  ),
});
export type JoinBody = z.output<typeof joinBody>;
