/**
 * 满额返现 campaigns in the console (decision 014): a window, tiers of goods paid → cashback (the
 * store's reachedTier picks the highest reached), an optional list of categories, and the reach of
 * decision 019. The store's /hb page and order completion read the same rows. Each write is one
 * transaction with its audit row; the catalogue caches are dropped after it.
 */
import type { Paged } from '@mall/shared/admin';
import { type AdminCashbackCampaign, marketingState } from '@mall/shared/admin-marketing';
import type { CashbackInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { listTiers } from '../cashback/cashback.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import {
  type CashbackRecord,
  cashbackCategoriesOf,
  findCashbackRecord,
  insertCashback,
  listCashbackRecords,
  replaceCashbackParts,
  setCashbackEnabled,
  updateCashback,
} from './admin-cashback.repository.ts';
import { databaseNow, missingIds } from './admin-marketing.repository.ts';
import { type Actor, switchAudited } from './marketing-write.ts';

type Ex = AppContext['db'] | Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function cashbackRows(ex: Ex, rows: CashbackRecord[]): Promise<AdminCashbackCampaign[]> {
  const now = await databaseNow(ex);
  const campaignIds = rows.map((r) => r.id);
  const [tiers, categories] = await Promise.all([
    listTiers(ex, campaignIds),
    cashbackCategoriesOf(ex, campaignIds),
  ]);
  return rows.map((r) => ({
    ...r,
    category_ids: categories.get(r.id) ?? [],
    tiers: tiers
      .filter((t) => t.campaign_id === r.id)
      .map((t) => ({ threshold: t.threshold, cashback: t.cashback })),
    state: marketingState(r.is_enabled, r.starts_at, r.ends_at, now),
  }));
}

async function readCashback(ex: Ex, id: number, lock = false): Promise<AdminCashbackCampaign> {
  const record = await findCashbackRecord(ex, id, lock);
  if (!record) throw new AppError('not_found', '满额返现活动不存在');
  return (await cashbackRows(ex, [record]))[0] as AdminCashbackCampaign;
}

export async function cashbackCampaignPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminCashbackCampaign>> {
  const { rows, total } = await listCashbackRecords(ctx.db, query);
  return { list: await cashbackRows(ctx.db, rows), total, page: query.page, page_size: query.page_size };
}

export async function saveCashbackCampaign(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: CashbackInput,
): Promise<AdminCashbackCampaign> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readCashback(tx, id, true);
    const missing = await missingIds(tx, 'categories', input.category_ids);
    if (missing.length > 0)
      throw AppError.validation({ category_ids: [`分类不存在：${missing.join('、')}`] });
    const campaignId = id ?? (await insertCashback(tx, input));
    if (id !== null) await updateCashback(tx, id, input);
    await replaceCashbackParts(tx, campaignId, input);
    const after = await readCashback(tx, campaignId);
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'cashback.create' : 'cashback.update',
      targetType: 'cashback',
      targetId: campaignId,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}

export function enableCashbackCampaign(
  ctx: DbContext,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<AdminCashbackCampaign> {
  return switchAudited(
    ctx,
    actor,
    { action: 'cashback.enable', targetType: 'cashback', read: readCashback, set: setCashbackEnabled },
    id,
    enabled,
  );
}
