/**
 * Group buys (拼团) in the console. Once stores have joined, the offer, price and start they joined
 * at stay, and the per-store limit and the target may only be eased; a settled group no longer
 * changes. A new group's settlement is queued for its deadline, again when the deadline moves. One
 * transaction with the audit row; the catalogue caches are dropped after it.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminGroupBuy } from '@mall/shared/admin-marketing';
import type { GroupBuyInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import { ensureSettleJob, GROUP_SETTLE_JOB } from '../group-buy/group-buy.service.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import {
  databaseNow,
  findGroupBuy,
  insertGroupBuy,
  listGroupBuys,
  offerExists,
  updateGroupBuy,
} from './admin-marketing.repository.ts';
import { checkProvinces, paged, throwIf } from './admin-marketing.service.ts';
import type { Actor } from './marketing-write.ts';

const publicGroup = ({
  settle_queued: _,
  ...row
}: AdminGroupBuy & { settle_queued: boolean }): AdminGroupBuy => row;

export async function groupBuyPage(ctx: DbContext, query: MarketingListQuery): Promise<Paged<AdminGroupBuy>> {
  const { rows, total } = await listGroupBuys(ctx.db, query);
  return paged(rows.map(publicGroup), total, query);
}

export async function saveGroupBuy(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: GroupBuyInput,
): Promise<AdminGroupBuy> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findGroupBuy(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '拼团不存在');
    const errors: Record<string, string[]> = {};
    if (!(await offerExists(tx, input.offer_id))) errors.offer_id = ['报价不存在'];
    checkProvinces(input.provinces, errors);
    throwIf(errors);
    const now = await databaseNow(tx);
    if (before) {
      if (before.state !== 'running') throw new AppError('conflict', '拼团已结算，不能再修改');
      // Stores joined at this offer, price and start: those stay as they were.
      if (
        before.joined > 0 &&
        (before.offer_id !== input.offer_id ||
          before.group_price !== input.group_price ||
          before.starts_at !== input.starts_at)
      )
        throw new AppError('conflict', '已有门店参团，不能再修改报价、拼团价或开始时间');
      if (
        before.joined > 0 &&
        (input.store_limit < before.store_limit || input.target_quantity > before.target_quantity)
      )
        throw new AppError('conflict', '已有门店参团，不能再收紧每店限购或提高成团数量');
    }
    if ((input.ends_at as number) <= now) throw AppError.validation({ ends_at: ['截止时间应晚于现在'] });
    const groupId = id ?? (await insertGroupBuy(tx, input));
    if (id !== null) await updateGroupBuy(tx, id, input);
    const after = (await findGroupBuy(tx, groupId)) as AdminGroupBuy & { settle_queued: boolean };
    // Settled at its deadline: queued once at creation; a moved deadline queues it again (the
    // settlement does nothing before the deadline, and nothing twice).
    if (!before) await ensureSettleJob(tx, after);
    else if (before.ends_at !== after.ends_at)
      await enqueueJob(tx, GROUP_SETTLE_JOB, { group_buy_id: groupId }, new Date(after.ends_at * 1000));
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'group_buy.create' : 'group_buy.update',
      targetType: 'group_buy',
      targetId: groupId,
      before: before ? publicGroup(before) : null,
      after: publicGroup(after),
    });
    return publicGroup(after);
  });
  invalidateCatalogueCaches();
  return saved;
}
