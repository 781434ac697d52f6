/**
 * Quick purchase (快捷采购): what the store bought before, each with the offer as it is now, so
 * the page can put it in the cart again at today's price and within today's quantity rules.
 */
import type { Page } from '@mall/shared/codes';
import { formatFen } from '@mall/shared/money';
import type { FastBuyOrder, FastBuyRow } from '@mall/shared/self-service';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { listOffers, readerOf } from '../cart/cart.repository.ts';
import { offerRefusal, offerRules } from '../cart/cart-rules.ts';
import { readOffers, viewerOf } from '../goods/goods.service.ts';
import { storeOf } from '../store/store.service.ts';
import { countBought, listBought } from './fast-buy.repository.ts';

export async function listFastBuy(
  ctx: AppContext,
  session: SessionInfo,
  query: { page: number; pageSize: number; order: FastBuyOrder },
): Promise<Page<FastBuyRow>> {
  const [store, viewer] = await Promise.all([storeOf(ctx.db, session.companyId), viewerOf(ctx, session)]);
  const [total, bought] = await Promise.all([
    countBought(ctx.db, store.id),
    listBought(ctx.db, store.id, query.order, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const offers = await listOffers(
    ctx.db,
    readerOf(store),
    bought.map((row) => row.offer_id),
  );
  // Read as every goods list reads them: tiers for approved stores, and the activity tags.
  const reads = await readOffers(ctx.db, viewer, offers);
  const byId = new Map(offers.map((offer, i) => [offer.offer_id, { offer, goods: reads[i] }]));
  const now = Math.floor(Date.now() / 1000);
  const list: FastBuyRow[] = [];
  for (const row of bought) {
    // Offers are never deleted (order lines refer to them), so each bought one is still there.
    const found = byId.get(row.offer_id);
    if (!found?.goods) continue;
    const { offer, goods } = found;
    const rules = offerRules(offer);
    const refusal = offerRefusal(offer, now) ?? (offer.stock <= 0 ? '库存不足' : null);
    list.push({
      goods_price_id: row.offer_id,
      goods_id: row.goods_id,
      name: row.name,
      last_price: formatFen(row.last_price),
      times: row.times,
      total_quantity: row.total_quantity,
      last_quantity: row.last_quantity,
      total_amount: formatFen(row.total_amount),
      last_date: row.last_date,
      goods: refusal ? { ...goods, is_buy: 0 } : goods,
      rules,
      invalid_reason: refusal ?? '',
    });
  }
  return { list, total, page: query.page, page_size: query.pageSize };
}
