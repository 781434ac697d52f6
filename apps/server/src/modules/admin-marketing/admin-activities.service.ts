/**
 * 满减 / 满折 activities in the console: their tiers, the goods and categories they cover (or the
 * whole store) and their reach. A save checks the goods, categories and provinces it names; it and
 * 启用 / 停用 are each one transaction with the audit row, and the catalogue caches are dropped after.
 */
import type { Paged } from '@mall/shared/admin';
import {
  type AdminActivityDetail,
  type AdminActivityRow,
  marketingState,
} from '@mall/shared/admin-marketing';
import type { ActivityInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import {
  type ActivityRecord,
  activityCategories,
  activityGoods,
  databaseNow,
  findActivity,
  insertActivity,
  listActivities,
  missingIds,
  replaceActivityParts,
  setActivityEnabled,
  tiersOf,
  updateActivity,
} from './admin-marketing.repository.ts';
import { checkProvinces, paged, throwIf } from './admin-marketing.service.ts';
import { type Actor, switchAudited } from './marketing-write.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function activityRows(
  ex: Tx | AppContext['db'],
  rows: ActivityRecord[],
  now: number,
): Promise<AdminActivityRow[]> {
  const tiers = await tiersOf(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map(({ description: _, ...r }) => ({
    ...r,
    state: marketingState(r.is_enabled, r.starts_at, r.ends_at, now),
    tiers: tiers.get(r.id) ?? [],
  }));
}

export async function activityPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminActivityRow>> {
  const { rows, total } = await listActivities(ctx.db, query);
  return paged(await activityRows(ctx.db, rows, await databaseNow(ctx.db)), total, query);
}

async function readActivity(
  ex: Tx | AppContext['db'],
  id: number,
  lock = false,
): Promise<AdminActivityDetail> {
  const record = await findActivity(ex, id, lock);
  if (!record) throw new AppError('not_found', '活动不存在');
  const [row] = await activityRows(ex, [record], await databaseNow(ex));
  return {
    ...(row as AdminActivityRow),
    description: record.description,
    goods: await activityGoods(ex, id),
    categories: await activityCategories(ex, id),
  };
}

export const activityDetail = (ctx: DbContext, id: number): Promise<AdminActivityDetail> =>
  readActivity(ctx.db, id);

async function checkActivityRefs(tx: Tx, input: ActivityInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  const goods = await missingIds(tx, 'goods', input.goods_ids);
  if (goods.length > 0) errors.goods_ids = [`商品不存在：${goods.join('、')}`];
  const categories = await missingIds(tx, 'categories', input.category_ids);
  if (categories.length > 0) errors.category_ids = [`分类不存在：${categories.join('、')}`];
  checkProvinces(input.provinces, errors);
  throwIf(errors);
}

export async function saveActivity(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: ActivityInput,
): Promise<AdminActivityDetail> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readActivity(tx, id, true);
    await checkActivityRefs(tx, input);
    const activityId = id ?? (await insertActivity(tx, input));
    if (id !== null) await updateActivity(tx, id, input);
    await replaceActivityParts(tx, activityId, input);
    const after = await readActivity(tx, activityId);
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'activity.create' : 'activity.update',
      targetType: 'activity',
      targetId: activityId,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}

export function enableActivity(
  ctx: DbContext,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<AdminActivityDetail> {
  return switchAudited(
    ctx,
    actor,
    { action: 'activity.update', targetType: 'activity', read: readActivity, set: setActivityEnabled },
    id,
    enabled,
  );
}
