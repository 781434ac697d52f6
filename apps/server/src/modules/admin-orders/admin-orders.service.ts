/**
 * The console's orders section (issue #16): reads of every store's orders, after-sales and invoice
 * requests, and the operator's acts through the very services `npm run orders` calls —
 * fulfilment (confirm a transfer, ship, trace, deliver), the after-sale review (refund the way it
 * was paid) and the invoice service. Each act runs in one transaction with its audit row: the
 * service's own transaction nests inside it, so the change and its record commit together.
 */

import type { Paged } from '@mall/shared/admin';
import type {
  AdminAfterSaleDetail,
  AdminAfterSaleItem,
  AdminInvoice,
  AdminInvoiceRequest,
  AdminOrderDetail,
  AdminOrderItem,
  AdminPayment,
} from '@mall/shared/admin-orders';
import { INVOICE_STATUS_TEXT, PAYMENT_STATUS_TEXT } from '@mall/shared/admin-orders';
import { formatFen } from '@mall/shared/money';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleKind,
  type AfterSaleStatus,
  INVOICE_TYPES,
  type InvoiceType,
  ORDER_STATUS_TEXT,
  type OrderStatus,
  PAY_METHOD_TEXT,
  type PayMethod,
} from '@mall/shared/order';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { openStoredFile } from '../../http/uploads.ts';
import { findAfterSale, findAfterSaleLines } from '../after-sale/after-sale.repository.ts';
import { approveAfterSale, rejectAfterSale } from '../after-sale/after-sale-review.service.ts';
import { isRefundKind } from '../after-sale/after-sale-rules.ts';
import { toDetail } from '../after-sale/after-sale-view.ts';
import {
  addParcel,
  addTrace,
  confirmTransfer,
  deliver,
  FulfilmentError,
  type ShipInput,
  ship,
} from '../fulfilment/fulfilment.service.ts';
import { issueInvoice, reissueInvoice } from '../invoice/invoice.service.ts';
import {
  findInvoiceId,
  findOwnOrder,
  listAfterSales,
  listEvents,
  listLines,
  listParcels,
} from '../order-read/order-read.repository.ts';
import { detailOf } from '../order-read/order-view.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import {
  type AdminInvoiceRow,
  type AfterSaleListFilter,
  afterSaleExtras,
  afterSaleState,
  findOrderOwner,
  type InvoiceRequestFilter,
  listAdminAfterSales,
  listAdminOrders,
  listInvoiceRequests,
  listOrderInvoices,
  listPayments,
  lockOrderForInvoice,
  type OrderListFilter,
  orderState,
  type PaymentRow,
} from './admin-orders.repository.ts';

export const ADMIN_ORDER_MESSAGES = {
  orderNotFound: '订单不存在',
  afterSaleNotFound: '售后申请不存在',
  imageNotFound: '图片不存在',
  notCompleted: '订单尚未完成，不能开具发票',
  alreadyIssued: '该订单已开具发票，如需更正请重开',
  nothingToReissue: '该订单没有在用的发票，请先开具',
  refundNeedsFinance: '退款须由财务审核通过',
} as const;

/** Who acts: the audit log's operator and the name written on what changes. */
export interface OrderActor {
  operatorId: number;
  username: string;
  ip: string;
  userAgent: string;
}

/** The name the order's timeline and the after-sale record carry, as the command line's operator:<name>. */
const actingName = (actor: OrderActor) => `operator:${actor.username}`;

const auditOf = (actor: OrderActor) => ({
  operatorId: actor.operatorId,
  ip: actor.ip,
  userAgent: actor.userAgent,
});

const payMethodText = (method: string | null) =>
  method ? (PAY_METHOD_TEXT[method as PayMethod] ?? method) : '';

const pageOf = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

// Orders ------------------------------------------------------------------------------------------

export async function orderList(
  ctx: AppContext,
  filter: OrderListFilter,
  page: number,
  pageSize: number,
): Promise<Paged<AdminOrderItem>> {
  const { rows, total } = await listAdminOrders(ctx.db, filter, pageOf(page, pageSize));
  return {
    list: rows.map((r) => ({
      id: r.id,
      order_no: r.order_no,
      status: r.status as OrderStatus,
      status_text: ORDER_STATUS_TEXT[r.status as OrderStatus] ?? '',
      company_id: r.company_id,
      company_name: r.company_name,
      member: r.member,
      total_amount: formatFen(r.payable_amount + r.balance_amount),
      pay_method: r.pay_method,
      pay_method_text: r.awaiting_transfer ? '银行转账（待确认）' : payMethodText(r.pay_method),
      awaiting_transfer: r.awaiting_transfer,
      carrier: r.carrier,
      tracking_no: r.tracking_no,
      line_count: r.line_count,
      has_after_sale: r.has_after_sale,
      created_at: r.created_at,
    })),
    total,
    page,
    page_size: pageSize,
  };
}

const paymentOf = (p: PaymentRow): AdminPayment => ({
  payment_no: p.payment_no,
  method: p.method,
  method_text: payMethodText(p.method),
  amount: formatFen(p.amount),
  refunded_amount: formatFen(p.refunded_amount),
  status: p.status,
  status_text: PAYMENT_STATUS_TEXT[p.status] ?? String(p.status),
  created_at: p.created_at,
  paid_at: p.paid_at,
});

const invoiceOf = (i: AdminInvoiceRow): AdminInvoice => ({
  id: i.id,
  invoice_no: i.invoice_no,
  invoice_type_text: INVOICE_TYPES[i.invoice_type as InvoiceType] ?? '',
  title: i.title,
  tax_number: i.tax_number,
  amount: formatFen(i.amount),
  tax_amount: formatFen(i.tax_amount),
  status: i.status,
  status_text: INVOICE_STATUS_TEXT[i.status] ?? '',
  issued_at: i.issued_at,
});

export async function orderDetail(ctx: AppContext, orderId: number): Promise<AdminOrderDetail> {
  const owner = await findOrderOwner(ctx.db, { id: orderId });
  const row = owner && (await findOwnOrder(ctx.db, owner.company_id, orderId));
  if (!owner || !row) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.orderNotFound);
  const [lines, events, invoiceId, afterSales, payments, invoices, parcels] = await Promise.all([
    listLines(ctx.db, [orderId]),
    listEvents(ctx.db, orderId),
    findInvoiceId(ctx.db, orderId),
    listAfterSales(ctx.db, orderId),
    listPayments(ctx.db, orderId),
    listOrderInvoices(ctx.db, [orderId]),
    listParcels(ctx.db, orderId),
  ]);
  const buyerView = detailOf(row, {
    lines,
    events,
    invoiceId,
    afterSales,
    parcels,
    now: Math.floor(Date.now() / 1000),
  });
  return {
    ...buyerView,
    company_id: owner.company_id,
    company_name: owner.company_name,
    member: owner.member,
    awaiting_transfer: owner.awaiting_transfer,
    payments: payments.map(paymentOf),
    invoices: invoices.map(invoiceOf),
    can: {
      confirm_transfer: owner.status === 0 && owner.awaiting_transfer,
      ship: owner.status === 1,
      add_parcel: owner.status === 2 && !owner.delivered,
      trace: owner.status === 2,
      deliver: owner.status === 2 && !owner.delivered,
    },
  };
}

export type OrderAct =
  | { kind: 'confirm_transfer' }
  | { kind: 'ship'; parcels: ShipInput[] }
  | { kind: 'parcel'; parcel: ShipInput }
  | { kind: 'trace'; text: string }
  | { kind: 'deliver' };

const ACTION_OF: Record<OrderAct['kind'], string> = {
  confirm_transfer: 'order.confirm_transfer',
  ship: 'order.ship',
  parcel: 'order.parcel',
  trace: 'order.trace',
  deliver: 'order.deliver',
};

function runAct(tx: Database, orderNo: string, act: OrderAct, operator: string): Promise<string> {
  switch (act.kind) {
    case 'confirm_transfer':
      return confirmTransfer(tx, orderNo, operator);
    case 'ship':
      return ship(tx, orderNo, act.parcels, operator);
    case 'parcel':
      return addParcel(tx, orderNo, act.parcel, operator);
    case 'trace':
      return addTrace(tx, orderNo, act.text, operator);
    case 'deliver':
      return deliver(tx, orderNo, operator);
  }
}

/**
 * One act on an order, through the fulfilment service the command line uses, with its audit row
 * in the same transaction. A refusal of the service (wrong state) is a business refusal.
 */
export async function actOnOrder(
  ctx: AppContext,
  actor: OrderActor,
  orderId: number,
  act: OrderAct,
): Promise<{ summary: string }> {
  const owner = await findOrderOwner(ctx.db, { id: orderId });
  if (!owner) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.orderNotFound);
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await orderState(tx, orderId);
      const summary = await runAct(tx, owner.order_no, act, actingName(actor));
      const after = await orderState(tx, orderId);
      await recordAudit(tx, {
        ...auditOf(actor),
        action: ACTION_OF[act.kind],
        targetType: 'order',
        targetId: owner.order_no,
        before,
        after: { ...after, ...(act.kind === 'trace' ? { trace: act.text.trim() } : {}) },
      });
      return { summary };
    });
  } catch (error) {
    if (error instanceof FulfilmentError) throw new AppError('bad_request', error.message);
    throw error;
  }
}

// After-sales -------------------------------------------------------------------------------------

export async function afterSaleList(
  ctx: AppContext,
  filter: AfterSaleListFilter,
  page: number,
  pageSize: number,
): Promise<Paged<AdminAfterSaleItem>> {
  const { rows, total } = await listAdminAfterSales(ctx.db, filter, pageOf(page, pageSize));
  return {
    list: rows.map((r) => ({
      id: r.id,
      after_sale_no: r.after_sale_no,
      order_id: r.order_id,
      order_no: r.order_no,
      company_id: r.company_id,
      company_name: r.company_name,
      kind: r.kind as AfterSaleKind,
      kind_text: AFTER_SALE_KINDS[r.kind as AfterSaleKind] ?? r.kind,
      status: r.status as AfterSaleStatus,
      status_text: AFTER_SALE_STATUS_TEXT[r.status as AfterSaleStatus] ?? '',
      refund_amount: formatFen(r.refund_amount),
      reason: r.reason,
      image_count: r.image_count,
      created_at: r.created_at,
    })),
    total,
    page,
    page_size: pageSize,
  };
}

export const adminImageUrl = (afterSaleId: number, index: number) =>
  `/api/admin/after-sales/${afterSaleId}/images/${index}`;

export async function afterSaleDetail(ctx: AppContext, id: number): Promise<AdminAfterSaleDetail> {
  const row = await findAfterSale(ctx.db, { id }, null);
  const extras = row && (await afterSaleExtras(ctx.db, id));
  if (!row || !extras) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.afterSaleNotFound);
  const detail = toDetail(row, await findAfterSaleLines(ctx.db, id));
  return {
    ...detail,
    images: row.images.map((_, i) => adminImageUrl(id, i)),
    company_id: row.company_id,
    company_name: extras.company_name,
    pay_method_text: payMethodText(extras.pay_method),
    reviewer: extras.reviewer,
  };
}

export async function openAfterSaleImage(ctx: AppContext, id: number, index: number) {
  const row = await findAfterSale(ctx.db, { id }, null);
  return openStoredFile(ctx.config.dataDir, row?.images[index], ADMIN_ORDER_MESSAGES.imageNotFound);
}

export type AfterSaleDecision =
  | { kind: 'approve'; note: string; mayRefund: boolean }
  | { kind: 'reject'; reason: string };

/** Approve (the money goes back the way it was paid) or reject, through the after-sale review service. */
export async function reviewAfterSale(
  ctx: AppContext,
  gateway: PaymentGateway,
  actor: OrderActor,
  id: number,
  decision: AfterSaleDecision,
): Promise<{ summary: string; refund: { to_balance: string; online: string } }> {
  const found = await findAfterSale(ctx.db, { id }, null);
  if (!found) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.afterSaleNotFound);
  const afterSaleNo = found.after_sale_no;
  if (decision.kind === 'approve' && !decision.mayRefund && isRefundKind(found.kind as AfterSaleKind))
    throw new AppError('forbidden', ADMIN_ORDER_MESSAGES.refundNeedsFinance);
  return ctx.db.transaction(async (tx) => {
    const before = await afterSaleState(tx, afterSaleNo);
    const outcome =
      decision.kind === 'approve'
        ? await approveAfterSale(tx, gateway, {
            afterSaleNo,
            operator: actingName(actor),
            ...(decision.note ? { note: decision.note } : {}),
          })
        : await rejectAfterSale(tx, { afterSaleNo, operator: actingName(actor), reason: decision.reason });
    const after = await afterSaleState(tx, afterSaleNo);
    await recordAudit(tx, {
      ...auditOf(actor),
      action: decision.kind === 'approve' ? 'after_sale.approve' : 'after_sale.reject',
      targetType: 'after_sale',
      targetId: afterSaleNo,
      before,
      after: { ...after, refund_to_balance: outcome.refund.toBalance, refund_online: outcome.refund.online },
    });
    return {
      summary: outcome.summary,
      refund: { to_balance: formatFen(outcome.refund.toBalance), online: formatFen(outcome.refund.online) },
    };
  });
}

// Invoices ----------------------------------------------------------------------------------------

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
      if (order.status !== 3) throw new AppError('bad_request', ADMIN_ORDER_MESSAGES.notCompleted);
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
