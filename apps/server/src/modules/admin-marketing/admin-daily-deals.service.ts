/**
 * 每日特价 in the console: the pool the store draws each China day's selection from (ordinary
 * offers tagged 特), with today's selection marked. Putting an offer in or out of the pool is one
 * transaction with its audit row; the catalogue caches (today's pick among them) are dropped after.
 */

import type { AdminDailyDealPage } from '@mall/shared/admin-marketing';
import type { DailyDealInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { EVERYDAY_ALL_GOODS } from '@mall/shared/home';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import { listSpecialOfferIds } from '../home/home.repository.ts';
import { chinaDay } from '../home/home-clock.ts';
import { findDealOffer, listDailyDeals, setSpecialTag } from './admin-daily-deals.repository.ts';
import { databaseNow } from './admin-marketing.repository.ts';
import type { Actor } from './admin-marketing.service.ts';

export async function dailyDealPage(ctx: DbContext, query: MarketingListQuery): Promise<AdminDailyDealPage> {
  const { date } = chinaDay(await databaseNow(ctx.db));
  const [{ rows, total }, today] = await Promise.all([
    listDailyDeals(ctx.db, query),
    listSpecialOfferIds(ctx.db, date, EVERYDAY_ALL_GOODS),
  ]);
  const picked = new Set(today);
  return {
    date,
    list: rows.map((r) => ({ ...r, today: picked.has(r.offer_id) })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function setDailyDeal(
  ctx: DbContext,
  actor: Actor,
  input: DailyDealInput,
): Promise<{ offer_id: number; special: boolean }> {
  const saved = await ctx.db.transaction(async (tx) => {
    const offer = await findDealOffer(tx, input.offer_id);
    if (!offer) throw AppError.validation({ offer_id: ['报价不存在'] });
    if (offer.type !== 0) throw AppError.validation({ offer_id: ['只有普通报价可以设为每日特价'] });
    if (offer.special !== input.special) {
      await setSpecialTag(tx, offer.id, input.special);
      await recordAudit(tx, {
        ...actor,
        action: input.special ? 'daily_deal.add' : 'daily_deal.remove',
        targetType: 'offer',
        targetId: offer.id,
        before: { special: offer.special },
        after: { special: input.special },
      });
    }
    return { offer_id: offer.id, special: input.special };
  });
  invalidateCatalogueCaches();
  return saved;
}
