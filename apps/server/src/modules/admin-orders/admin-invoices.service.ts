/**
 * Invoice requests in the console: the orders worth an invoice (the completed ones and any invoiced
 * before) with the invoices each has had, and the operator's issue or reissue (红冲 and a new one)
 * through the invoice service the command line uses, in one transaction with its audit row.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminInvoice, AdminInvoiceRequest } from '@mall/shared/admin-orders';
import {
  INVOICE_TYPES,
  type InvoiceType,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  type OrderStatus,
} from '@mall/shared/order';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { issueInvoice, reissueInvoice } from '../invoice/invoice.service.ts';
import {
  findOrderOwner,
  type InvoiceRequestFilter,
  listInvoiceRequests,
  listOrderInvoices,
  lockOrderForInvoice,
} from './admin-orders.repository.ts';
import { ADMIN_ORDER_MESSAGES, auditOf, invoiceOf, type OrderActor, pageOf } from './admin-orders.service.ts';

export async function invoiceRequests(
  ctx: AppContext,
  filter: InvoiceRequestFilter,
  page: number,
  pageSize: number,
): Promise<Paged<AdminInvoiceRequest>> {
  const { rows, total } = await listInvoiceRequests(ctx.db, filter, pageOf(page, pageSize));
  const invoices = await listOrderInvoices(
    ctx.db,
    rows.map((r) => r.order_id),
  );
  return {
    list: rows.map((r) => {
      const history = invoices.filter((i) => i.order_id === r.order_id).map(invoiceOf);
      const inForce = history.find((i) => i.status === 1) ?? null;
      const type = (Number(r.invoice.invoice_type) || 3) as InvoiceType;
      return {
        order_id: r.order_id,
        order_no: r.order_no,
        order_status: r.status as OrderStatus,
        order_status_text: ORDER_STATUS_TEXT[r.status as OrderStatus] ?? '',
        company_name: r.company_name,
        invoice_type_text: INVOICE_TYPES[type] ?? '',
        title: String(r.invoice.title ?? '').trim() || r.company_name,
        tax_number: String(r.invoice.tax_number ?? ''),
        invoice: inForce,
        history,
        can: { issue: r.status === 3 && !inForce, reissue: inForce !== null },
      };
    }),
    total,
    page,
    page_size: pageSize,
  };
}

async function invoicesOf(tx: Executor, orderId: number) {
  return (await listOrderInvoices(tx, [orderId])).map((i) => ({
    invoice_no: i.invoice_no,
    amount: i.amount,
    status: i.status,
  }));
}

/**
 * Issues the invoice of a completed order that has none in force, or reissues (红冲 and a new one
 * for what the buyer kept) the one in force, through the invoice service; audited in its transaction.
 */
export async function actOnInvoice(
  ctx: AppContext,
  actor: OrderActor,
  orderId: number,
  kind: 'issue' | 'reissue',
): Promise<{ invoices: AdminInvoice[] }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderForInvoice(tx, orderId);
    if (!order) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.orderNotFound);
    if (kind === 'issue') {
      if (order.status === ORDER_STATUS.cancelled)
        throw new AppError('bad_request', ADMIN_ORDER_MESSAGES.cancelledNoInvoice);
      if (order.status !== ORDER_STATUS.completed)
        throw new AppError('bad_request', ADMIN_ORDER_MESSAGES.notCompleted);
      if (order.in_force) throw new AppError('conflict', ADMIN_ORDER_MESSAGES.alreadyIssued);
    } else if (!order.in_force) throw new AppError('bad_request', ADMIN_ORDER_MESSAGES.nothingToReissue);
    const before = await invoicesOf(tx, orderId);
    if (kind === 'issue') await issueInvoice(tx, orderId);
    else await reissueInvoice(tx, orderId);
    const rows = await listOrderInvoices(tx, [orderId]);
    const owner = await findOrderOwner(tx, { id: orderId });
    await recordAudit(tx, {
      ...auditOf(actor),
      action: kind === 'issue' ? 'invoice.issue' : 'invoice.reissue',
      targetType: 'order',
      targetId: owner?.order_no ?? orderId,
      before,
      after: await invoicesOf(tx, orderId),
    });
    return { invoices: rows.map(invoiceOf) };
  });
}
