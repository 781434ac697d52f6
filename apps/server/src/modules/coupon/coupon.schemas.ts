/** The inputs of the coupon centre. Failures are 422 in Chinese. */
import { z } from 'zod';
import { idField, pageParam } from '../../http/validation.ts';

export const centreQuery = z.object({ page: pageParam(1), page_size: pageParam(12, 50) });
export type CentreQuery = z.output<typeof centreQuery>;

export const receiveBody = z.object({ id: idField() });
