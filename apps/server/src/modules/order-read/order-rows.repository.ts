/**
 * The order-row SQL shared by payment, the buyer's order actions and fulfilment: the locks (the
 * company row first, then the order row, as every money-moving writer of issue 6 takes them), the
 * status moves, the event log and the buyer's message.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface OrderHead {
  id: number;
  order_no: string;
  company_id: number;
  status: number;
  payable_amount: number;
  balance_amount: number;
  paid_amount: number;
  pay_method: string | null;
  /** the unpaid order's deadline has passed */
  expired: boolean;
}

const headColumns = sql`id, order_no, company_id, status::int AS status, payable_amount, balance_amount,
  paid_amount, pay_method, expires_at <= now() AS expired`;

/** The store's own order, locked; undefined for anyone else's id. */
export async function lockOwnOrder(
  ex: Executor,
  companyId: number,
  orderId: number,
): Promise<OrderHead | undefined> {
  const rows = await rowsOf<OrderHead>(
    ex,
    sql`SELECT ${headColumns} FROM orders WHERE id = ${orderId} AND company_id = ${companyId} FOR UPDATE`,
  );
  return rows[0];
}

export async function findOrderHeadByNo(ex: Executor, orderNo: string): Promise<OrderHead | undefined> {
  const rows = await rowsOf<OrderHead>(
    ex,
    sql`SELECT ${headColumns} FROM orders WHERE order_no = ${orderNo}`,
  );
  return rows[0];
}

export async function findOrderHead(ex: Executor, orderId: number): Promise<OrderHead | undefined> {
  const rows = await rowsOf<OrderHead>(ex, sql`SELECT ${headColumns} FROM orders WHERE id = ${orderId}`);
  return rows[0];
}

export async function lockOrder(ex: Executor, orderId: number): Promise<OrderHead | undefined> {
  const rows = await rowsOf<OrderHead>(
    ex,
    sql`SELECT ${headColumns} FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  return rows[0];
}

/** 待付款 → 待发货 with the whole payable amount paid by this method. */
export async function markOrderPaid(ex: Executor, orderId: number, method: string): Promise<void> {
  await ex.execute(
    sql`UPDATE orders SET status = 1, paid_amount = payable_amount, pay_method = ${method}, paid_at = now()
        WHERE id = ${orderId} AND status = 0`,
  );
}

/** 待收货 → 已完成; a delivery not recorded yet is taken to be now. */
export async function markOrderReceived(ex: Executor, orderId: number): Promise<void> {
  await ex.execute(
    sql`UPDATE orders SET status = 3, completed_at = now(), delivered_at = coalesce(delivered_at, now())
        WHERE id = ${orderId}`,
  );
}

export async function insertEvent(
  ex: Executor,
  orderId: number,
  event: { kind: 'status' | 'logistics'; title: string; note?: string; actor: string },
): Promise<void> {
  await ex.execute(
    sql`INSERT INTO order_events (order_id, kind, title, note, actor)
        VALUES (${orderId}, ${event.kind}, ${event.title}, ${event.note ?? ''}, ${event.actor})`,
  );
}

/** A message in the store's inbox (/zhzx/wdxx). */
export async function insertMessage(ex: Executor, companyId: number, title: string, content: string) {
  await ex.execute(
    sql`INSERT INTO messages (company_id, title, content) VALUES (${companyId}, ${title}, ${content})`,
  );
}
