/** Inputs of GET /api/order: the tab, keywords, a date range (Beijing days) and the page. */
import { chinaMidnight } from '@mall/shared/china-time';
import { ORDER_TABS } from '@mall/shared/order';
import { z } from 'zod';
import { blankToUndefined, optionalDay, pageParam } from '../../http/validation.ts';

export const MAX_PAGE_SIZE = 50;
const DATE_MESSAGE = '日期格式应为YYYY-MM-DD';

/** A real calendar day, or nothing. */
const day = optionalDay(DATE_MESSAGE, DATE_MESSAGE);

export const listQuery = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(ORDER_TABS, { error: '订单状态不正确' }).default('all')),
    keywords: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键词不能超过50个字').optional()),
    start_time: day,
    end_time: day,
    page: pageParam(1),
    page_size: pageParam(10, MAX_PAGE_SIZE),
  })
  .refine((q) => !q.start_time || !q.end_time || q.start_time <= q.end_time, {
    message: '开始日期不能晚于结束日期',
    path: ['end_time'],
  });

export type ListQuery = z.output<typeof listQuery>;

/**
 * Midnight of a Beijing day as an instant; `plusDays` 1 gives the exclusive end of that day. The
 * day has passed the schema, so it is a real one.
 */
export function beijingMidnight(day: string, plusDays = 0): Date {
  return new Date((chinaMidnight(day, plusDays) as number) * 1000);
}
