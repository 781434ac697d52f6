/**
 * The member centre (/user, user_hyzx): account manager, licence state, orders by state and the
 * latest goods bought, points, favourites and unread messages of the acting store, each read from
 * the database.
 */
import { type LicenceSummary, type MemberCentre, REVIEW_STATUS_TEXT } from '@mall/shared/account';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { listLicences } from '../licence/licence.service.ts';
import { countUnreadMessages } from '../message/message.service.ts';
import { walletSummary } from '../wallet/wallet.service.ts';
import { countFavorites, sumPoints } from './account.repository.ts';
import { managerOf, requireStoreProfile, reviewStatusOf } from './account.service.ts';
import { countOrders, recentPurchases } from './centre.repository.ts';

const LICENCE_APPROVED = 1;
const LICENCE_REJECTED = 2;
/** Goods shown under 最近购买. */
export const RECENT_PURCHASES = 8;

async function licenceSummary(
  ctx: AppContext,
  session: SessionInfo,
  reviewStatus: number,
): Promise<LicenceSummary> {
  const status = reviewStatusOf(reviewStatus);
  const view = await listLicences(ctx, session);
  const counts = { approved: 0, pending: 0, rejected: 0, expiring: 0, expired: 0 };
  let nearest = '';
  for (const licence of view.list) {
    if (licence.expired) counts.expired++;
    else if (licence.status === LICENCE_APPROVED) counts.approved++;
    else if (licence.status === LICENCE_REJECTED) counts.rejected++;
    else counts.pending++;
    if (licence.expiring) counts.expiring++;
    const live = licence.status === LICENCE_APPROVED && !licence.expired;
    if (live && (nearest === '' || licence.expires_on < nearest)) nearest = licence.expires_on;
  }
  return {
    review_status: status,
    review_status_text: REVIEW_STATUS_TEXT[status],
    counts,
    nearest_expiry: nearest,
    missing: view.missing,
  };
}

export async function getMemberCentre(ctx: AppContext, session: SessionInfo): Promise<MemberCentre> {
  const profile = await requireStoreProfile(ctx.db, session);
  const [licences, points, wallet, favoriteCount, messageCount, orderCounts, purchases] = await Promise.all([
    licenceSummary(ctx, session, profile.reviewStatus),
    sumPoints(ctx.db, session.companyId),
    walletSummary(ctx, session.companyId),
    countFavorites(ctx.db, session.companyId),
    countUnreadMessages(ctx.db, session.companyId),
    countOrders(ctx.db, session.companyId),
    recentPurchases(ctx.db, session.companyId, RECENT_PURCHASES),
  ]);
  return {
    company: {
      id: profile.companyId,
      name: profile.name,
      customer_type: profile.customerType,
      rank: profile.rank,
    },
    admin: managerOf(profile),
    licences,
    orders: { counts: orderCounts, recent_purchases: purchases },
    wallet: { points, ...wallet },
    favorite_count: favoriteCount,
    message_count: messageCount,
  };
}
