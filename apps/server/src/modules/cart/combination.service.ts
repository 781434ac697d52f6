/**
 * GET /api/combinationMzhg: the combination packages on sale now (type 3 cart lines), open to
 * guests; prices only for approved members (DESIGN §6), like every goods read.
 */
import type { CombinationRead } from '@mall/shared/cart';
import type { Page } from '@mall/shared/codes';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { tiersByOffer } from '../goods/goods-read.ts';
import type { PriceAudience } from '../goods/visibility.ts';
import { findStore } from '../store/store.repository.ts';
import { listLadder, listOffers, type Reader, readerOf } from './cart.repository.ts';
import { combinationRead } from './cart-read.ts';
import { combinationStock, combinationTarget } from './cart-rules.ts';
import { pageCombinations } from './combination.repository.ts';

export interface CombinationQuery {
  goodsId?: number;
  /** only packages that come with a gift (组合满赠) */
  withGift?: boolean;
  page: number;
  pageSize: number;
}

export async function listCombinations(
  ctx: Pick<AppContext, 'db' | 'readDb'>,
  session: SessionInfo | null,
  query: CombinationQuery,
): Promise<Page<CombinationRead>> {
  // The primary for the store: an approval must show prices at once.
  const store = session ? await findStore(ctx.db, session.companyId) : undefined;
  const reader: Reader = store ? readerOf(store) : { companyId: null, viewer: null };
  const audience: PriceAudience = !store ? 'guest' : store.review_status === 1 ? 'approved' : 'unapproved';
  const { total, rows } = await pageCombinations(ctx.readDb, reader.viewer, {
    ...(query.goodsId === undefined ? {} : { goodsId: query.goodsId }),
    withGift: query.withGift === true,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const offerIds = [...new Set(rows.flatMap((c) => c.items.map((i) => i.offer_id)))];
  const [offers, ladder] = await Promise.all([
    listOffers(ctx.readDb, reader, offerIds),
    audience === 'approved' ? listLadder(ctx.readDb, offerIds) : Promise.resolve([]),
  ]);
  const byId = new Map(offers.map((o) => [o.offer_id, o]));
  const tiers = tiersByOffer(ladder);
  const list = rows.map((row) => {
    const { items } = combinationTarget(row, byId);
    return combinationRead(row, items, audience, tiers, combinationStock(items));
  });
  return { list, total, page: query.page, page_size: query.pageSize };
}
