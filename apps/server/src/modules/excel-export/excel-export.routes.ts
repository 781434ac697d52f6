/**
 * Excel downloads of the acting store's own data (members only): GET /api/cart/export, GET
 * /api/order/export (the history, with /order's filters) and GET /api/order/{id}/export (one of
 * the store's orders; any other id is not found).
 */
import { ORDER_MESSAGES } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import { listQuery } from '../order-read/order-read.schemas.ts';
import { exportCart, exportOrder, exportOrderHistory } from './excel-export.service.ts';
import { sendWorkbook } from './workbook.ts';

export function excelExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/cart/export', member, async (request, reply) => {
    const file = await exportCart(ctx, memberOf(request));
    return sendWorkbook(reply, file.bytes, file.fileName);
  });

  app.get('/api/order/export', member, async (request, reply) => {
    const { page: _page, page_size: _size, ...query } = parseInput(listQuery, request.query);
    const file = await exportOrderHistory(ctx, memberOf(request), query);
    return sendWorkbook(reply, file.bytes, file.fileName);
  });

  app.get('/api/order/:id/export', member, async (request, reply) => {
    const id = rowIdOf(request, ORDER_MESSAGES.notFound);
    const file = await exportOrder(ctx, memberOf(request), id);
    return sendWorkbook(reply, file.bytes, file.fileName);
  });
}
