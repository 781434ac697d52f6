/**
 * The coupon centre (领券中心): the campaigns on show with their stock and what the asking store
 * has claimed, the claim itself, and the counts of 我的优惠券's tabs.
 *
 * A claim is one transaction: the store's row lock first (every writer of a store's money and
 * claims queues there, so one store's claims count its own coupons one at a time), then the
 * campaign's row FOR UPDATE (claims of one campaign from all stores read its stock one at a time),
 * then a conditional take from the stock and the coupon's row. Nothing is written on a refusal.
 */
import type { Page } from '@mall/shared/codes';
import {
  type CampaignState,
  COUPON_MESSAGES,
  type CouponCampaign,
  type CouponCounts,
  type CouponReceived,
} from '@mall/shared/coupon';
import { formatFen } from '@mall/shared/money';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  type CampaignRow,
  countCouponsByTab,
  findCampaign,
  insertClaimedCoupon,
  pageCampaigns,
  takeFromStock,
} from './coupon.repository.ts';
import type { CentreQuery } from './coupon.schemas.ts';

function stateOf(row: CampaignRow): CampaignState {
  if (row.ended) return 'ended';
  if (!row.started) return 'upcoming';
  return row.issued >= row.total ? 'sold_out' : 'open';
}

export function campaignRead(row: CampaignRow, signedIn: boolean): CouponCampaign {
  const state = stateOf(row);
  const whole = (seconds: number | null) => (seconds === null ? null : Math.floor(seconds));
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    threshold: formatFen(row.threshold),
    value: row.kind === 'reduce' ? formatFen(row.value) : null,
    rate: row.kind === 'discount' ? row.value : null,
    scope: row.scope,
    starts_at: Math.floor(row.starts_at),
    ends_at: Math.floor(row.ends_at),
    total: row.total,
    remaining: Math.max(0, row.total - row.issued),
    per_member_limit: row.per_member_limit,
    claimed: row.claimed,
    state,
    claimable: signedIn && state === 'open' && row.claimed < row.per_member_limit,
    valid_days: row.valid_days,
    valid_from: whole(row.valid_from),
    valid_to: whole(row.valid_to),
  };
}

/** The campaigns on show; a guest sees them too, with nothing claimed and nothing claimable. */
export async function couponCentre(
  ctx: DbContext,
  session: SessionInfo | null,
  q: CentreQuery,
): Promise<Page<CouponCampaign>> {
  const { rows, total } = await pageCampaigns(
    ctx.db,
    session?.companyId ?? 0,
    q.page_size,
    (q.page - 1) * q.page_size,
  );
  return {
    list: rows.map((r) => campaignRead(r, session !== null)),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

/** Claims one coupon of campaign `id` for the session's store, or refuses with the reason. */
export async function receiveCoupon(
  ctx: DbContext,
  session: SessionInfo,
  id: number,
): Promise<CouponReceived> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockStore(tx, session.companyId))) throw new AppError('not_found', COUPON_MESSAGES.noStore);
    const row = await findCampaign(tx, id, session.companyId, true);
    if (!row) throw new AppError('not_found', COUPON_MESSAGES.notFound);
    if (row.ended) throw new AppError('bad_request', COUPON_MESSAGES.ended);
    if (!row.started) throw new AppError('bad_request', COUPON_MESSAGES.notStarted);
    if (row.claimed >= row.per_member_limit) throw new AppError('bad_request', COUPON_MESSAGES.limitReached);
    if (row.issued >= row.total || !(await takeFromStock(tx, id)))
      throw new AppError('bad_request', COUPON_MESSAGES.soldOut);
    const validity =
      row.valid_days !== null
        ? { days: row.valid_days }
        : { from: row.valid_from as number, to: row.valid_to as number };
    const memberCouponId = await insertClaimedCoupon(tx, {
      companyId: session.companyId,
      couponId: row.coupon_id,
      campaignId: row.id,
      validity,
    });
    return {
      member_coupon_id: memberCouponId,
      campaign: campaignRead({ ...row, issued: row.issued + 1, claimed: row.claimed + 1 }, true),
    };
  });
}

export function couponCounts(ctx: DbContext, session: SessionInfo): Promise<CouponCounts> {
  return countCouponsByTab(ctx.db, session.companyId);
}
