/**
 * 抽奖 in the console: a lucky draw's window, chances per store, advertisement and prizes with odds
 * summing to 100 % (the schema holds that). A prize already drawn keeps its row (its records name
 * it), so it may be changed but not removed. One transaction with the audit row.
 */
import type { Paged } from '@mall/shared/admin';
import { type AdminLottery, marketingState } from '@mall/shared/admin-marketing';
import type { LotteryInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import {
  drawnPrizes,
  findLottery,
  insertLottery,
  type LotteryRecord,
  listLotteries,
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
    const errors: Record<string, string[]> = {};
    const own = new Set((before?.prizes ?? []).map((p) => p.id));
    input.prizes.forEach((p, index) => {
      if (p.id !== null && !own.has(p.id)) errors[`prizes.${index}.id`] = ['奖品不属于该活动'];
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
    const lotteryId = id ?? (await insertLottery(tx, input));
    if (id !== null) await updateLottery(tx, id, input);
    await replacePrizes(tx, lotteryId, input.prizes);
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
