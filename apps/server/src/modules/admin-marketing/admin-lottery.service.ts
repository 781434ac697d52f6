/**
 * 抽奖 in the console: a lucky draw's window, chances per store, advertisement and prizes with odds
 * summing to 100 % (the schema holds that). A prize already drawn keeps its row (its records name
 * it), so it may be changed but not removed. One transaction with the audit row.
 *
 * A prize already saved carries the stock its form showed (stock_was), as the catalogue's offer
 * editor does: left as it was, the stock is not written, for draws may have taken prizes since;
 * changed while the prize's stock is no longer what the form showed, the save is refused with the
 * stock as it is now.
 */
import type { Paged } from '@mall/shared/admin';
import { type AdminLottery, marketingState } from '@mall/shared/admin-marketing';
import type { LotteryInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { offerStockMoved } from '../admin-catalogue/admin-catalogue.service.ts';
import {
  drawnPrizes,
  findLottery,
  insertLottery,
  type LotteryRecord,
  listLotteries,
  lockPrizeStocks,
  missingCoupons,
  prizesOf,
  replacePrizes,
  updateLottery,
} from './admin-lottery.repository.ts';
import { databaseNow } from './admin-marketing.repository.ts';
import type { Actor } from './admin-marketing.service.ts';

type Ex = AppContext['db'] | Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function lotteryRows(ex: Ex, rows: LotteryRecord[]): Promise<AdminLottery[]> {
  const now = await databaseNow(ex);
  const prizes = await prizesOf(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    state: marketingState(r.is_active, r.starts_at, r.ends_at, now),
    prizes: prizes.get(r.id) ?? [],
  }));
}

/** The 409's message: the prize's stock moved, and what it is now. */
const prizeStockMoved = (name: string, stock: number | null) =>
  `奖品「${name}」的${stock === null ? '库存已变动，现为不限，请按现有库存重新填写' : offerStockMoved(stock)}`;

async function readLottery(ex: Ex, id: number, lock = false): Promise<AdminLottery | null> {
  const record = await findLottery(ex, id, lock);
  return record ? ((await lotteryRows(ex, [record]))[0] as AdminLottery) : null;
}

export async function lotteryPage(ctx: DbContext, query: MarketingListQuery): Promise<Paged<AdminLottery>> {
  const { rows, total } = await listLotteries(ctx.db, query);
  return { list: await lotteryRows(ctx.db, rows), total, page: query.page, page_size: query.page_size };
}

export async function saveLottery(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: LotteryInput,
): Promise<AdminLottery> {
  return ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readLottery(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '抽奖活动不存在');
    // After the activity's row, as a draw takes them: the prizes' stock as it is now.
    const stocks = id === null ? new Map<number, number | null>() : await lockPrizeStocks(tx, id);
    const errors: Record<string, string[]> = {};
    const own = new Set((before?.prizes ?? []).map((p) => p.id));
    input.prizes.forEach((p, index) => {
      if (p.id !== null && !own.has(p.id)) errors[`prizes.${index}.id`] = ['奖品不属于该活动'];
      else if (p.id !== null && p.stock_was === undefined)
        errors[`prizes.${index}.stock_was`] = ['请输入原库存'];
    });
    const coupons = await missingCoupons(tx, [
      ...new Set(input.prizes.flatMap((p) => (p.coupon_id === null ? [] : [p.coupon_id]))),
    ]);
    if (coupons.length > 0) errors.prizes = [`优惠券不存在：${coupons.join('、')}`];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const kept = new Set(input.prizes.map((p) => p.id));
    const removed = [...own].filter((prizeId) => !kept.has(prizeId));
    if ((await drawnPrizes(tx, removed)).length > 0)
      throw new AppError('conflict', '已有人抽中的奖品不能删除，可把中奖率设为0');
    // A saved prize's stock left as the form showed it is not written (draws may have taken some
    // since); changed, it is written only while the prize still holds the stock the form showed.
    const stockKept = new Set<number>();
    const moved: { index: number; id: number; name: string; stock: number | null }[] = [];
    input.prizes.forEach((p, index) => {
      if (p.id === null || p.stock_was === undefined) return;
      const stock = stocks.get(p.id) ?? null;
      if (p.stock === p.stock_was) stockKept.add(p.id);
      else if (stock !== p.stock_was) moved.push({ index, id: p.id, name: p.name, stock });
    });
    const [first] = moved;
    if (first)
      throw new AppError('conflict', prizeStockMoved(first.name, first.stock), undefined, {
        prizes: moved.map(({ index, id: prizeId, stock }) => ({ index, id: prizeId, stock })),
      });
    const lotteryId = id ?? (await insertLottery(tx, input));
    if (id !== null) await updateLottery(tx, id, input);
    await replacePrizes(tx, lotteryId, input.prizes, stockKept);
    const after = (await readLottery(tx, lotteryId)) as AdminLottery;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'lottery.create' : 'lottery.update',
      targetType: 'lottery',
      targetId: lotteryId,
      before,
      after,
    });
    return after;
  });
}
