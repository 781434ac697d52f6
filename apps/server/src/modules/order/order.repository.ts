/** The SQL of writing an order: the head, its lines and events, the stock it takes. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, ids, rowsOf } from '../../db/sql-rows.ts';
import { at } from '../jobs/jobs.repository.ts';
import type { NewOrderLine } from './order-lines.ts';

export interface OrderHead {
  id: number;
  order_no: string;
  status: 0 | 1 | 2 | 3 | 4;
  payable_amount: number;
  expires_at: number;
}

const headColumns = sql`id, order_no, status::int AS status, payable_amount, ${epoch(sql`expires_at`)} AS expires_at`;

export async function findByIdempotencyKey(
  ex: Executor,
  companyId: number,
  key: string,
): Promise<OrderHead | undefined> {
  const rows = await rowsOf<OrderHead>(
    ex,
    sql`SELECT ${headColumns} FROM orders WHERE company_id = ${companyId} AND idempotency_key = ${key}`,
  );
  return rows[0];
}

/** The offers of the order, locked in id order (the lock order every stock writer follows). */
export async function lockOffers(tx: Executor, offerIds: readonly number[]): Promise<void> {
  if (offerIds.length === 0) return;
  await tx.execute(sql`SELECT id FROM offers WHERE id = ANY(${ids(offerIds)}) ORDER BY id FOR UPDATE`);
}

/** Units in stock per offer (read under the offers' locks). */
export async function offerStocks(tx: Executor, offerIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; stock: number }>(
    tx,
    sql`SELECT id, stock FROM offers WHERE id = ANY(${ids(offerIds)})`,
  );
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Takes `quantity` units unless fewer are left; false when short. */
export async function takeStock(tx: Executor, offerId: number, quantity: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`UPDATE offers SET stock = stock - ${quantity} WHERE id = ${offerId} AND stock >= ${quantity} RETURNING id`,
  );
  return rows.length === 1;
}

export interface NewOrder {
  orderNo: string;
  companyId: number;
  memberId: number;
  status: 0 | 1;
  idempotencyKey: string;
  raw: number;
  goods: number;
  activity: number;
  coupon: number;
  voucher: number;
  shipping: number;
  balance: number;
  payable: number;
  payMethod: 'balance' | null;
  couponId: number | null;
  address: Record<string, string>;
  invoice: Record<string, unknown>;
  documents: string[];
  remark: string;
  expiresAt: Date;
  paidAt: Date | null;
}

/** The new order's id, or null when its number is taken (the caller draws another). */
/** The new order's head, or null when its number is taken (the caller draws another). */
export async function insertOrder(tx: Executor, o: NewOrder): Promise<OrderHead | null> {
  const rows = await rowsOf<OrderHead>(
    tx,
    sql`INSERT INTO orders (order_no, company_id, member_id, status, idempotency_key, raw_amount, goods_amount,
        activity_amount, coupon_amount, voucher_amount, shipping_amount, balance_amount, payable_amount, pay_method,
        coupon_id, address, invoice, documents, remark, expires_at, paid_at)
      VALUES (${o.orderNo}, ${o.companyId}, ${o.memberId}, ${o.status}, ${o.idempotencyKey}, ${o.raw}, ${o.goods},
        ${o.activity}, ${o.coupon}, ${o.voucher}, ${o.shipping}, ${o.balance}, ${o.payable}, ${o.payMethod},
        ${o.couponId}, ${JSON.stringify(o.address)}::jsonb, ${JSON.stringify(o.invoice)}::jsonb,
        ${sql.param(o.documents)}::text[], ${o.remark}, ${at(o.expiresAt)}, ${o.paidAt ? at(o.paidAt) : null})
      ON CONFLICT (order_no) DO NOTHING RETURNING ${headColumns}`,
  );
  return rows[0] ?? null;
}

export async function findHead(ex: Executor, orderId: number): Promise<OrderHead> {
  const rows = await rowsOf<OrderHead>(ex, sql`SELECT ${headColumns} FROM orders WHERE id = ${orderId}`);
  if (!rows[0]) throw new Error(`order ${orderId} vanished`);
  return rows[0];
}

export async function insertLines(
  tx: Executor,
  orderId: number,
  lines: readonly NewOrderLine[],
): Promise<void> {
  if (lines.length === 0) return;
  // One statement whatever the number of lines: the rows travel as one JSON array.
  await tx.execute(
    sql`INSERT INTO order_lines (order_id, offer_id, goods_id, type, combination_id, is_yj, name, generic_name, spec,
        dosage_form, manufacturer, approval_number, batch_number, expiry_date, unit, image, quantity, unit_price,
        raw_unit_price, amount, activity_share, coupon_share, gift_quantity, gift_stock, mah, gift_name, trade_up_id)
      SELECT ${orderId}, r.offer_id, r.goods_id, r.type, r.combination_id, r.is_yj, r.name, r.generic_name, r.spec,
        r.dosage_form, r.manufacturer, r.approval_number, r.batch_number, r.expiry_date, r.unit, r.image, r.quantity,
        r.unit_price, r.raw_unit_price, r.amount, r.activity_share, r.coupon_share, r.gift_quantity, r.gift_stock,
        r.mah, r.gift_name, r.trade_up_id
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS r(offer_id int, goods_id int, type smallint,
        combination_id int, is_yj boolean, name text, generic_name text, spec text, dosage_form text,
        manufacturer text, approval_number text, batch_number text, expiry_date date, unit text, image text,
        quantity int, unit_price int, raw_unit_price int, amount int, activity_share int, coupon_share int,
        gift_quantity int, gift_stock int, mah text, gift_name text, trade_up_id int)`,
  );
}

export async function insertEvent(
  tx: Executor,
  orderId: number,
  title: string,
  note: string,
  actor: string,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_events (order_id, kind, title, note, actor) VALUES (${orderId}, 'status', ${title}, ${note}, ${actor})`,
  );
}

/** The store an order belongs to, read without a lock (the caller locks the company first). */
export async function findOrderCompany(ex: Executor, orderId: number): Promise<number | undefined> {
  const rows = await rowsOf<{ company_id: number }>(
    ex,
    sql`SELECT company_id FROM orders WHERE id = ${orderId}`,
  );
  return rows[0]?.company_id;
}

export interface LockedOrder {
  id: number;
  company_id: number;
  order_no: string;
  status: number;
  balance_amount: number;
}

/** The order row under FOR UPDATE; the caller holds the company row already. */
export async function lockOrderRow(tx: Executor, orderId: number): Promise<LockedOrder | undefined> {
  const rows = await rowsOf<LockedOrder>(
    tx,
    sql`SELECT id, company_id, order_no, status::int AS status, balance_amount FROM orders
      WHERE id = ${orderId} FOR UPDATE`,
  );
  return rows[0];
}

export async function isOwnOrder(ex: Executor, companyId: number, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM orders WHERE id = ${orderId} AND company_id = ${companyId}`,
  );
  return rows.length > 0;
}

/** Units the order took per offer (gifts that left stock included), in offer id order. */
export async function stockTaken(
  ex: Executor,
  orderId: number,
): Promise<{ offer_id: number; quantity: number }[]> {
  return rowsOf<{ offer_id: number; quantity: number }>(
    ex,
    sql`SELECT offer_id, sum(quantity + gift_stock)::int AS quantity FROM order_lines WHERE order_id = ${orderId}
      GROUP BY offer_id ORDER BY offer_id`,
  );
}

export async function returnStock(tx: Executor, offerId: number, quantity: number): Promise<void> {
  await tx.execute(sql`UPDATE offers SET stock = stock + ${quantity} WHERE id = ${offerId}`);
}

/** The order's used coupon and cash vouchers become usable again. */
export async function releaseCouponsAndVouchers(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE member_coupons SET status = 0, order_id = NULL, used_at = NULL WHERE order_id = ${orderId} AND status = 1`,
  );
  await tx.execute(
    sql`UPDATE cash_vouchers SET status = 0, order_id = NULL, used_at = NULL WHERE order_id = ${orderId} AND status = 1`,
  );
}

/** Pending payments of the order are closed, so a late confirm finds nothing open. */
export async function closePendingPayments(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE payments SET status = 2, closed_at = now() WHERE order_id = ${orderId} AND status = 0`,
  );
}

export async function markCancelled(
  tx: Executor,
  orderId: number,
  cancelledStatus: number,
  reason: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET status = ${cancelledStatus}, cancel_reason = ${reason}, cancelled_at = now()
      WHERE id = ${orderId}`,
  );
}

/** The order's payment deadline in Unix seconds (fractional), or undefined without the order. */
export async function findExpiresAt(ex: Executor, orderId: number): Promise<number | undefined> {
  const rows = await rowsOf<{ expires_at: number }>(
    ex,
    sql`SELECT extract(epoch FROM expires_at)::float8 AS expires_at FROM orders WHERE id = ${orderId}`,
  );
  return rows[0]?.expires_at;
}
