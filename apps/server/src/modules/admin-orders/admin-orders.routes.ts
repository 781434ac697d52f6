/**
 * The console's orders section (issue #16, decision 020). Every route is guarded on the server:
 *
 *   GET  /api/admin/orders                          orders        list (status, order_no, store, from, to, pay_method, awaiting_transfer, page)
 *   GET  /api/admin/orders/:id                      orders        detail: the buyer's view, payments, invoices
 *   POST /api/admin/orders/:id/confirm-transfer     finance       a bank transfer arrived
 *   POST /api/admin/orders/:id/ship                 orders        { parcels: [{ carrier, tracking_no }, …] } (1 to 10)
 *   POST /api/admin/orders/:id/parcel               orders        { carrier, tracking_no }: one more parcel of a shipped order
 *   POST /api/admin/orders/:id/trace                orders        { text }: a logistics event
 *   POST /api/admin/orders/:id/deliver              orders        signed for
 *   GET  /api/admin/after-sales                     after_sales   list (status, kind, no, store, from, to, page)
 *   GET  /api/admin/after-sales/:id                 after_sales   detail with the buyer's photos
 *   GET  /api/admin/after-sales/:id/images/:index   after_sales   a photo
 *   POST /api/admin/after-sales/:id/approve         after_sales   { note }: refund the way it was paid (a refund: finance too)
 *   POST /api/admin/after-sales/:id/reject          after_sales   { reason }
 *   GET  /api/admin/invoices                        finance       invoice requests (order_no, store, state, page)
 *   POST /api/admin/invoices/:id/issue              finance       :id is the order's
 *   POST /api/admin/invoices/:id/reissue            finance       红冲 and a new one
 */
import { can } from '@mall/shared/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, operatorOf, requirePermission } from '../../http/operator-session.ts';
import { sendStoredFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import { gatewayFor } from '../payment/gateway.ts';
import {
  afterSaleDetail,
  afterSaleList,
  openAfterSaleImage,
  reviewAfterSale,
} from './admin-after-sales.service.ts';
import { actOnInvoice, invoiceRequests } from './admin-invoices.service.ts';
import {
  afterSaleListQuery,
  approveBody,
  idParams,
  imageParams,
  invoiceListQuery,
  orderListQuery,
  parcelBody,
  rejectBody,
  shipBody,
  traceBody,
} from './admin-orders.schemas.ts';
import { actOnOrder, type OrderActor, orderDetail, orderList } from './admin-orders.service.ts';

const actor = (request: FastifyRequest): OrderActor => ({
  ...actorOf(request),
  username: operatorOf(request).username,
});

const idOf = (request: FastifyRequest) => parseInput(idParams, request.params).id;

export function adminOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const gateway = gatewayFor(ctx.config.paySigningSecret);
  const orders = { onRequest: requirePermission('orders') };
  const finance = { onRequest: requirePermission('finance') };
  const afterSales = { onRequest: requirePermission('after_sales') };

  app.get('/api/admin/orders', orders, async (request) => {
    const q = parseInput(orderListQuery, request.query ?? {});
    const filter = {
      ...(q.status !== undefined ? { status: q.status } : {}),
      ...(q.order_no ? { orderNo: q.order_no } : {}),
      ...(q.store ? { store: q.store } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
      ...(q.pay_method ? { payMethod: q.pay_method } : {}),
      ...(q.awaiting_transfer === '1' ? { awaitingTransfer: true } : {}),
    };
    return ok(await orderList(ctx, filter, q.page, q.page_size));
  });

  app.get('/api/admin/orders/:id', orders, async (request) => ok(await orderDetail(ctx, idOf(request))));

  app.post('/api/admin/orders/:id/confirm-transfer', finance, async (request) =>
    ok(await actOnOrder(ctx, actor(request), idOf(request), { kind: 'confirm_transfer' })),
  );

  app.post('/api/admin/orders/:id/ship', orders, async (request) => {
    const id = idOf(request);
    const { parcels } = parseInput(shipBody, request.body ?? {});
    return ok(
      await actOnOrder(ctx, actor(request), id, {
        kind: 'ship',
        parcels: parcels.map((p) => ({ carrier: p.carrier, trackingNo: p.tracking_no })),
      }),
    );
  });

  app.post('/api/admin/orders/:id/parcel', orders, async (request) => {
    const id = idOf(request);
    const body = parseInput(parcelBody, request.body ?? {});
    return ok(
      await actOnOrder(ctx, actor(request), id, {
        kind: 'parcel',
        parcel: { carrier: body.carrier, trackingNo: body.tracking_no },
      }),
    );
  });

  app.post('/api/admin/orders/:id/trace', orders, async (request) => {
    const id = idOf(request);
    const { text } = parseInput(traceBody, request.body ?? {});
    return ok(await actOnOrder(ctx, actor(request), id, { kind: 'trace', text }));
  });

  app.post('/api/admin/orders/:id/deliver', orders, async (request) =>
    ok(await actOnOrder(ctx, actor(request), idOf(request), { kind: 'deliver' })),
  );

  app.get('/api/admin/after-sales', afterSales, async (request) => {
    const q = parseInput(afterSaleListQuery, request.query ?? {});
    const filter = {
      ...(q.status !== undefined ? { status: q.status } : {}),
      ...(q.kind ? { kind: q.kind } : {}),
      ...(q.no ? { no: q.no } : {}),
      ...(q.store ? { store: q.store } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
    };
    return ok(await afterSaleList(ctx, filter, q.page, q.page_size));
  });

  app.get('/api/admin/after-sales/:id', afterSales, async (request) =>
    ok(await afterSaleDetail(ctx, idOf(request))),
  );

  app.get('/api/admin/after-sales/:id/images/:index', afterSales, async (request, reply) => {
    const { id, index } = parseInput(imageParams, request.params);
    return sendStoredFile(reply, await openAfterSaleImage(ctx, id, index));
  });

  // Approving a refund kind also needs the finance permission: money leaves the store.
  app.post('/api/admin/after-sales/:id/approve', afterSales, async (request) => {
    const id = idOf(request);
    const { note } = parseInput(approveBody, request.body ?? {});
    const mayRefund = can(operatorOf(request).roles, 'finance');
    return ok(await reviewAfterSale(ctx, gateway, actor(request), id, { kind: 'approve', note, mayRefund }));
  });

  app.post('/api/admin/after-sales/:id/reject', afterSales, async (request) => {
    const id = idOf(request);
    const { reason } = parseInput(rejectBody, request.body ?? {});
    return ok(await reviewAfterSale(ctx, gateway, actor(request), id, { kind: 'reject', reason }));
  });

  app.get('/api/admin/invoices', finance, async (request) => {
    const q = parseInput(invoiceListQuery, request.query ?? {});
    const filter = {
      ...(q.order_no ? { orderNo: q.order_no } : {}),
      ...(q.store ? { store: q.store } : {}),
      ...(q.state ? { state: q.state } : {}),
    };
    return ok(await invoiceRequests(ctx, filter, q.page, q.page_size));
  });

  app.post('/api/admin/invoices/:id/issue', finance, async (request) =>
    ok(await actOnInvoice(ctx, actor(request), idOf(request), 'issue')),
  );

  app.post('/api/admin/invoices/:id/reissue', finance, async (request) =>
    ok(await actOnInvoice(ctx, actor(request), idOf(request), 'reissue')),
  );
}
