/**
 * 组合购 / 组合满赠 packages and 换购 trade-ups in the console (decision 017). A package is a fixed set
 * of offers and quantities at one price below their sum, with a window, an optional per-store limit
 * and, for 组合满赠, a named gift per package; GET /api/combinationMzhg and the cart read it. A
 * trade-up sells up to max_quantity units of an offer at its price below the offer's once the
 * selection reaches the threshold, within its window and reach; the cart's trade-up block reads it.
 * Each write is one transaction with its audit row; the catalogue caches are dropped after it.
 */
import type { Paged } from '@mall/shared/admin';
import { type AdminCombination, type AdminTradeUp, marketingState } from '@mall/shared/admin-marketing';
import type {
  CombinationInput,
  MarketingListQuery,
  TradeUpInput,
} from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import {
  type CombinationRecord,
  combinationItemsOf,
  findCombinationRecord,
  findTradeUpRecord,
  goodsExists,
  insertCombination,
  insertTradeUp,
  listCombinationRecords,
  listTradeUpRecords,
  offerPrices,
  replaceCombinationParts,
  setCombinationEnabled,
  setTradeUpEnabled,
  type TradeUpRecord,
  updateCombination,
  updateTradeUp,
} from './admin-combinations.repository.ts';
import { databaseNow } from './admin-marketing.repository.ts';
import type { Actor } from './admin-marketing.service.ts';
import { switchAudited } from './marketing-write.ts';

type Ex = AppContext['db'] | Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
const yuan = (fen: number) => (fen / 100).toFixed(2);

async function combinationRows(ex: Ex, rows: CombinationRecord[]): Promise<AdminCombination[]> {
  const now = await databaseNow(ex);
  const items = await combinationItemsOf(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map(({ gift_goods_id, gift_name, gift_quantity, ...r }) => {
    const parts = items.get(r.id) ?? [];
    return {
      ...r,
      raw_price: parts.reduce((sum, i) => sum + i.unit_price * i.quantity, 0),
      state: marketingState(r.is_enabled, r.starts_at, r.ends_at, now),
      items: parts,
      gift:
        gift_name === null
          ? null
          : { goods_id: gift_goods_id, name: gift_name, quantity: gift_quantity ?? 1 },
    };
  });
}

async function readCombination(ex: Ex, id: number, lock = false): Promise<AdminCombination> {
  const record = await findCombinationRecord(ex, id, lock);
  if (!record) throw new AppError('not_found', '组合套餐不存在');
  return (await combinationRows(ex, [record]))[0] as AdminCombination;
}

export async function combinationPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminCombination>> {
  const { rows, total } = await listCombinationRecords(ctx.db, query);
  return { list: await combinationRows(ctx.db, rows), total, page: query.page, page_size: query.page_size };
}

export async function saveCombination(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: CombinationInput,
): Promise<AdminCombination> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readCombination(tx, id, true);
    const prices = new Map(
      (
        await offerPrices(
          tx,
          input.items.map((i) => i.offer_id),
        )
      ).map((o) => [o.id, o]),
    );
    const errors: Record<string, string[]> = {};
    let sum = 0;
    input.items.forEach((item, index) => {
      const offer = prices.get(item.offer_id);
      if (!offer) errors[`items.${index}.offer_id`] = ['报价不存在'];
      else sum += offer.base_price * item.quantity;
    });
    if (Object.keys(errors).length === 0 && input.price >= sum)
      errors.price = [`套餐价应低于商品合计${yuan(sum)}元`];
    if (input.gift?.goods_id != null && !(await goodsExists(tx, input.gift.goods_id)))
      errors['gift.goods_id'] = ['赠品商品不存在'];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    const combinationId = id ?? (await insertCombination(tx, input));
    if (id !== null) await updateCombination(tx, id, input);
    await replaceCombinationParts(tx, combinationId, input);
    const after = await readCombination(tx, combinationId);
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'combination.create' : 'combination.update',
      targetType: 'combination',
      targetId: combinationId,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}

export function enableCombination(
  ctx: DbContext,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<AdminCombination> {
  return switchAudited(
    ctx,
    actor,
    {
      action: 'combination.enable',
      targetType: 'combination',
      read: readCombination,
      set: setCombinationEnabled,
    },
    id,
    enabled,
  );
}

// Trade-ups ------------------------------------------------------------------------------------

async function tradeUpRows(ex: Ex, rows: TradeUpRecord[]): Promise<AdminTradeUp[]> {
  const now = await databaseNow(ex);
  return rows.map((r) => ({ ...r, state: marketingState(r.is_enabled, r.starts_at, r.ends_at, now) }));
}

async function readTradeUp(ex: Ex, id: number, lock = false): Promise<AdminTradeUp> {
  const record = await findTradeUpRecord(ex, id, lock);
  if (!record) throw new AppError('not_found', '换购不存在');
  return (await tradeUpRows(ex, [record]))[0] as AdminTradeUp;
}

export async function tradeUpPage(ctx: DbContext, query: MarketingListQuery): Promise<Paged<AdminTradeUp>> {
  const { rows, total } = await listTradeUpRecords(ctx.db, query);
  return { list: await tradeUpRows(ctx.db, rows), total, page: query.page, page_size: query.page_size };
}

export async function saveTradeUp(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: TradeUpInput,
): Promise<AdminTradeUp> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readTradeUp(tx, id, true);
    const [offer] = await offerPrices(tx, [input.offer_id]);
    if (!offer) throw AppError.validation({ offer_id: ['报价不存在'] });
    if (input.price >= offer.base_price)
      throw AppError.validation({ price: [`换购价应低于原价${yuan(offer.base_price)}元`] });
    const tradeUpId = id ?? (await insertTradeUp(tx, input));
    if (id !== null) await updateTradeUp(tx, id, input);
    const after = await readTradeUp(tx, tradeUpId);
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'trade_up.create' : 'trade_up.update',
      targetType: 'trade_up',
      targetId: tradeUpId,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}

export function enableTradeUp(
  ctx: DbContext,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<AdminTradeUp> {
  return switchAudited(
    ctx,
    actor,
    { action: 'trade_up.enable', targetType: 'trade_up', read: readTradeUp, set: setTradeUpEnabled },
    id,
    enabled,
  );
}
