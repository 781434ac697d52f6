/**
 * The only SQL of the console's orders section: orders, after-sales and invoice requests of every
 * store with the operator's filters, and what the detail drawer shows beside the buyer's view
 * (payments, invoices). The acts themselves run in the fulfilment, after-sale and invoice modules.
 */
import { type SQL, sql } from 'drizzle-orm';
import { chinaDate } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf, wholeEpoch } from '../../db/sql-rows.ts';

export interface Paging {
  limit: number;
  offset: number;
}

// Orders ------------------------------------------------------------------------------------------

export interface OrderListFilter {
  status?: number;
  orderNo?: string;
  /** store name, member login or the store's number */
  store?: string;
  /** China calendar days, both included */
  from?: string;
  to?: string;
  payMethod?: string;
  awaitingTransfer?: boolean;
}

const PENDING_TRANSFER = sql`EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.method = 'transfer' AND p.status = 0)`;

function orderWhere(f: OrderListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status !== undefined) parts.push(sql`o.status = ${f.status}`);
  if (f.orderNo) parts.push(sql`o.order_no ILIKE ${containsPattern(f.orderNo)}`);
  if (f.store) {
    const like = containsPattern(f.store);
    const byId = /^\d{1,9}$/.test(f.store) ? sql` OR o.company_id = ${Number(f.store)}` : sql``;
    parts.push(sql`(c.name ILIKE ${like} OR m.username ILIKE ${like}${byId})`);
  }
  if (f.from) parts.push(sql`${chinaDate(sql`o.created_at`)} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${chinaDate(sql`o.created_at`)} <= ${f.to}::date`);
  if (f.payMethod)
    parts.push(
      sql`(o.pay_method = ${f.payMethod} OR (o.pay_method IS NULL AND EXISTS (SELECT 1 FROM payments p
        WHERE p.order_id = o.id AND p.method = ${f.payMethod} AND p.status = 0)))`,
    );
  if (f.awaitingTransfer) parts.push(sql`o.status = 0 AND ${PENDING_TRANSFER}`);
  return sql.join(parts, sql` AND `);
}

export interface AdminOrderRow {
  id: number;
  order_no: string;
  status: number;
  company_id: number;
  company_name: string;
  member: string;
  payable_amount: number;
  balance_amount: number;
  pay_method: string | null;
  awaiting_transfer: boolean;
  carrier: string;
  tracking_no: string;
  line_count: number;
  has_after_sale: boolean;
  created_at: number;
  group_state: 'running' | 'succeeded' | 'failed' | null;
}

const FROM_ORDERS = sql`FROM orders o JOIN companies c ON c.id = o.company_id JOIN members m ON m.id = o.member_id`;

export async function listAdminOrders(
  ex: Executor,
  filter: OrderListFilter,
  page: Paging,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = orderWhere(filter);
  const [rows, totals] = await Promise.all([
    rowsOf<AdminOrderRow>(
      ex,
      sql`SELECT o.id, o.order_no, o.status::int AS status, o.company_id, c.name AS company_name,
            m.username AS member, o.payable_amount, o.balance_amount, o.pay_method,
            ${PENDING_TRANSFER} AS awaiting_transfer, o.carrier, o.tracking_no,
            (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS line_count,
            EXISTS (SELECT 1 FROM after_sales a WHERE a.order_id = o.id) AS has_after_sale,
            ${wholeEpoch(sql`o.created_at`)} AS created_at,
            (SELECT gb.state FROM group_buy_orders gj JOIN group_buys gb ON gb.id = gj.group_buy_id
              WHERE gj.order_id = o.id) AS group_state
          ${FROM_ORDERS} WHERE ${where}
          ORDER BY o.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    rowsOf<{ total: number }>(ex, sql`SELECT count(*)::int AS total ${FROM_ORDERS} WHERE ${where}`),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface OrderOwnerRow {
  id: number;
  order_no: string;
  status: number;
  company_id: number;
  company_name: string;
  member: string;
  pay_method: string | null;
  awaiting_transfer: boolean;
  delivered: boolean;
}

/** Whose order it is, and the facts the operator's buttons depend on. */
export async function findOrderOwner(ex: Executor, where: { id: number } | { orderNo: string }) {
  const key = 'id' in where ? sql`o.id = ${where.id}` : sql`o.order_no = ${where.orderNo}`;
  const rows = await rowsOf<OrderOwnerRow>(
    ex,
    sql`SELECT o.id, o.order_no, o.status::int AS status, o.company_id, c.name AS company_name,
          m.username AS member, o.pay_method, ${PENDING_TRANSFER} AS awaiting_transfer,
          o.delivered_at IS NOT NULL AS delivered
        ${FROM_ORDERS} WHERE ${key}`,
  );
  return rows[0];
}

/** What an act on an order changes, for the audit log's before and after. */
export interface OrderStateRow {
  status: number;
  pay_method: string | null;
  carrier: string;
  tracking_no: string;
  delivered: boolean;
  events: number;
  parcels: { carrier: string; tracking_no: string }[];
}

export async function orderState(ex: Executor, orderId: number): Promise<OrderStateRow | undefined> {
  const rows = await rowsOf<OrderStateRow>(
    ex,
    sql`SELECT o.status::int AS status, o.pay_method, o.carrier, o.tracking_no,
          o.delivered_at IS NOT NULL AS delivered,
          (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events,
          COALESCE((SELECT jsonb_agg(jsonb_build_object('carrier', p.carrier, 'tracking_no', p.tracking_no) ORDER BY p.id)
            FROM order_parcels p WHERE p.order_id = o.id), '[]'::jsonb) AS parcels
        FROM orders o WHERE o.id = ${orderId}`,
  );
  return rows[0];
}

export interface PaymentRow {
  payment_no: string;
  method: string;
  amount: number;
  refunded_amount: number;
  status: number;
  created_at: number;
  paid_at: number | null;
}

export function listPayments(ex: Executor, orderId: number): Promise<PaymentRow[]> {
  return rowsOf<PaymentRow>(
    ex,
    sql`SELECT payment_no, method, amount, refunded_amount, status::int AS status,
          ${wholeEpoch(sql`created_at`)} AS created_at, ${wholeEpoch(sql`paid_at`)} AS paid_at
        FROM payments WHERE order_id = ${orderId} ORDER BY id`,
  );
}

// Invoices ----------------------------------------------------------------------------------------

export interface AdminInvoiceRow {
  id: number;
  order_id: number;
  invoice_no: string;
  invoice_type: number;
  title: string;
  tax_number: string;
  amount: number;
  tax_amount: number;
  status: number;
  issued_at: number;
}

export async function listOrderInvoices(
  ex: Executor,
  orderIds: readonly number[],
): Promise<AdminInvoiceRow[]> {
  if (orderIds.length === 0) return [];
  return rowsOf<AdminInvoiceRow>(
    ex,
    sql`SELECT id, order_id, invoice_no, invoice_type::int AS invoice_type, title, tax_number, amount, tax_amount,
          status::int AS status, ${wholeEpoch(sql`issued_at`)} AS issued_at
        FROM invoices WHERE order_id = ANY(${sql.param([...orderIds])}::int[]) ORDER BY id DESC`,
  );
}

export interface InvoiceRequestFilter {
  orderNo?: string;
  store?: string;
  /** 'pending': completed without an invoice in force; 'issued': with one */
  state?: 'pending' | 'issued';
}

const IN_FORCE = sql`EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.status = 1)`;

function invoiceWhere(f: InvoiceRequestFilter): SQL {
  // Every order asks for an invoice at checkout (its snapshot); those worth the operator's look
  // are the completed ones and any that has been invoiced.
  const parts: SQL[] = [sql`(o.status = 3 OR EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id))`];
  if (f.orderNo) parts.push(sql`o.order_no ILIKE ${containsPattern(f.orderNo)}`);
  if (f.store)
    parts.push(
      sql`(c.name ILIKE ${containsPattern(f.store)} OR m.username ILIKE ${containsPattern(f.store)})`,
    );
  if (f.state === 'pending') parts.push(sql`o.status = 3 AND NOT ${IN_FORCE}`);
  if (f.state === 'issued') parts.push(IN_FORCE);
  return sql.join(parts, sql` AND `);
}

export interface InvoiceRequestRow {
  order_id: number;
  order_no: string;
  status: number;
  company_name: string;
  invoice: Record<string, unknown>;
}

export async function listInvoiceRequests(
  ex: Executor,
  filter: InvoiceRequestFilter,
  page: Paging,
): Promise<{ rows: InvoiceRequestRow[]; total: number }> {
  const where = invoiceWhere(filter);
  const [rows, totals] = await Promise.all([
    rowsOf<InvoiceRequestRow>(
      ex,
      sql`SELECT o.id AS order_id, o.order_no, o.status::int AS status, c.name AS company_name, o.invoice
          ${FROM_ORDERS} WHERE ${where} ORDER BY o.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    rowsOf<{ total: number }>(ex, sql`SELECT count(*)::int AS total ${FROM_ORDERS} WHERE ${where}`),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Locks the order row of an invoice act, so two operators cannot issue twice. */
export async function lockOrderForInvoice(ex: Executor, orderId: number) {
  const rows = await rowsOf<{ id: number; company_id: number; status: number; in_force: boolean }>(
    ex,
    sql`SELECT o.id, o.company_id, o.status::int AS status, ${IN_FORCE} AS in_force
        FROM orders o WHERE o.id = ${orderId} FOR UPDATE`,
  );
  return rows[0];
}

// After-sales -------------------------------------------------------------------------------------

export interface AfterSaleListFilter {
  status?: number;
  kind?: string;
  /** after-sale or order number */
  no?: string;
  store?: string;
  from?: string;
  to?: string;
}

function afterSaleWhere(f: AfterSaleListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status !== undefined) parts.push(sql`a.status = ${f.status}`);
  if (f.kind) parts.push(sql`a.kind = ${f.kind}`);
  if (f.no)
    parts.push(
      sql`(a.after_sale_no ILIKE ${containsPattern(f.no)} OR o.order_no ILIKE ${containsPattern(f.no)})`,
    );
  if (f.store) parts.push(sql`c.name ILIKE ${containsPattern(f.store)}`);
  if (f.from) parts.push(sql`${chinaDate(sql`a.created_at`)} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${chinaDate(sql`a.created_at`)} <= ${f.to}::date`);
  return sql.join(parts, sql` AND `);
}

export interface AdminAfterSaleRow {
  id: number;
  after_sale_no: string;
  order_id: number;
  order_no: string;
  company_id: number;
  company_name: string;
  kind: string;
  status: number;
  refund_amount: number;
  reason: string;
  image_count: number;
  created_at: number;
}

const FROM_AFTER_SALES = sql`FROM after_sales a JOIN orders o ON o.id = a.order_id JOIN companies c ON c.id = a.company_id`;

export async function listAdminAfterSales(
  ex: Executor,
  filter: AfterSaleListFilter,
  page: Paging,
): Promise<{ rows: AdminAfterSaleRow[]; total: number }> {
  const where = afterSaleWhere(filter);
  const [rows, totals] = await Promise.all([
    rowsOf<AdminAfterSaleRow>(
      ex,
      sql`SELECT a.id, a.after_sale_no, a.order_id, o.order_no, a.company_id, c.name AS company_name, a.kind,
            a.status::int AS status, a.refund_amount, a.reason, jsonb_array_length(a.images)::int AS image_count,
            ${wholeEpoch(sql`a.created_at`)} AS created_at
          ${FROM_AFTER_SALES} WHERE ${where} ORDER BY a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    rowsOf<{ total: number }>(ex, sql`SELECT count(*)::int AS total ${FROM_AFTER_SALES} WHERE ${where}`),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function afterSaleExtras(ex: Executor, id: number) {
  const rows = await rowsOf<{ company_name: string; pay_method: string | null; reviewer: string }>(
    ex,
    sql`SELECT c.name AS company_name, o.pay_method, COALESCE(a.reviewed_by, '') AS reviewer
        ${FROM_AFTER_SALES} WHERE a.id = ${id}`,
  );
  return rows[0];
}

export async function afterSaleState(ex: Executor, afterSaleNo: string) {
  const rows = await rowsOf<{ status: number; review_note: string; order_refunded: number; balance: number }>(
    ex,
    sql`SELECT a.status::int AS status, a.review_note, o.refunded_amount AS order_refunded,
          store_balance(a.company_id) AS balance
        ${FROM_AFTER_SALES} WHERE a.after_sale_no = ${afterSaleNo}`,
  );
  return rows[0];
}
