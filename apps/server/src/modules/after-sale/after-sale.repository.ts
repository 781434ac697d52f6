/**
 * The SQL of after-sales: the order and its lines under lock, what each line still allows, the
 * application rows, and the store's reads. Every read of a member's data is scoped to its store.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { afterSaleLines, afterSales, messages, orderEvents } from '../../db/schema.ts';
import { keptGifts, rowsOf } from '../../db/sql-rows.ts';

const epoch = (column: string) => sql.raw(`extract(epoch FROM ${column})::float8`);

export interface OrderMoneyRow {
  id: number;
  order_no: string;
  company_id: number;
  status: number;
  completed_at: number | null;
  balance_amount: number;
  paid_amount: number;
  refunded_amount: number;
  pay_method: string | null;
  /** the cash voucher taken off the goods (paidByLine shares it over the lines) */
  voucher_amount: number;
}

/** The order row, locked for the rest of the transaction when `lock`; null when not the store's. */
export async function findOrder(
  ex: Executor,
  orderId: number,
  companyId: number | null,
  lock: boolean,
): Promise<OrderMoneyRow | null> {
  const rows = await rowsOf<OrderMoneyRow>(
    ex,
    sql`SELECT id, order_no, company_id, status, ${epoch('completed_at')} AS completed_at, balance_amount,
          paid_amount, refunded_amount, pay_method, voucher_amount
        FROM orders WHERE id = ${orderId} ${companyId === null ? sql`` : sql`AND company_id = ${companyId}`}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ?? null;
}

export interface LineStateRow {
  id: number;
  quantity: number;
  amount: number;
  activity_share: number;
  coupon_share: number;
  refunded_quantity: number;
  /** units in open (申请/审核通过) after-sales of any kind */
  open_units: number;
  /** units and fen already taken by refund after-sales that are open or done */
  refund_units: number;
  refund_amount: number;
}

export async function findLineStates(ex: Executor, orderId: number): Promise<LineStateRow[]> {
  return rowsOf<LineStateRow>(
    ex,
    sql`SELECT l.id, l.quantity, l.amount, l.activity_share, l.coupon_share, l.refunded_quantity,
          COALESCE(SUM(al.quantity) FILTER (WHERE a.status IN (0, 1)), 0)::int AS open_units,
          COALESCE(SUM(al.quantity) FILTER (WHERE a.status IN (0, 1, 2) AND a.kind IN ('return_refund', 'refund_only')), 0)::int AS refund_units,
          COALESCE(SUM(al.amount) FILTER (WHERE a.status IN (0, 1, 2) AND a.kind IN ('return_refund', 'refund_only')), 0)::int AS refund_amount
        FROM order_lines l
        LEFT JOIN after_sale_lines al ON al.order_line_id = l.id
        LEFT JOIN after_sales a ON a.id = al.after_sale_id
        WHERE l.order_id = ${orderId}
        GROUP BY l.id ORDER BY l.id`,
  );
}

/** Refunds asked for and not yet decided or paid, on this order. */
export async function openRefundTotal(ex: Executor, orderId: number): Promise<number> {
  const rows = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT COALESCE(SUM(refund_amount), 0)::int AS total FROM after_sales
        WHERE order_id = ${orderId} AND status IN (0, 1)`,
  );
  return rows[0]?.total ?? 0;
}

export interface NewAfterSale {
  /** candidate numbers, the first one free is taken */
  numbers: readonly string[];
  orderId: number;
  companyId: number;
  kind: string;
  reason: string;
  images: StoredImage[];
  refundAmount: number;
  lines: { orderLineId: number; quantity: number; amount: number }[];
}

export interface StoredImage {
  sha256: string;
  mime: string;
  size: number;
}

/** The application under the first of its numbers no other has; its id and number. */
export async function insertAfterSale(
  ex: Executor,
  row: NewAfterSale,
): Promise<{ id: number; afterSaleNo: string }> {
  for (const afterSaleNo of row.numbers) {
    const [created] = await ex
      .insert(afterSales)
      .values({
        afterSaleNo,
        orderId: row.orderId,
        companyId: row.companyId,
        kind: row.kind,
        reason: row.reason,
        images: row.images,
        refundAmount: row.refundAmount,
      })
      .onConflictDoNothing({ target: afterSales.afterSaleNo })
      .returning({ id: afterSales.id });
    if (!created) continue;
    await ex.insert(afterSaleLines).values(row.lines.map((l) => ({ afterSaleId: created.id, ...l })));
    return { id: created.id, afterSaleNo };
  }
  throw new Error('every after-sale number candidate was taken');
}

export async function insertOrderEvent(
  ex: Executor,
  orderId: number,
  title: string,
  note: string,
  actor: string,
) {
  await ex.insert(orderEvents).values({ orderId, kind: 'status', title, note, actor });
}

export async function insertMessage(ex: Executor, companyId: number, title: string, content: string) {
  await ex.insert(messages).values({ companyId, title, content });
}

export interface AfterSaleRow {
  id: number;
  after_sale_no: string;
  order_id: number;
  order_no: string;
  company_id: number;
  kind: string;
  status: number;
  reason: string;
  images: StoredImage[];
  refund_amount: number;
  review_note: string;
  reviewed_at: number | null;
  refunded_at: number | null;
  created_at: number;
  /** fen of this after-sale credited to the balance ledger */
  to_balance: number;
}

const afterSaleColumns = sql`a.id, a.after_sale_no, a.order_id, o.order_no, a.company_id, a.kind, a.status, a.reason,
  a.images, a.refund_amount, a.review_note, ${epoch('a.reviewed_at')} AS reviewed_at,
  ${epoch('a.refunded_at')} AS refunded_at, ${epoch('a.created_at')} AS created_at,
  COALESCE((SELECT SUM(b.amount) FROM balance_ledger b
    WHERE b.order_id = a.order_id AND b.kind = 'after_sale_refund' AND b.note LIKE '%' || a.after_sale_no), 0)::int AS to_balance`;

export async function countAfterSales(ex: Executor, companyId: number, orderId?: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT COUNT(*)::int AS n FROM after_sales WHERE company_id = ${companyId}
        ${orderId === undefined ? sql`` : sql`AND order_id = ${orderId}`}`,
  );
  return rows[0]?.n ?? 0;
}

/** Newest first. */
export async function listAfterSales(
  ex: Executor,
  companyId: number,
  filter: { orderId?: number; limit: number; offset: number },
): Promise<AfterSaleRow[]> {
  return rowsOf<AfterSaleRow>(
    ex,
    sql`SELECT ${afterSaleColumns} FROM after_sales a JOIN orders o ON o.id = a.order_id
        WHERE a.company_id = ${companyId}
        ${filter.orderId === undefined ? sql`` : sql`AND a.order_id = ${filter.orderId}`}
        ORDER BY a.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
}

/** One after-sale of the store (any store when companyId is null), locked when `lock`. */
export async function findAfterSale(
  ex: Executor,
  where: { id: number } | { afterSaleNo: string },
  companyId: number | null,
  lock = false,
): Promise<AfterSaleRow | null> {
  const key = 'id' in where ? sql`a.id = ${where.id}` : sql`a.after_sale_no = ${where.afterSaleNo}`;
  const rows = await rowsOf<AfterSaleRow>(
    ex,
    sql`SELECT ${afterSaleColumns} FROM after_sales a JOIN orders o ON o.id = a.order_id
        WHERE ${key} ${companyId === null ? sql`` : sql`AND a.company_id = ${companyId}`}
        ${lock ? sql`FOR UPDATE OF a` : sql``}`,
  );
  return rows[0] ?? null;
}

/** The after-sale's lines with the order line they point at (all columns, for the view). */
export async function findAfterSaleLines(ex: Executor, afterSaleId: number) {
  return rowsOf<{ quantity: number; amount: number; line: Record<string, unknown> }>(
    ex,
    sql`SELECT al.quantity, al.amount, to_jsonb(l.*) AS line
        FROM after_sale_lines al JOIN order_lines l ON l.id = al.order_line_id
        WHERE al.after_sale_id = ${afterSaleId} ORDER BY l.id`,
  );
}

/** Pending applications for the operator, oldest first. */
export async function listPendingAfterSales(ex: Executor): Promise<AfterSaleRow[]> {
  return rowsOf<AfterSaleRow>(
    ex,
    sql`SELECT ${afterSaleColumns} FROM after_sales a JOIN orders o ON o.id = a.order_id
        WHERE a.status IN (0, 1) ORDER BY a.id`,
  );
}

export interface SettledPayment {
  id: number;
  payment_no: string;
  method: string;
  amount: number;
  refunded_amount: number;
}

/** The order's paid (or partly refunded) payment under FOR UPDATE; null when nothing was paid. */
export async function lockSettledPayment(ex: Executor, orderId: number): Promise<SettledPayment | null> {
  const rows = await rowsOf<SettledPayment>(
    ex,
    sql`SELECT id, payment_no, method, amount, refunded_amount FROM payments
        WHERE order_id = ${orderId} AND status IN (1, 3) FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/** Adds to the payment's refunded amount; fully refunded, it becomes status 3. */
export async function addPaymentRefund(ex: Executor, paymentId: number, amount: number): Promise<void> {
  await ex.execute(
    sql`UPDATE payments SET refunded_amount = refunded_amount + ${amount},
          status = CASE WHEN refunded_amount + ${amount} >= amount THEN 3 ELSE status END
        WHERE id = ${paymentId}`,
  );
}

/** The reviewer's decision on the application (1 approved, 3 rejected), with who and when. */
export async function setDecision(
  ex: Executor,
  id: number,
  status: number,
  operator: string,
  note: string,
  now: Date,
): Promise<void> {
  await ex.execute(
    sql`UPDATE after_sales SET status = ${status}, review_note = ${note}, reviewed_by = ${operator},
          reviewed_at = ${now.toISOString()}::timestamptz WHERE id = ${id}`,
  );
}

/** The application's lines count as refunded on their order lines, and its amount on the order. */
export async function recordRefund(ex: Executor, afterSaleId: number, orderId: number, amount: number) {
  await ex.execute(
    sql`UPDATE order_lines l SET refunded_quantity = l.refunded_quantity + al.quantity
        FROM after_sale_lines al WHERE al.after_sale_id = ${afterSaleId} AND al.order_line_id = l.id`,
  );
  await ex.execute(
    sql`UPDATE orders SET refunded_amount = refunded_amount + ${amount} WHERE id = ${orderId}`,
  );
}

/**
 * The application's units will never ship (refunded while the order is 待发货): counted on their
 * lines. Returns the units to put back per offer: the units themselves and the same-goods gifts
 * they no longer earn (a line keeps floor(gifts × units kept / units), see keptGifts).
 */
export async function cancelUnshipped(
  ex: Executor,
  afterSaleId: number,
): Promise<{ offer_id: number; quantity: number }[]> {
  return rowsOf<{ offer_id: number; quantity: number }>(
    ex,
    sql`UPDATE order_lines l SET cancelled_quantity = l.cancelled_quantity + al.quantity
        FROM after_sale_lines al WHERE al.after_sale_id = ${afterSaleId} AND al.order_line_id = l.id
        RETURNING l.offer_id, (al.quantity
          + ${keptGifts(sql`l.gift_stock`, sql`l.quantity`, sql`l.cancelled_quantity - al.quantity`)}
          - ${keptGifts(sql`l.gift_stock`, sql`l.quantity`, sql`l.cancelled_quantity`)})::int AS quantity`,
  );
}

/**
 * Whether the order belongs to a group buy still running: its paid units count toward the group's
 * target, which the settlement reads under the group's lock, so they may not change until it settles.
 */
export async function inRunningGroup(ex: Executor, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT gb.id FROM group_buy_orders j JOIN group_buys gb ON gb.id = j.group_buy_id
      WHERE j.order_id = ${orderId} AND gb.state = 'running'`,
  );
  return rows.length > 0;
}

/** Whether any unit of the order is still to ship. */
export async function hasUnitsToShip(ex: Executor, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM order_lines WHERE order_id = ${orderId} AND cancelled_quantity < quantity LIMIT 1`,
  );
  return rows.length > 0;
}

/** The application's refund once its approval settled it (an order closing gives back its shipping too). */
export async function setRefundAmount(ex: Executor, id: number, amount: number): Promise<void> {
  await ex.execute(sql`UPDATE after_sales SET refund_amount = ${amount} WHERE id = ${id}`);
}

/** Completed (status 2); a refund's completion carries its time. */
export async function markCompleted(ex: Executor, id: number, refundedAt: Date | null): Promise<void> {
  if (refundedAt)
    await ex.execute(
      sql`UPDATE after_sales SET status = 2, refunded_at = ${refundedAt.toISOString()}::timestamptz WHERE id = ${id}`,
    );
  else await ex.execute(sql`UPDATE after_sales SET status = 2 WHERE id = ${id}`);
}
