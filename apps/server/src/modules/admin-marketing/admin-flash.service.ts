/**
 * 限时秒杀 rounds in the console. A round is what the store's flash strip and /xsms read: an
 * activity of kind flash, its goods, and per goods a flash offer (type 1) with the flash price,
 * the price it is cut from, a per-store limit, its own stock and the round's window. An item names
 * an ordinary offer (a flash offer is made from it, or the goods' one in that warehouse reused)
 * or the flash offer itself. Goods taken out of a round stop selling their flash offer. One
 * transaction with the audit row; the catalogue caches are dropped after it.
 *
 * An item already in the round carries the stock its form showed (stock_was), as the catalogue's
 * offer editor does: left as it was, the stock is not written, for buyers may have taken units
 * since; changed while the offer's stock is no longer what the form showed, the save is refused
 * with the stock as it is now. The offers are locked in id order, as checkouts lock them.
 */
import type { Paged } from '@mall/shared/admin';
import { type AdminFlashRound, marketingState } from '@mall/shared/admin-marketing';
import type { FlashRoundInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { offerStockMoved } from '../admin-catalogue/admin-catalogue.service.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import {
  type FlashRoundRecord,
  findFlashRound,
  flashItemsOf,
  goodsInLiveRounds,
  insertFlashOffer,
  insertFlashRound,
  listFlashRounds,
  lockOfferStocks,
  type OfferBasis,
  offerBases,
  replaceFlashGoods,
  updateFlashOffer,
  updateFlashRound,
  withdrawFlashOffers,
} from './admin-flash.repository.ts';
import { databaseNow } from './admin-marketing.repository.ts';
import type { Actor } from './admin-marketing.service.ts';

type Ex = AppContext['db'] | Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function roundRows(ex: Ex, rows: FlashRoundRecord[]): Promise<AdminFlashRound[]> {
  const now = await databaseNow(ex);
  const items = await flashItemsOf(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    state: marketingState(r.is_enabled, r.starts_at, r.ends_at, now),
    items: items.get(r.id) ?? [],
  }));
}

async function readRound(ex: Ex, id: number, lock = false): Promise<AdminFlashRound | null> {
  const record = await findFlashRound(ex, id, lock);
  return record ? ((await roundRows(ex, [record]))[0] as AdminFlashRound) : null;
}

export async function flashRoundPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminFlashRound>> {
  const { rows, total } = await listFlashRounds(ctx.db, query);
  return { list: await roundRows(ctx.db, rows), total, page: query.page, page_size: query.page_size };
}

export async function saveFlashRound(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: FlashRoundInput,
): Promise<AdminFlashRound> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readRound(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '秒杀场次不存在');
    const offerIds = input.items.map((i) => i.offer_id);
    const inRound = new Set((before?.items ?? []).map((i) => i.offer_id));
    // Every offer the save may write (those named, the flash offers they resolve to, the round's
    // own, which stop selling when taken out) is locked in id order before any is written.
    const seen = await offerBases(tx, offerIds);
    const stocks = await lockOfferStocks(tx, [
      ...offerIds,
      ...seen.flatMap((b) => (b.flash_id === null ? [] : [b.flash_id])),
      ...inRound,
    ]);
    // Read again under the locks: a save meanwhile may have made a flash offer from one of these.
    // Such an offer was made after every offer above, so its id is the highest and locking it
    // last still follows id order.
    const bases = new Map((await offerBases(tx, offerIds)).map((o) => [o.id, o]));
    const late = [...bases.values()].flatMap((b) =>
      b.flash_id !== null && !stocks.has(b.flash_id) ? [b.flash_id] : [],
    );
    for (const [offerId, stock] of await lockOfferStocks(tx, late)) stocks.set(offerId, stock);
    const held = await goodsInLiveRounds(
      tx,
      id,
      [...bases.values()].map((b) => b.goods_id),
    );
    const errors: Record<string, string[]> = {};
    const goodsSeen = new Set<number>();
    input.items.forEach((item, index) => {
      const basis = bases.get(item.offer_id);
      const key = `items.${index}`;
      if (!basis) {
        errors[`${key}.offer_id`] = ['报价不存在'];
        return;
      }
      if (goodsSeen.has(basis.goods_id)) errors[`${key}.offer_id`] = ['同一商品在一场中只能出现一次'];
      const other = held.get(basis.goods_id);
      if (other !== undefined)
        errors[`${key}.offer_id`] = [
          `该商品已在未结束的秒杀场次「${other}」中，同一商品同时只能参加一场秒杀`,
        ];
      goodsSeen.add(basis.goods_id);
      const cutFrom = basis.type === 1 ? basis.original_price : basis.base_price;
      if (cutFrom !== null && item.flash_price >= cutFrom)
        errors[`${key}.flash_price`] = [`秒杀价应低于原价${(cutFrom / 100).toFixed(2)}元`];
      // An item of the round as the form loaded it says which stock it showed.
      if (item.stock_was === undefined && inRound.has(item.offer_id))
        errors[`${key}.stock_was`] = ['请输入原库存'];
    });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    // Per item, whether its stock is written: a new flash offer and a goods picked anew take theirs;
    // one left as the form showed it is not written (buyers may have taken units since); one changed
    // is written only while the offer still holds the stock the form showed.
    const writesStock = input.items.map((item) => {
      const flashId = bases.get(item.offer_id)?.flash_id ?? null;
      return flashId === null || item.stock_was === undefined || item.stock !== item.stock_was;
    });
    const moved = input.items.flatMap((item, index) => {
      const basis = bases.get(item.offer_id) as OfferBasis;
      const stock = basis.flash_id === null ? undefined : stocks.get(basis.flash_id);
      return item.stock_was !== undefined &&
        writesStock[index] &&
        stock !== undefined &&
        stock !== item.stock_was
        ? [{ index, offer_id: item.offer_id, goods_name: basis.goods_name, stock }]
        : [];
    });
    const [first] = moved;
    if (first)
      throw new AppError(
        'conflict',
        `「${first.goods_name}」的秒杀${offerStockMoved(first.stock)}`,
        undefined,
        {
          items: moved.map(({ index, offer_id, stock }) => ({ index, offer_id, stock })),
        },
      );

    const roundId = id ?? (await insertFlashRound(tx, input));
    if (id !== null) await updateFlashRound(tx, id, input);
    const kept = new Set<number>();
    for (const [index, item] of input.items.entries()) {
      const basis = bases.get(item.offer_id);
      if (!basis) continue;
      const terms = {
        flash_price: item.flash_price,
        original_price: basis.type === 1 ? (basis.original_price ?? basis.base_price) : basis.base_price,
        member_limit: item.member_limit,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
      };
      if (basis.flash_id === null)
        kept.add(await insertFlashOffer(tx, basis.id, { ...terms, stock: item.stock }));
      else {
        await updateFlashOffer(
          tx,
          basis.flash_id,
          writesStock[index] ? { ...terms, stock: item.stock } : terms,
        );
        kept.add(basis.flash_id);
      }
    }
    await replaceFlashGoods(
      tx,
      roundId,
      [...bases.values()].map((b) => b.goods_id),
    );
    await withdrawFlashOffers(
      tx,
      (before?.items ?? []).map((i) => i.offer_id).filter((offerId) => !kept.has(offerId)),
    );
    const after = (await readRound(tx, roundId)) as AdminFlashRound;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'flash_round.create' : 'flash_round.update',
      targetType: 'flash_round',
      targetId: roundId,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}
