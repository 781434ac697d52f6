/**
 * The console's orders section (issue #16): reads of every store's orders, after-sales and invoice
 * requests, and the operator's acts through the very services `npm run orders` calls —
 * fulfilment (confirm a transfer, ship, trace, deliver), the after-sale review (refund the way it
 * was paid) and the invoice service. Each act runs in one transaction with its audit row: the
 * service's own transaction nests inside it, so the change and its record commit together. The
 * orders are here, with what the section's services share; the after-sales are in
 * admin-after-sales.service.ts, the invoice requests in admin-invoices.service.ts.
 */

import type { Paged } from '@mall/shared/admin';
import type { AdminInvoice, AdminOrderDetail, AdminOrderItem, AdminPayment } from '@mall/shared/admin-orders';
import { INVOICE_STATUS_TEXT, PAYMENT_STATUS_TEXT } from '@mall/shared/admin-orders';
import { formatFen } from '@mall/shared/money';
import {
  type AfterSaleKind,
  INVOICE_TYPES,
  type InvoiceType,
  type OrderStatus,
  PAY_METHOD_TEXT,
  type PayMethod,
  RETURN_KINDS,
} from '@mall/shared/order';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import {
  addParcel,
  addTrace,
  confirmTransfer,
  deliver,
  FulfilmentError,
  type ShipInput,
  ship,
  shipHold,
} from '../fulfilment/fulfilment.service.ts';
import {
  findAutoReceiveAt,
  findInvoiceId,
  findOwnOrder,
  listAfterSales,
  listEvents,
  listLines,
  listParcels,
} from '../order-read/order-read.repository.ts';
import { detailOf, orderStatusText } from '../order-read/order-view.ts';
import {
  type AdminInvoiceRow,
  findOrderOwner,
  listAdminOrders,
  listOrderInvoices,
  listPayments,
  type OrderListFilter,
  orderState,
  type PaymentRow,
} from './admin-orders.repository.ts';

export const ADMIN_ORDER_MESSAGES = {
  orderNotFound: '订单不存在',
  afterSaleNotFound: '售后申请不存在',
  imageNotFound: '图片不存在',
  notCompleted: '订单尚未完成，不能开具发票',
  cancelledNoInvoice: '订单已取消，不能开具发票',
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
export const actingName = (actor: OrderActor) => `operator:${actor.username}`;

/** The operator, address and client the audit row records. */
export const auditOf = (actor: OrderActor) => ({
  operatorId: actor.operatorId,
  ip: actor.ip,
  userAgent: actor.userAgent,
});

/** A payment method as the console names it; the code itself when unknown, empty when none. */
export const payMethodText = (method: string | null) =>
  method ? (PAY_METHOD_TEXT[method as PayMethod] ?? method) : '';

/** The rows of page `page` (from 1) of `pageSize`. */
export const pageOf = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** An invoice as the order detail and the invoice requests show it. */
export const invoiceOf = (i: AdminInvoiceRow): AdminInvoice => ({
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
      status_text: orderStatusText(r.status as OrderStatus, r.group_state),
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

export async function orderDetail(ctx: AppContext, orderId: number): Promise<AdminOrderDetail> {
  const owner = await findOrderOwner(ctx.db, { id: orderId });
  const row = owner && (await findOwnOrder(ctx.db, owner.company_id, orderId));
  if (!owner || !row) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.orderNotFound);
  const [lines, events, invoiceId, afterSales, payments, invoices, parcels, autoReceiveAt] =
    await Promise.all([
      listLines(ctx.db, [orderId]),
      listEvents(ctx.db, orderId),
      findInvoiceId(ctx.db, orderId),
      listAfterSales(ctx.db, orderId),
      listPayments(ctx.db, orderId),
      listOrderInvoices(ctx.db, [orderId]),
      listParcels(ctx.db, orderId),
      findAutoReceiveAt(ctx.db, orderId),
    ]);
  const buyerView = detailOf(row, {
    lines,
    events,
    invoiceId,
    afterSales,
    parcels,
    autoReceiveAt,
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
      ship:
        owner.status === 1 &&
        shipHold(
          row.group_state,
          afterSales.some((a) => a.status <= 1 && RETURN_KINDS.includes(a.kind as AfterSaleKind)),
        ) === null,
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
