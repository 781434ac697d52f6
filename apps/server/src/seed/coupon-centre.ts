/**
 * The coupon centre's campaigns (领券中心): open ones with stock left, one sold out, one still to
 * come, and ones with a limit per store, some of whose coupons demo's main store already holds.
 * Every claim counted in `issued` is a member_coupons row of some store, so stock and holdings
 * agree. Runs after the sequences are reset, so rows take their ids from them.
 */
import type { DbHandle } from '../db/client.ts';
import { DEMO_COMPANY_ID } from './pricing.ts';

const DAY_MS = 86_400_000;

interface CampaignSeed {
  title: string;
  kind: 'reduce' | 'discount';
  threshold: number;
  /** fen for reduce, percent payable for discount */
  value: number;
  scope: string;
  /** codes of the business scopes it is limited to; none: every scope */
  scopeCodes?: readonly string[];
  /** claim window, days from now */
  starts: number;
  ends: number;
  total: number;
  limit: number;
  /** valid this many days from the claim, or over a fixed window (days from now) */
  validity: { days: number } | { from: number; to: number };
  /** coupons demo's main store claimed, and those other stores claimed (spread one store at a time) */
  demoClaims: number;
  otherClaims: number | 'all';
}

const ANYWHERE = '全场通用（不可用券商品除外）';

/** In display order (the sort column). */
export const COUPON_CAMPAIGNS: readonly CampaignSeed[] = [
  {
    title: '领券中心通用券 满100减8',
    kind: 'reduce',
    threshold: 10_000,
    value: 800,
    scope: ANYWHERE,
    starts: -5,
    ends: 25,
    total: 200,
    limit: 1,
    validity: { days: 15 },
    demoClaims: 0,
    otherClaims: 3,
  },
  {
    title: '新客回馈 满1000减60',
    kind: 'reduce',
    threshold: 100_000,
    value: 6_000,
    scope: ANYWHERE,
    starts: -10,
    ends: 20,
    // as many as the other stores hold: sold out
    total: 0,
    limit: 2,
    validity: { days: 30 },
    demoClaims: 0,
    otherClaims: 'all',
  },
  {
    title: '满2000享95折',
    kind: 'discount',
    threshold: 200_000,
    value: 95,
    scope: '处方药、非处方药可用（不可用券商品除外）',
    scopeCodes: ['rx', 'otc'],
    starts: -3,
    ends: 27,
    total: 100,
    limit: 2,
    validity: { days: 20 },
    demoClaims: 1,
    otherClaims: 2,
  },
  {
    title: '每店限领3张 满500减30',
    kind: 'reduce',
    threshold: 50_000,
    value: 3_000,
    scope: ANYWHERE,
    starts: -1,
    ends: 14,
    total: 300,
    limit: 3,
    validity: { days: 10 },
    demoClaims: 0,
    otherClaims: 4,
  },
  {
    title: '门店专享 满800减40',
    kind: 'reduce',
    threshold: 80_000,
    value: 4_000,
    scope: ANYWHERE,
    starts: -7,
    ends: 23,
    total: 150,
    limit: 1,
    validity: { from: -7, to: 30 },
    demoClaims: 1,
    otherClaims: 1,
  },
  {
    title: '月末预热 满1500减100',
    kind: 'reduce',
    threshold: 150_000,
    value: 10_000,
    scope: ANYWHERE,
    starts: 3,
    ends: 20,
    total: 100,
    limit: 1,
    validity: { from: 3, to: 40 },
    demoClaims: 0,
    otherClaims: 0,
  },
];

export async function seedCouponCentre(handle: DbHandle, now: Date): Promise<void> {
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS).toISOString();
  const others = (
    await handle.query<{ id: number }>('SELECT id FROM companies WHERE id <> $1 ORDER BY id', [
      DEMO_COMPANY_ID,
    ])
  ).map((c) => c.id);
  for (const [sort, c] of COUPON_CAMPAIGNS.entries()) {
    const [coupon] = await handle.query<{ id: number }>(
      `INSERT INTO coupons (title, kind, threshold, value, scope, scope_ids, created_at)
       VALUES ($1, $2, $3, $4, $5,
         (SELECT array_agg(id ORDER BY id) FROM business_scopes WHERE code = ANY($6::text[])), $7)
       RETURNING id`,
      [c.title, c.kind, c.threshold, c.value, c.scope, c.scopeCodes ?? [], day(c.starts - 1)],
    );
    // One claim per store in turn, until each holds the limit.
    const wanted = c.otherClaims === 'all' ? others.length * c.limit : Math.min(c.otherClaims, others.length);
    const holders = Array.from({ length: wanted }, (_, i) => others[i % others.length] as number);
    const claims = [...Array.from({ length: c.demoClaims }, () => DEMO_COMPANY_ID), ...holders];
    const total = c.otherClaims === 'all' ? claims.length : c.total;
    const fixed = 'from' in c.validity ? c.validity : null;
    const [campaign] = await handle.query<{ id: number }>(
      `INSERT INTO coupon_campaigns (coupon_id, starts_at, ends_at, total, issued, per_member_limit, valid_days,
         valid_from, valid_to, sort, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        coupon?.id,
        day(c.starts),
        day(c.ends),
        total,
        claims.length,
        c.limit,
        'days' in c.validity ? c.validity.days : null,
        fixed ? day(fixed.from) : null,
        fixed ? day(fixed.to) : null,
        sort,
        day(c.starts - 1),
      ],
    );
    // Claimed on the campaign's first days, one after another.
    for (const [i, companyId] of claims.entries()) {
      const at = Math.max(c.starts, -1) + i / (claims.length + 1);
      const from = fixed ? fixed.from : at;
      const to = fixed ? fixed.to : at + (c.validity as { days: number }).days;
      await handle.query(
        `INSERT INTO member_coupons (company_id, coupon_id, campaign_id, status, valid_from, valid_to, received_at)
         VALUES ($1, $2, $3, 0, $4, $5, $6)`,
        [companyId, coupon?.id, campaign?.id, day(from), day(to), day(at)],
      );
    }
  }
}
