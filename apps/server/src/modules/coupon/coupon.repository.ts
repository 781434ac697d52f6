/**
 * The SQL of the coupon centre: the campaigns on show, one campaign locked for a claim, the
 * conditional take of one coupon from its stock, the claimed coupon's row, and a store's coupon
 * counts per tab of 我的优惠券.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberCoupons } from '../../db/schema.ts';
import { epoch, rowsOf } from '../../db/sql-rows.ts';

export interface CampaignRow {
  id: number;
  coupon_id: number;
  title: string;
  kind: 'reduce' | 'discount';
  threshold: number;
  value: number;
  scope: string;
  starts_at: number;
  ends_at: number;
  total: number;
  issued: number;
  per_member_limit: number;
  valid_days: number | null;
  valid_from: number | null;
  valid_to: number | null;
  /** the claim window has opened / closed, on the database's clock */
  started: boolean;
  ended: boolean;
  /** coupons of this campaign the store holds (0 without a store) */
  claimed: number;
}

/** companyId 0: a guest, who has claimed nothing. */
const campaignColumns = (companyId: number) => sql`cc.id, cc.coupon_id, c.title, c.kind, c.threshold,
  c.value, c.scope, ${epoch(sql`cc.starts_at`)} AS starts_at, ${epoch(sql`cc.ends_at`)} AS ends_at,
  cc.total, cc.issued, cc.per_member_limit, cc.valid_days,
  ${epoch(sql`cc.valid_from`)} AS valid_from, ${epoch(sql`cc.valid_to`)} AS valid_to,
  (cc.starts_at <= now()) AS started, (cc.ends_at <= now()) AS ended,
  (SELECT count(*)::int FROM member_coupons mc
    WHERE mc.campaign_id = cc.id AND mc.company_id = ${companyId}) AS claimed`;
const campaignFrom = sql`coupon_campaigns cc JOIN coupons c ON c.id = cc.coupon_id`;

/** Active campaigns not yet ended: open ones first, then those to come, each by sort and id. */
export async function pageCampaigns(
  ex: Executor,
  companyId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CampaignRow[]; total: number }> {
  const where = sql`cc.active AND cc.ends_at > now()`;
  const [rows, counted] = await Promise.all([
    rowsOf<CampaignRow>(
      ex,
      sql`SELECT ${campaignColumns(companyId)} FROM ${campaignFrom} WHERE ${where}
        ORDER BY (cc.starts_at > now()), cc.sort, cc.id LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM coupon_campaigns cc WHERE ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * One active campaign with what this store has claimed of it; `lock` holds the campaign's row
 * (FOR UPDATE) until the transaction ends, so claims of it queue and read its stock one by one.
 */
export async function findCampaign(
  ex: Executor,
  id: number,
  companyId: number,
  lock = false,
): Promise<CampaignRow | undefined> {
  const rows = await rowsOf<CampaignRow>(
    ex,
    sql`SELECT ${campaignColumns(companyId)} FROM ${campaignFrom} WHERE cc.id = ${id} AND cc.active
      ${lock ? sql`FOR UPDATE OF cc` : sql``}`,
  );
  return rows[0];
}

/** Takes one coupon from the campaign's stock; false when none is left (nothing changes). */
export async function takeFromStock(ex: Executor, id: number): Promise<boolean> {
  const rows = await rowsOf<{ issued: number }>(
    ex,
    sql`UPDATE coupon_campaigns SET issued = issued + 1 WHERE id = ${id} AND issued < total RETURNING issued`,
  );
  return rows.length === 1;
}

/**
 * The claimed coupon, held by the store from now: for `validDays` days, or over the campaign's
 * fixed window. Returns its member_coupons id.
 */
export async function insertClaimedCoupon(
  ex: Executor,
  row: {
    companyId: number;
    couponId: number;
    campaignId: number;
    validity: { days: number } | { from: number; to: number };
  },
): Promise<number> {
  const window =
    'days' in row.validity
      ? { validFrom: sql`now()`, validTo: sql`now() + make_interval(days => ${row.validity.days})` }
      : {
          validFrom: sql`to_timestamp(${row.validity.from})`,
          validTo: sql`to_timestamp(${row.validity.to})`,
        };
  const [inserted] = await ex
    .insert(memberCoupons)
    .values({
      companyId: row.companyId,
      couponId: row.couponId,
      campaignId: row.campaignId,
      status: 0,
      validFrom: window.validFrom,
      validTo: window.validTo,
    })
    .returning({ id: memberCoupons.id });
  if (!inserted) throw new Error('member_coupons insert returned no row');
  return inserted.id;
}

/**
 * The store's coupons per tab: unused (in or before its window), used, and expired — an unused
 * coupon past its window counts as expired, as GET /api/user/coupon reads it.
 */
export async function countCouponsByTab(
  ex: Executor,
  companyId: number,
): Promise<{ unused: number; used: number; expired: number }> {
  const rows = await rowsOf<{ unused: number; used: number; expired: number }>(
    ex,
    sql`SELECT count(*) FILTER (WHERE status = 0 AND valid_to > now())::int AS unused,
        count(*) FILTER (WHERE status = 1)::int AS used,
        count(*) FILTER (WHERE status = 2 OR (status = 0 AND valid_to <= now()))::int AS expired
      FROM member_coupons WHERE company_id = ${companyId}`,
  );
  return rows[0] ?? { unused: 0, used: 0, expired: 0 };
}
