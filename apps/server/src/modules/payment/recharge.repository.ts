/** The only SQL of balance recharges: the tiers on offer and the recharge rows, each its own online payment. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf, wholeEpoch } from '../../db/sql-rows.ts';

export const RECHARGE_PENDING = 0;
export const RECHARGE_PAID = 1;
export const RECHARGE_CLOSED = 2;

export interface TierRow {
  id: number;
  title: string;
  amount: number;
  bonus_voucher: number;
  bonus_voucher_days: number;
  bonus_coupon_id: number | null;
  bonus_coupon_days: number;
  /** the bonus coupon's title, when there is one */
  coupon_title: string | null;
}

const tierColumns = sql`t.id, t.title, t.amount, t.bonus_voucher, t.bonus_voucher_days, t.bonus_coupon_id,
  t.bonus_coupon_days, c.title AS coupon_title`;
const tierFrom = sql`recharge_tiers t LEFT JOIN coupons c ON c.id = t.bonus_coupon_id`;

/** The active tiers in their order (sort, then amount). */
export function listActiveTiers(ex: Executor): Promise<TierRow[]> {
  return rowsOf<TierRow>(
    ex,
    sql`SELECT ${tierColumns} FROM ${tierFrom} WHERE t.active ORDER BY t.sort, t.amount, t.id`,
  );
}

export async function findActiveTier(ex: Executor, id: number): Promise<TierRow | undefined> {
  const rows = await rowsOf<TierRow>(
    ex,
    sql`SELECT ${tierColumns} FROM ${tierFrom} WHERE t.id = ${id} AND t.active`,
  );
  return rows[0];
}

export interface RechargeRow {
  id: number;
  recharge_no: string;
  payment_no: string;
  company_id: number;
  amount: number;
  bonus_voucher: number;
  bonus_voucher_days: number;
  bonus_coupon_id: number | null;
  bonus_coupon_days: number;
  bonus_text: string;
  status: 0 | 1 | 2;
  created_at: number;
  paid_at: number | null;
}

const rechargeColumns = sql`r.id, r.recharge_no, r.payment_no, r.company_id, r.amount, r.bonus_voucher,
  r.bonus_voucher_days, r.bonus_coupon_id, r.bonus_coupon_days, r.bonus_text, r.status::int AS status,
  ${wholeEpoch(sql`r.created_at`)} AS created_at, ${wholeEpoch(sql`r.paid_at`)} AS paid_at`;

export interface NewRecharge {
  rechargeNo: string;
  paymentNo: string;
  companyId: number;
  memberId: number;
  tierId: number | null;
  amount: number;
  bonusVoucher: number;
  bonusVoucherDays: number;
  bonusCouponId: number | null;
  bonusCouponDays: number;
  bonusText: string;
}

export async function insertRecharge(ex: Executor, r: NewRecharge): Promise<RechargeRow> {
  const rows = await rowsOf<RechargeRow>(
    ex,
    sql`WITH r AS (
        INSERT INTO recharges (recharge_no, payment_no, company_id, member_id, tier_id, amount, bonus_voucher,
          bonus_voucher_days, bonus_coupon_id, bonus_coupon_days, bonus_text)
        VALUES (${r.rechargeNo}, ${r.paymentNo}, ${r.companyId}, ${r.memberId}, ${r.tierId}, ${r.amount},
          ${r.bonusVoucher}, ${r.bonusVoucherDays}, ${r.bonusCouponId}, ${r.bonusCouponDays}, ${r.bonusText})
        RETURNING *)
      SELECT ${rechargeColumns} FROM r`,
  );
  const row = rows[0];
  if (!row) throw new Error('recharge insert returned no row');
  return row;
}

/** The recharge paid through this gateway number, whoever it belongs to (the callback's look-up). */
export async function findRechargeByPaymentNo(
  ex: Executor,
  paymentNo: string,
): Promise<RechargeRow | undefined> {
  const rows = await rowsOf<RechargeRow>(
    ex,
    sql`SELECT ${rechargeColumns} FROM recharges r WHERE r.payment_no = ${paymentNo}`,
  );
  return rows[0];
}

/** One of the store's recharges by its number. */
export async function findOwnRecharge(
  ex: Executor,
  companyId: number,
  rechargeNo: string,
): Promise<RechargeRow | undefined> {
  const rows = await rowsOf<RechargeRow>(
    ex,
    sql`SELECT ${rechargeColumns} FROM recharges r WHERE r.recharge_no = ${rechargeNo} AND r.company_id = ${companyId}`,
  );
  return rows[0];
}

/** Read again under the row's lock: the settlement decides from the state no one else can change now. */
export async function lockRecharge(ex: Executor, id: number): Promise<RechargeRow | undefined> {
  const rows = await rowsOf<RechargeRow>(
    ex,
    sql`SELECT ${rechargeColumns} FROM recharges r WHERE r.id = ${id} FOR UPDATE`,
  );
  return rows[0];
}

export async function setRechargePaid(ex: Executor, id: number, gatewayRef: string): Promise<void> {
  await ex.execute(
    sql`UPDATE recharges SET status = 1, gateway_ref = ${gatewayRef}, paid_at = now(), closed_at = NULL
      WHERE id = ${id}`,
  );
}

export async function closeRecharge(ex: Executor, id: number): Promise<void> {
  await ex.execute(sql`UPDATE recharges SET status = 2, closed_at = now() WHERE id = ${id} AND status = 0`);
}
