/** The only SQL of fulfilment: the operator's order list, the pending transfer, shipping fields, parcels. */
import { RETURN_KINDS } from '@mall/shared/order';
import { sql } from 'drizzle-orm';
import { chinaChar } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface ListedOrder {
  order_no: string;
  status: number;
  company: string;
  /** fen still to pay (0 when the balance covered the order at submit) */
  payable_amount: number;
  /** fen taken from the balance at submit */
  balance_amount: number;
  /** fen paid by pay_method after submit */
  paid_amount: number;
  pay_method: string | null;
  awaiting_transfer: boolean;
  carrier: string;
  tracking_no: string;
  created_at: string;
}

/** Newest first; `status` narrows to one state. */
export function listForOperator(
  ex: Executor,
  status: number | undefined,
  limit: number,
): Promise<ListedOrder[]> {
  return rowsOf<ListedOrder>(
    ex,
    sql`SELECT o.order_no, o.status::int AS status, c.name AS company, o.payable_amount, o.balance_amount, o.paid_amount,
          o.pay_method,
          EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.method = 'transfer' AND p.status = 0)
            AS awaiting_transfer,
          o.carrier, o.tracking_no,
          ${chinaChar(sql`o.created_at`, 'YYYY-MM-DD HH24:MI')} AS created_at
        FROM orders o JOIN companies c ON c.id = o.company_id
        ${status === undefined ? sql`` : sql`WHERE o.status = ${status}`}
        ORDER BY o.id DESC LIMIT ${limit}`,
  );
}

export async function findPendingTransfer(
  ex: Executor,
  orderId: number,
): Promise<{ id: number } | undefined> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM payments WHERE order_id = ${orderId} AND method = 'transfer' AND status = 0
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
  );
  return rows[0];
}

/** Where the goods leave from: the warehouse of the order's first line. */
export async function findWarehouseName(ex: Executor, orderId: number): Promise<string> {
  const rows = await rowsOf<{ name: string }>(
    ex,
    sql`SELECT w.name FROM order_lines l JOIN offers f ON f.id = l.offer_id JOIN warehouses w ON w.id = f.warehouse_id
        WHERE l.order_id = ${orderId} ORDER BY l.id LIMIT 1`,
  );
  return rows[0]?.name ?? '';
}

export async function setShipped(ex: Executor, orderId: number, carrier: string, trackingNo: string) {
  await ex.execute(
    sql`UPDATE orders SET status = 2, carrier = ${carrier}, tracking_no = ${trackingNo}, shipped_at = now()
        WHERE id = ${orderId} AND status = 1`,
  );
}

export async function setDelivered(ex: Executor, orderId: number) {
  await ex.execute(
    sql`UPDATE orders SET delivered_at = now() WHERE id = ${orderId} AND delivered_at IS NULL`,
  );
}

/**
 * Whether an after-sale application of the order is still open (申请中 or 审核通过): of the given
 * kinds, by default the refunds (退货退款, 仅退款), whose review 发货 waits for.
 */
export async function hasOpenAfterSale(
  ex: Executor,
  orderId: number,
  kinds: readonly string[] | 'any' = RETURN_KINDS,
): Promise<boolean> {
  const ofKinds = kinds === 'any' ? sql`` : sql`AND kind = ANY(${sql.param([...kinds])}::text[])`;
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM after_sales WHERE order_id = ${orderId} AND status IN (0, 1) ${ofKinds} LIMIT 1`,
  );
  return rows.length > 0;
}

export async function isDelivered(ex: Executor, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ delivered: boolean }>(
    ex,
    sql`SELECT delivered_at IS NOT NULL AS delivered FROM orders WHERE id = ${orderId}`,
  );
  return rows[0]?.delivered ?? false;
}

export async function insertParcel(
  ex: Executor,
  orderId: number,
  carrier: string,
  trackingNo: string,
  actor: string,
): Promise<void> {
  await ex.execute(
    sql`INSERT INTO order_parcels (order_id, carrier, tracking_no, actor)
        VALUES (${orderId}, ${carrier}, ${trackingNo}, ${actor})`,
  );
}

export async function countParcels(ex: Executor, orderId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM order_parcels WHERE order_id = ${orderId}`,
  );
  return rows[0]?.n ?? 0;
}

export async function hasParcel(ex: Executor, orderId: number, trackingNo: string): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(
    ex,
    sql`SELECT EXISTS (SELECT 1 FROM order_parcels WHERE order_id = ${orderId} AND tracking_no = ${trackingNo}) AS found`,
  );
  return rows[0]?.found ?? false;
}
