/** The SQL of writing an order: the head, its lines and events, the stock it takes. */
import type { ShippedTo } from '@mall/shared/order';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keepsPlans } from '../../db/plan-cache.ts';
import { epoch, ids, keptGifts, rowsOf } from '../../db/sql-rows.ts';
import type { InvoiceProfileRow } from '../invoice/invoice.repository.ts';
import type { StoreRow } from '../store/store.repository.ts';
import type { NewOrderLine } from './order-lines.ts';

export interface OrderHead {
  id: number;
  order_no: string;
  status: 0 | 1 | 2 | 3 | 4;
  payable_amount: number;
  expires_at: number;
}

const headColumns = sql`id, order_no, status::int AS status, payable_amount, ${epoch(sql`expires_at`)} AS expires_at`;

/** The store's row, locked, and what the order reads of the store after the lock (open_order). */
export interface OpenedOrder {
  store: StoreRow;
  /** the order already placed under the idempotency key */
  existing: OrderHead | null;
  address: ShippedTo | null;
  invoice: InvoiceProfileRow | null;
  /** the store's balance, fen */
  balance: number;
}

/**
 * Locks the store's row and reads, after the lock, the order already placed under `key`, the
 * address, the invoice profile and the balance, in one statement (open_order, migration 0044).
 * undefined when the store does not exist.
 */
export async function openOrder(
  tx: Executor,
  companyId: number,
  key: string,
  addressId: number,
): Promise<OpenedOrder | undefined> {
  const rows = await rowsOf<{ opened: OpenedOrder | null }>(
    tx,
    sql`SELECT open_order(${companyId}::int, ${key}::text, ${addressId}::int, ${keepsPlans(tx)}::boolean) AS opened`,
  );
  return rows[0]?.opened ?? undefined;
}

/** The offers of the order, locked in id order (the lock order every stock writer follows). */
export async function lockOffers(tx: Executor, offerIds: readonly number[]): Promise<void> {
  if (offerIds.length === 0) return;
  await tx.execute(sql`SELECT id FROM offers WHERE id = ANY(${ids(offerIds)}) ORDER BY id FOR UPDATE`);
}

/** An order's head as the checkout decided it. */
export interface NewOrder {
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
  address: ShippedTo;
  invoice: Record<string, unknown>;
  documents: string[];
  remark: string;
  expiresAt: Date;
  paidAt: Date | null;
}

/** Everything place_order (migration 0042) writes for one order; amounts in fen. */
export interface PlacedOrder extends NewOrder {
  /** candidate order numbers, the first free one is taken */
  numbers: string[];
  voucherId: number | null;
  /** units per offer in offer id order */
  take: readonly { offer_id: number; quantity: number }[];
  lines: readonly NewOrderLine[];
  events: readonly { title: string; note: string; actor: string }[];
  /** the balance movement's note; `{no}` becomes the order number */
  balanceNote: string;
  /** the job due at expiresAt with the order's id, null for none */
  jobKind: string | null;
  /** the store's cart lines the order was made of, null when it was not made from the cart */
  cartLineIds: readonly number[] | null;
}

export type PlaceOutcome = { head: OrderHead } | { shortOfferId: number } | { balanceShort: true };

/**
 * Writes the order in one statement (place_order): stock, head, lines, coupon and voucher, balance,
 * events, job, cart lines. The caller holds the company and offers' locks and rolls back on a
 * refusal: the stock of offers before the short one is already taken.
 */
export async function placeOrderRows(tx: Executor, o: PlacedOrder): Promise<PlaceOutcome> {
  const payload = {
    company_id: o.companyId,
    member_id: o.memberId,
    status: o.status,
    idempotency_key: o.idempotencyKey,
    raw: o.raw,
    goods: o.goods,
    activity: o.activity,
    coupon: o.coupon,
    voucher: o.voucher,
    shipping: o.shipping,
    balance: o.balance,
    payable: o.payable,
    pay_method: o.payMethod,
    coupon_id: o.couponId,
    voucher_id: o.voucherId,
    address: o.address,
    invoice: o.invoice,
    documents: o.documents,
    remark: o.remark,
    expires_at: o.expiresAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    numbers: o.numbers,
    stock: o.take,
    lines: o.lines,
    events: o.events,
    balance_note: o.balanceNote,
    job_kind: o.jobKind,
    cart_line_ids: o.cartLineIds,
  };
  const rows = await rowsOf<{ placed: Record<string, unknown> }>(
    tx,
    sql`SELECT place_order(${JSON.stringify(payload)}::jsonb) AS placed`,
  );
  const placed = rows[0]?.placed;
  if (!placed) throw new Error('place_order returned nothing');
  if (typeof placed.short === 'number') return { shortOfferId: placed.short };
  if (placed.balance_short === true) return { balanceShort: true };
  return { head: placed as unknown as OrderHead };
}

export async function findHead(ex: Executor, orderId: number): Promise<OrderHead> {
  const rows = await rowsOf<OrderHead>(ex, sql`SELECT ${headColumns} FROM orders WHERE id = ${orderId}`);
  if (!rows[0]) throw new Error(`order ${orderId} vanished`);
  return rows[0];
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

/**
 * Units the order took per offer and still holds (gifts that left stock included), in offer id
 * order: units refunded before shipping went back already, with the gifts they no longer earn.
 */
export async function stockTaken(
  ex: Executor,
  orderId: number,
): Promise<{ offer_id: number; quantity: number }[]> {
  return rowsOf<{ offer_id: number; quantity: number }>(
    ex,
    sql`SELECT offer_id, sum(quantity - cancelled_quantity
        + ${keptGifts(sql`gift_stock`, sql`quantity`, sql`cancelled_quantity`)})::int AS quantity
      FROM order_lines WHERE order_id = ${orderId}
      GROUP BY offer_id HAVING sum(quantity - cancelled_quantity) > 0 ORDER BY offer_id`,
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
