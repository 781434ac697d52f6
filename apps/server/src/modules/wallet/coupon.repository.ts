/** The SQL of a store's coupons and cash vouchers. Every query is scoped to one store. */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, rowsOf } from '../../db/sql-rows.ts';

export interface CouponRow {
  id: number;
  title: string;
  kind: 'reduce' | 'discount';
  threshold: number;
  value: number;
  status: 0 | 1 | 2;
  valid_from: number;
  valid_to: number;
  /** the window holds now */
  in_window: boolean;
  scope: string;
  /** the business scopes it is limited to; null: every scope */
  scope_ids: number[] | null;
}

const couponColumns = sql`mc.id, c.title, c.kind, c.threshold, c.value, mc.status::int AS status,
  ${epoch(sql`mc.valid_from`)} AS valid_from, ${epoch(sql`mc.valid_to`)} AS valid_to,
  (mc.valid_from <= now() AND mc.valid_to > now()) AS in_window, c.scope, c.scope_ids`;
const couponFrom = sql`member_coupons mc JOIN coupons c ON c.id = mc.coupon_id`;

/** One of the store's coupons; `lock` holds its row until the transaction ends. */
export async function findCoupon(
  ex: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<CouponRow | undefined> {
  const rows = await rowsOf<CouponRow>(
    ex,
    sql`SELECT ${couponColumns} FROM ${couponFrom} WHERE mc.id = ${id} AND mc.company_id = ${companyId}
      ${lock ? sql`FOR UPDATE OF mc` : sql``}`,
  );
  return rows[0];
}

/** The store's unused coupons whose window holds now. */
export function listUnusedCoupons(ex: Executor, companyId: number): Promise<CouponRow[]> {
  return rowsOf<CouponRow>(
    ex,
    sql`SELECT ${couponColumns} FROM ${couponFrom}
      WHERE mc.company_id = ${companyId} AND mc.status = 0 AND mc.valid_from <= now() AND mc.valid_to > now()
      ORDER BY mc.valid_to, mc.id`,
  );
}

/**
 * Coupons as the member centre shows them: 0 unused (in or before its window), 1 used, 2 expired —
 * an unused coupon past its window counts as expired whatever its row says.
 */
export function couponStatusFilter(status: 0 | 1 | 2 | undefined): SQL {
  if (status === 0) return sql`AND mc.status = 0 AND mc.valid_to > now()`;
  if (status === 1) return sql`AND mc.status = 1`;
  if (status === 2) return sql`AND (mc.status = 2 OR (mc.status = 0 AND mc.valid_to <= now()))`;
  return sql``;
}

export async function pageCoupons(
  ex: Executor,
  companyId: number,
  filter: { status: 0 | 1 | 2 | undefined; kind: 'reduce' | 'discount' | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = sql`mc.company_id = ${companyId} ${couponStatusFilter(filter.status)}
    ${filter.kind ? sql`AND c.kind = ${filter.kind}` : sql``}`;
  const [rows, counted] = await Promise.all([
    rowsOf<CouponRow>(
      ex,
      sql`SELECT ${couponColumns} FROM ${couponFrom} WHERE ${where} ORDER BY mc.valid_to DESC, mc.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM ${couponFrom} WHERE ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function countUnusedCoupons(ex: Executor, companyId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM member_coupons mc WHERE mc.company_id = ${companyId} ${couponStatusFilter(0)}`,
  );
  return rows[0]?.n ?? 0;
}

export interface VoucherRow {
  id: number;
  title: string;
  amount: number;
  min_amount: number;
  status: 0 | 1 | 2;
  valid_to: number;
  in_window: boolean;
}

const voucherColumns = sql`v.id, v.title, v.amount, v.min_amount, v.status::int AS status,
  ${epoch(sql`v.valid_to`)} AS valid_to, (v.valid_to > now()) AS in_window`;

export async function findVoucher(
  ex: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<VoucherRow | undefined> {
  const rows = await rowsOf<VoucherRow>(
    ex,
    sql`SELECT ${voucherColumns} FROM cash_vouchers v WHERE v.id = ${id} AND v.company_id = ${companyId}
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0];
}

function voucherStatusFilter(status: 0 | 1 | 2 | undefined): SQL {
  if (status === 0) return sql`AND v.status = 0 AND v.valid_to > now()`;
  if (status === 1) return sql`AND v.status = 1`;
  if (status === 2) return sql`AND (v.status = 2 OR (v.status = 0 AND v.valid_to <= now()))`;
  return sql``;
}

export async function pageVouchers(
  ex: Executor,
  companyId: number,
  status: 0 | 1 | 2 | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: VoucherRow[]; total: number }> {
  const where = sql`v.company_id = ${companyId} ${voucherStatusFilter(status)}`;
  const [rows, counted] = await Promise.all([
    rowsOf<VoucherRow>(
      ex,
      sql`SELECT ${voucherColumns} FROM cash_vouchers v WHERE ${where} ORDER BY v.valid_to DESC, v.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM cash_vouchers v WHERE ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
