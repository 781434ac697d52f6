/** Inputs of the subscription calls. */
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PAGE_SIZE } from '@mall/shared/subscription';
import { z } from 'zod';
import { idField, pageParam } from '../../http/validation.ts';

const MAX_PAGE_SIZE = 50;

export const subscribeBody = z.object({
  goods_price_id: idField(),
  kind: z.enum(SUBSCRIPTION_KINDS, { error: SUBSCRIPTION_MESSAGES.kind }),
});

export const listQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(SUBSCRIPTION_PAGE_SIZE, MAX_PAGE_SIZE),
});
