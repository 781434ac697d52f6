/** The SQL of what a store is given: a cash voucher or a coupon (a recharge's bonus). */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A cash voucher given to the store (a recharge's bonus), usable from now for `days` days. */
export async function insertVoucher(
  ex: Executor,
  row: { companyId: number; title: string; amount: number; minAmount: number; days: number },
): Promise<void> {
  await ex.execute(
    sql`INSERT INTO cash_vouchers (company_id, title, amount, min_amount, valid_to)
      VALUES (${row.companyId}, ${row.title}, ${row.amount}, ${row.minAmount},
        now() + make_interval(days => ${row.days}))`,
  );
}

/** A coupon given to the store (a recharge's bonus), valid from now for `days` days. */
export async function grantCoupon(
  ex: Executor,
  row: { companyId: number; couponId: number; days: number },
): Promise<void> {
  await ex.execute(
    sql`INSERT INTO member_coupons (company_id, coupon_id, valid_from, valid_to)
      VALUES (${row.companyId}, ${row.couponId}, now(), now() + make_interval(days => ${row.days}))`,
  );
}
