/** The buyer's orders (/order): the list by tab with counts, the counts alone, and one order. */
import { ORDER_MESSAGES, type OrderDetail, type OrderPage, type OrderTab } from '@mall/shared/order';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  countByTab,
  findAutoReceiveAt,
  findInvoiceId,
  findOwnOrder,
  listAfterSales,
  listEvents,
  listLines,
  listOrders,
  listParcels,
  type OrderFilter,
} from './order-read.repository.ts';
import { beijingMidnight, type ListQuery } from './order-read.schemas.ts';
import { detailOf, summaryOf } from './order-view.ts';

/** Lines shown per order in the list. */
export const LIST_LINES = 3;

interface ReadContext {
  db: Executor;
}

export async function orderPage(
  ctx: ReadContext,
  session: SessionInfo,
  query: ListQuery,
): Promise<OrderPage> {
  const search: Omit<OrderFilter, 'tab'> = {
    ...(query.keywords ? { keywords: query.keywords } : {}),
    ...(query.start_time ? { from: beijingMidnight(query.start_time) } : {}),
    ...(query.end_time ? { to: beijingMidnight(query.end_time, 1) } : {}),
  };
  const paging = { page: query.page, pageSize: query.page_size };
  const [{ rows, total }, counts] = await Promise.all([
    listOrders(ctx.db, session.companyId, { ...search, tab: query.status }, paging),
    countByTab(ctx.db, session.companyId, search),
  ]);
  const lines = await listLines(
    ctx.db,
    rows.map((r) => r.id),
    LIST_LINES,
  );
  return {
    list: rows.map((row) =>
      summaryOf(
        row,
        lines.filter((l) => l.order_id === row.id),
      ),
    ),
    total,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}

export function orderCounts(ctx: ReadContext, session: SessionInfo): Promise<Record<OrderTab, number>> {
  return countByTab(ctx.db, session.companyId);
}

export async function orderDetail(
  ctx: ReadContext,
  session: SessionInfo,
  orderId: number,
): Promise<OrderDetail> {
  const row = await findOwnOrder(ctx.db, session.companyId, orderId);
  if (!row) throw new AppError('not_found', ORDER_MESSAGES.notFound);
  const [lines, events, invoiceId, afterSales, parcels, autoReceiveAt] = await Promise.all([
    listLines(ctx.db, [row.id]),
    listEvents(ctx.db, row.id),
    findInvoiceId(ctx.db, row.id),
    listAfterSales(ctx.db, row.id),
    listParcels(ctx.db, row.id),
    findAutoReceiveAt(ctx.db, row.id),
  ]);
  return detailOf(row, {
    lines,
    events,
    invoiceId,
    afterSales,
    parcels,
    autoReceiveAt,
    now: Math.floor(Date.now() / 1000),
  });
}
