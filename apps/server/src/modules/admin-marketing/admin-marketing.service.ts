/**
 * The console's marketing: 满减/满折 activities, coupon templates and their issue to stores,
 * group buys and zone templates. Each change is one transaction with its audit row; after a
 * commit the process's catalogue caches (goods lists, detail, home) are dropped, so the store
 * shows a new tag, price or zone at once. The input schemas already hold the pricing engine's
 * rules; here are the ones that need the database (references, what issued coupons or joined
 * orders fix in place).
 */
import type { Paged } from '@mall/shared/admin';
import {
  type AdminActivityDetail,
  type AdminActivityRow,
  type AdminCoupon,
  type AdminGroupBuy,
  type AdminPointsGoods,
  type AdminRechargeTier,
  type AdminZoneTemplate,
  type CouponIssueResult,
  type MarketingOption,
  type MarketingOptions,
  marketingState,
} from '@mall/shared/admin-marketing';
import type {
  ActivityInput,
  CouponInput,
  CouponIssueInput,
  GroupBuyInput,
  MarketingListQuery,
  PointsGoodsInput,
  RechargeTierInput,
  ZoneTemplateInput,
} from '@mall/shared/admin-marketing-schemas';
import { CHINA_REGIONS } from '@mall/shared/regions';
import { CUSTOMER_TYPES } from '@mall/shared/registration';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import { ensureSettleJob, GROUP_SETTLE_JOB } from '../group-buy/group-buy.service.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import {
  type ActivityRecord,
  activityCategories,
  activityGoods,
  categoryOptions,
  companyOptions,
  couponExists,
  databaseNow,
  findActivity,
  findCoupon,
  findGroupBuy,
  findRechargeTier,
  goodsOptions,
  insertActivity,
  insertCoupon,
  insertGroupBuy,
  insertRechargeTier,
  issueCoupons,
  listActivities,
  listCoupons,
  listGroupBuys,
  listRechargeTiers,
  missingIds,
  offerExists,
  offerOptions,
  replaceActivityParts,
  setActivityEnabled,
  tiersOf,
  updateActivity,
  updateCoupon,
  updateGroupBuy,
  updateRechargeTier,
} from './admin-marketing.repository.ts';
import {
  findPointsGoods,
  insertPointsGoods,
  listPointsGoods,
  updatePointsGoods,
} from './admin-points-goods.repository.ts';
import {
  findZoneTemplate,
  insertZoneTemplate,
  listZoneTemplates,
  replaceZoneGroups,
  setZoneEnabled,
  slugTaken,
  updateZoneTemplate,
  type ZoneTemplateRecord,
  zoneGroups,
} from './admin-zones.repository.ts';
import { type Actor, switchAudited } from './marketing-write.ts';

export type { Actor } from './marketing-write.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

const paged = <T>(list: T[], total: number, query: MarketingListQuery): Paged<T> => ({
  list,
  total,
  page: query.page,
  page_size: query.page_size,
});

const PROVINCES = CHINA_REGIONS.map((r) => r.name);

export async function marketingOptions(ctx: DbContext): Promise<MarketingOptions> {
  return { customer_types: CUSTOMER_TYPES, provinces: PROVINCES, categories: await categoryOptions(ctx.db) };
}

export const searchGoods = (ctx: DbContext, keyword: string): Promise<MarketingOption[]> =>
  goodsOptions(ctx.db, keyword);
export const searchOffers = (ctx: DbContext, keyword: string): Promise<MarketingOption[]> =>
  offerOptions(ctx.db, keyword);
export const searchCompanies = (ctx: DbContext, keyword: string): Promise<MarketingOption[]> =>
  companyOptions(ctx.db, keyword);

function checkProvinces(provinces: string[], errors: Record<string, string[]>): void {
  const unknown = provinces.filter((p) => !PROVINCES.includes(p));
  if (unknown.length > 0) errors.provinces = [`省份有误：${unknown.join('、')}`];
}

function throwIf(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

// Activities --------------------------------------------------------------------------------------

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

// Coupons ------------------------------------------------------------------------------------------

export async function couponPage(ctx: DbContext, query: MarketingListQuery): Promise<Paged<AdminCoupon>> {
  const { rows, total } = await listCoupons(ctx.db, query);
  return paged(rows, total, query);
}

export async function saveCoupon(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: CouponInput,
): Promise<AdminCoupon> {
  return ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findCoupon(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '优惠券不存在');
    // A coupon a store holds keeps the terms it was given with: only the wording may change.
    if (
      before &&
      before.issued > 0 &&
      (before.kind !== input.kind || before.threshold !== input.threshold || before.value !== input.value)
    )
      throw new AppError('conflict', '该优惠券已发放，不能再修改类型、门槛或面额');
    const couponId = id ?? (await insertCoupon(tx, input));
    if (id !== null) await updateCoupon(tx, id, input);
    const after = (await findCoupon(tx, couponId)) as AdminCoupon;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'coupon.create' : 'coupon.update',
      targetType: 'coupon',
      targetId: couponId,
      before: before ?? null,
      after,
    });
    return after;
  });
}

export async function issueCoupon(
  ctx: DbContext,
  actor: Actor,
  id: number,
  input: CouponIssueInput,
): Promise<CouponIssueResult> {
  return ctx.db.transaction(async (tx) => {
    const coupon = await findCoupon(tx, id, true);
    if (!coupon) throw new AppError('not_found', '优惠券不存在');
    const companies = [...new Set(input.company_ids)];
    const missing = await missingIds(tx, 'companies', companies);
    if (missing.length > 0) throw AppError.validation({ company_ids: [`门店不存在：${missing.join('、')}`] });
    if ((input.valid_to as number) <= (await databaseNow(tx)))
      throw AppError.validation({ valid_to: ['失效时间应晚于现在'] });
    const issued = await issueCoupons(
      tx,
      id,
      companies,
      input.valid_from as number,
      input.valid_to as number,
    );
    await recordAudit(tx, {
      ...actor,
      action: 'coupon.issue',
      targetType: 'coupon',
      targetId: id,
      before: { issued: coupon.issued },
      after: {
        issued: coupon.issued + issued,
        company_ids: companies,
        valid_from: input.valid_from,
        valid_to: input.valid_to,
      },
    });
    return { issued };
  });
}

// Group buys -------------------------------------------------------------------------------------

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

// Zone templates ------------------------------------------------------------------------------------

async function zoneRows(ex: Tx | AppContext['db'], rows: ZoneTemplateRecord[]): Promise<AdminZoneTemplate[]> {
  const now = await databaseNow(ex);
  const groups = await zoneGroups(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    state: marketingState(r.is_enabled, r.starts_at, r.ends_at, now),
    groups: groups.get(r.id) ?? [],
  }));
}

export async function zoneTemplatePage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminZoneTemplate>> {
  const { rows, total } = await listZoneTemplates(ctx.db, query);
  return paged(await zoneRows(ctx.db, rows), total, query);
}

async function readZone(ex: Tx | AppContext['db'], id: number, lock = false): Promise<AdminZoneTemplate> {
  const record = await findZoneTemplate(ex, id, lock);
  if (!record) throw new AppError('not_found', '专区不存在');
  return (await zoneRows(ex, [record]))[0] as AdminZoneTemplate;
}

export async function saveZoneTemplate(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: ZoneTemplateInput,
): Promise<AdminZoneTemplate> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readZone(tx, id, true);
    const errors: Record<string, string[]> = {};
    if (input.slug && (await slugTaken(tx, input.slug, id))) errors.slug = ['该标识已被其他专区使用'];
    const goods = await missingIds(
      tx,
      'goods',
      input.groups.flatMap((g) => g.goods_ids),
    );
    if (goods.length > 0) errors.groups = [`商品不存在：${[...new Set(goods)].join('、')}`];
    throwIf(errors);
    const templateId = id ?? (await insertZoneTemplate(tx, input));
    if (id !== null) await updateZoneTemplate(tx, id, input);
    await replaceZoneGroups(tx, templateId, input);
    const after = await readZone(tx, templateId);
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'zone_template.create' : 'zone_template.update',
      targetType: 'zone_template',
      targetId: templateId,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}

export function enableZoneTemplate(
  ctx: DbContext,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<AdminZoneTemplate> {
  return switchAudited(
    ctx,
    actor,
    { action: 'zone_template.update', targetType: 'zone_template', read: readZone, set: setZoneEnabled },
    id,
    enabled,
  );
}

// Recharge tiers ----------------------------------------------------------------------------------

export async function rechargeTierPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminRechargeTier>> {
  const { rows, total } = await listRechargeTiers(ctx.db, query);
  return paged(rows, total, query);
}

/** A tier's bonus is snapshot into each recharge when it is made, so an edit never changes one made. */
export async function saveRechargeTier(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: RechargeTierInput,
): Promise<AdminRechargeTier> {
  return ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findRechargeTier(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '充值档位不存在');
    if (input.bonus_coupon_id !== null && !(await couponExists(tx, input.bonus_coupon_id)))
      throw AppError.validation({ bonus_coupon_id: ['优惠券不存在'] });
    const tierId = id ?? (await insertRechargeTier(tx, input));
    if (id !== null) await updateRechargeTier(tx, id, input);
    const after = (await findRechargeTier(tx, tierId)) as AdminRechargeTier;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'recharge_tier.create' : 'recharge_tier.update',
      targetType: 'recharge_tier',
      targetId: tierId,
      before: before ?? null,
      after,
    });
    return after;
  });
}

// Points mall ---------------------------------------------------------------------------------------

export async function pointsGoodsPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminPointsGoods>> {
  const { rows, total } = await listPointsGoods(ctx.db, query);
  return paged(rows, total, query);
}

/** The item's row is locked, so a redemption meanwhile waits and then reads the new stock. */
export async function savePointsGoods(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: PointsGoodsInput,
): Promise<AdminPointsGoods> {
  return ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findPointsGoods(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '积分商品不存在');
    const itemId = id ?? (await insertPointsGoods(tx, input));
    if (id !== null) await updatePointsGoods(tx, id, input);
    const after = (await findPointsGoods(tx, itemId)) as AdminPointsGoods;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'points_goods.create' : 'points_goods.update',
      targetType: 'points_goods',
      targetId: itemId,
      before: before ?? null,
      after,
    });
    return after;
  });
}
