/**
 * The only SQL of the buyer's order pages: a store's orders by tab, keywords and dates, the counts
 * per tab, and the parts of one order (lines, events, payments' invoice, after-sales).
 */
import type { OrderTab } from '@mall/shared/order';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, wholeEpoch } from '../../db/sql-rows.ts';
import type { NewOrderLine } from '../order/order-lines.ts';

export interface OrderFilter {
  tab: OrderTab;
  keywords?: string;
  /** inclusive bounds as instants */
  from?: Date;
  to?: Date;
}

const HAS_AFTER_SALE = sql`EXISTS (SELECT 1 FROM after_sales a WHERE a.order_id = o.id)`;

export const TAB_CONDITION: Record<OrderTab, SQL> = {
  all: sql`true`,
  unpaid: sql`o.status = 0`,
  to_ship: sql`o.status = 1`,
  to_receive: sql`o.status = 2`,
  completed: sql`o.status = 3`,
  cancelled: sql`o.status = 4`,
  after_sale: HAS_AFTER_SALE,
};

/** Everything but the tab: the counts per tab follow the search, as the tabs sit above it. */
function searchConditions(companyId: number, filter: Omit<OrderFilter, 'tab'>): SQL {
  const parts: SQL[] = [sql`o.company_id = ${companyId}`];
  if (filter.keywords) {
    const like = containsPattern(filter.keywords);
    parts.push(
      sql`(o.order_no ILIKE ${like} OR EXISTS (SELECT 1 FROM order_lines kl WHERE kl.order_id = o.id
        AND (kl.name ILIKE ${like} OR kl.generic_name ILIKE ${like})))`,
    );
  }
  if (filter.from) parts.push(sql`o.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`o.created_at < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

export interface OrderRow {
  id: number;
  order_no: string;
  status: number;
  raw_amount: number;
  goods_amount: number;
  activity_amount: number;
  coupon_amount: number;
  voucher_amount: number;
  shipping_amount: number;
  balance_amount: number;
  payable_amount: number;
  paid_amount: number;
  refunded_amount: number;
  pay_method: string | null;
  address: Record<string, unknown>;
  invoice: Record<string, unknown>;
  documents: string[];
  remark: string;
  cancel_reason: string;
  carrier: string;
  tracking_no: string;
  line_count: number;
  has_after_sale: boolean;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  delivered_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  /** the state of the group buy the order joined, null when it joined none */
  group_state: 'running' | 'succeeded' | 'failed' | null;
}

const orderColumns = sql`o.id, o.order_no, o.status::int AS status, o.raw_amount, o.goods_amount,
  o.activity_amount, o.coupon_amount, o.voucher_amount, o.shipping_amount, o.balance_amount,
  o.payable_amount, o.paid_amount, o.refunded_amount, o.pay_method, o.address, o.invoice, o.documents,
  o.remark, o.cancel_reason, o.carrier, o.tracking_no,
  (SELECT count(*)::int FROM order_lines c WHERE c.order_id = o.id) AS line_count,
  ${HAS_AFTER_SALE} AS has_after_sale,
  ${wholeEpoch(sql`o.created_at`)} AS created_at, ${wholeEpoch(sql`o.expires_at`)} AS expires_at,
  ${wholeEpoch(sql`o.paid_at`)} AS paid_at, ${wholeEpoch(sql`o.shipped_at`)} AS shipped_at,
  ${wholeEpoch(sql`o.delivered_at`)} AS delivered_at, ${wholeEpoch(sql`o.completed_at`)} AS completed_at,
  ${wholeEpoch(sql`o.cancelled_at`)} AS cancelled_at,
  (SELECT gb.state FROM group_buy_orders gj JOIN group_buys gb ON gb.id = gj.group_buy_id
    WHERE gj.order_id = o.id) AS group_state`;

export async function listOrders(
  ex: Executor,
  companyId: number,
  filter: OrderFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = sql`${searchConditions(companyId, filter)} AND ${TAB_CONDITION[filter.tab]}`;
  const [rows, totals] = await Promise.all([
    rowsOf<OrderRow>(
      ex,
      sql`SELECT ${orderColumns} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    ),
    rowsOf<{ total: number }>(ex, sql`SELECT count(*)::int AS total FROM orders o WHERE ${where}`),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One row of counts, one column per tab. */
export async function countByTab(
  ex: Executor,
  companyId: number,
  filter: Omit<OrderFilter, 'tab'> = {},
): Promise<Record<OrderTab, number>> {
  const columns = sql.join(
    (Object.entries(TAB_CONDITION) as [OrderTab, SQL][]).map(
      ([tab, condition]) => sql`(count(*) FILTER (WHERE ${condition}))::int AS ${sql.identifier(tab)}`,
    ),
    sql`, `,
  );
  const rows = await rowsOf<Record<OrderTab, number>>(
    ex,
    sql`SELECT ${columns} FROM orders o WHERE ${searchConditions(companyId, filter)}`,
  );
  return rows[0] as Record<OrderTab, number>;
}

export async function findOwnOrder(ex: Executor, companyId: number, orderId: number) {
  const rows = await rowsOf<OrderRow>(
    ex,
    sql`SELECT ${orderColumns} FROM orders o WHERE o.id = ${orderId} AND o.company_id = ${companyId}`,
  );
  return rows[0];
}

/** The job that takes a shipped order as received (decision 025, fulfilment/order-auto-receive.ts). */
export const AUTO_RECEIVE_JOB = 'order.auto_receive';

/** When the order's automatic receipt is queued to run; null when none is. */
export async function findAutoReceiveAt(ex: Executor, orderId: number): Promise<number | null> {
  const rows = await rowsOf<{ at: number | null }>(
    ex,
    sql`SELECT ${wholeEpoch(sql`max(run_at)`)} AS at FROM jobs
      WHERE status = 0 AND kind = ${AUTO_RECEIVE_JOB} AND payload->>'order_id' = ${String(orderId)}`,
  );
  return rows[0]?.at ?? null;
}

/** A stored order line: what checkout wrote (NewOrderLine), plus what happened to it since. */
export interface LineRow extends NewOrderLine {
  id: number;
  order_id: number;
  refunded_quantity: number;
  /** a package component: how many of it one package holds */
  per_package: number | null;
}

/** Lines of these orders in line order; `limit` per order when given (the list shows a few). */
export async function listLines(
  ex: Executor,
  orderIds: readonly number[],
  limit?: number,
): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  const ranked = sql`SELECT l.*, row_number() OVER (PARTITION BY l.order_id ORDER BY l.id) AS n
    FROM order_lines l WHERE l.order_id = ANY(${ids(orderIds)})`;
  return rowsOf<LineRow>(
    ex,
    sql`SELECT r.id, r.order_id, r.offer_id, r.goods_id, r.type::int AS type, r.combination_id, r.is_yj,
          r.name, r.generic_name, r.spec, r.dosage_form, r.manufacturer, r.approval_number, r.batch_number,
          to_char(r.expiry_date, 'YYYY-MM-DD') AS expiry_date, r.unit, r.image, r.quantity, r.unit_price,
          r.raw_unit_price, r.amount, r.activity_share, r.coupon_share, r.gift_quantity, r.refunded_quantity,
          r.gift_name, r.trade_up_id,
          (SELECT ci.quantity FROM combination_items ci
            WHERE ci.combination_id = r.combination_id AND ci.offer_id = r.offer_id LIMIT 1) AS per_package
        FROM (${ranked}) r ${limit === undefined ? sql`` : sql`WHERE r.n <= ${limit}`}
        ORDER BY r.order_id, r.id`,
  );
}

export interface EventRow {
  kind: 'status' | 'logistics';
  title: string;
  note: string;
  created_at: number;
}

export function listEvents(ex: Executor, orderId: number): Promise<EventRow[]> {
  return rowsOf<EventRow>(
    ex,
    sql`SELECT kind, title, note, ${wholeEpoch(sql`created_at`)} AS created_at FROM order_events
        WHERE order_id = ${orderId} ORDER BY id`,
  );
}

export function listParcels(
  ex: Executor,
  orderId: number,
): Promise<{ carrier: string; tracking_no: string }[]> {
  return rowsOf<{ carrier: string; tracking_no: string }>(
    ex,
    sql`SELECT carrier, tracking_no FROM order_parcels WHERE order_id = ${orderId} ORDER BY id`,
  );
}

/** The order's invoice in force (status 1), else its latest (a reversed one when none replaced it). */
export async function findInvoiceId(ex: Executor, orderId: number): Promise<number | null> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM invoices WHERE order_id = ${orderId} ORDER BY status = 1 DESC, id DESC LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

export interface AfterSaleRow {
  id: number;
  after_sale_no: string;
  kind: string;
  status: number;
  refund_amount: number;
  created_at: number;
}

export function listAfterSales(ex: Executor, orderId: number): Promise<AfterSaleRow[]> {
  return rowsOf<AfterSaleRow>(
    ex,
    sql`SELECT id, after_sale_no, kind, status::int AS status, refund_amount, ${wholeEpoch(sql`created_at`)} AS created_at
        FROM after_sales WHERE order_id = ${orderId} ORDER BY id DESC`,
  );
}
