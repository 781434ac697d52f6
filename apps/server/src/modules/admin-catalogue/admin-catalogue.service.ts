/**
 * The console's catalogue: goods and their offers (price, ladder tiers, stock, quantity rules,
 * on/off sale, tags), categories and brands. Each change is one transaction with its audit row;
 * price and stock go through the subscriptions' updateOffer, so subscribers are told (decision
 * 021); after a commit the process's catalogue caches are dropped so the store shows it at once.
 */
import type { Paged } from '@mall/shared/admin';
import type {
  AdminBrand,
  AdminCatalogueOptions,
  AdminCategory,
  AdminGoodsDetail,
  AdminGoodsRow,
  AdminOffer,
  AdminOption,
} from '@mall/shared/admin-catalogue';
import type {
  BrandInput,
  CategoryInput,
  ControlRuleInput,
  GoodsQuery,
  GoodsUpdateInput,
  OfferUpdateInput,
} from '@mall/shared/admin-catalogue-schemas';
import { CHINA_REGIONS } from '@mall/shared/regions';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { spellSearchTerms } from '../goods/search/spell-terms.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import { updateOffer } from '../subscription/subscription.repository.ts';
import {
  findControlRule,
  findGoods,
  findOffer,
  ladderOf,
  listGoods,
  listManufacturers,
  listOffersOfGoods,
  listScopes,
  listWarehouses,
  listZones,
  patchOfferRules,
  referencesExist,
  replaceLadder,
  updateGoods,
  writeControlRule,
  zoneExists,
} from './admin-catalogue.repository.ts';
import {
  brandNamed,
  categoryDescendants,
  categoryUses,
  deleteBrand,
  deleteCategory,
  findBrand,
  findCategory,
  insertBrand,
  insertCategory,
  listBrands,
  listCategories,
  shiftLevels,
  siblingNamed,
  updateBrand,
  updateCategory,
} from './taxonomy.repository.ts';

export interface Actor {
  operatorId: number;
  ip: string;
  userAgent: string;
}

/** Categories are at most three levels deep, as the store's menu shows them. */
export const MAX_CATEGORY_LEVEL = 3;

/** After a committed change: the store's caches go, new names get their pinyin. */
export async function afterCatalogueChange(ctx: AppContext, namesChanged = false): Promise<void> {
  invalidateCatalogueCaches();
  if (namesChanged) await spellSearchTerms(ctx.handle);
}

export async function listGoodsPage(ctx: AppContext, query: GoodsQuery): Promise<Paged<AdminGoodsRow>> {
  const { rows, total } = await listGoods(ctx.db, query);
  return { list: rows, total, page: query.page, page_size: query.page_size };
}

export async function goodsDetail(ctx: AppContext, goodsId: number): Promise<AdminGoodsDetail> {
  const goods = await findGoods(ctx.db, goodsId);
  if (!goods) throw new AppError('not_found', '商品不存在');
  const offers = await listOffersOfGoods(ctx.db, goodsId);
  const ladders = await ladderOf(
    ctx.db,
    offers.map((o) => o.id),
  );
  return {
    ...goods,
    control_rule: await findControlRule(ctx.db, goodsId),
    offers: offers.map(({ goods_id: _, ...o }) => ({ ...o, ladder: ladders.get(o.id) ?? [] })),
  };
}

export async function catalogueOptions(ctx: AppContext): Promise<AdminCatalogueOptions> {
  return {
    scopes: await listScopes(ctx.db),
    warehouses: await listWarehouses(ctx.db),
    zones: await listZones(ctx.db),
    provinces: CHINA_REGIONS.map((p) => p.name),
  };
}

export const manufacturerOptions = (ctx: AppContext, keyword: string): Promise<AdminOption[]> =>
  listManufacturers(ctx.db, keyword);

export async function saveGoods(
  ctx: AppContext,
  actor: Actor,
  goodsId: number,
  input: GoodsUpdateInput,
): Promise<AdminGoodsDetail> {
  let renamed = false;
  await ctx.db.transaction(async (tx) => {
    const before = await findGoods(tx, goodsId, true);
    if (!before) throw new AppError('not_found', '商品不存在');
    const refs = await referencesExist(tx, input);
    const errors: Record<string, string[]> = {};
    if (!refs.manufacturer) errors.manufacturer_id = ['生产厂家不存在'];
    if (!refs.category) errors.category_id = ['分类不存在'];
    if (!refs.brand) errors.brand_id = ['品牌不存在'];
    if (!refs.scope) errors.scope_id = ['经营范围不存在'];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    await updateGoods(tx, goodsId, input);
    const after = (await findGoods(tx, goodsId)) as NonNullable<typeof before>;
    renamed = before.name !== after.name || before.generic_name !== after.generic_name;
    await recordAudit(tx, {
      ...actor,
      action: 'goods.update',
      targetType: 'goods',
      targetId: goodsId,
      before,
      after,
    });
  });
  await afterCatalogueChange(ctx, renamed);
  return goodsDetail(ctx, goodsId);
}

export const offerStockMoved = (stock: number) => `库存已变动，现为${stock}，请按现有库存重新填写`;

export async function saveOffer(
  ctx: AppContext,
  actor: Actor,
  offerId: number,
  input: OfferUpdateInput,
): Promise<AdminOffer> {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await findOffer(tx, offerId, true);
    if (!before) throw new AppError('not_found', '报价不存在');
    const ladderBefore = (await ladderOf(tx, [offerId])).get(offerId) ?? [];
    // A stock left as the form showed it is not written back: orders may have taken units since.
    const stockChanged = input.stock !== input.stock_was;
    if (stockChanged && before.stock !== input.stock_was)
      throw new AppError('conflict', offerStockMoved(before.stock), undefined, { stock: before.stock });
    // Price and stock through the one path that tells subscribers (its trigger queues the check).
    await updateOffer(tx, offerId, { price: input.price, ...(stockChanged ? { stock: input.stock } : {}) });
    await patchOfferRules(tx, offerId, {
      min_quantity: input.min_quantity,
      step: input.step,
      member_limit: input.member_limit,
      is_buy: input.is_buy,
      tags: input.tags,
      is_free_shipping: input.is_free_shipping,
      free_shipping_number: input.free_shipping_number,
    });
    await replaceLadder(tx, offerId, input.ladder);
    const after = (await findOffer(tx, offerId)) as NonNullable<typeof before>;
    const ladderAfter = (await ladderOf(tx, [offerId])).get(offerId) ?? [];
    await recordAudit(tx, {
      ...actor,
      action: 'offer.update',
      targetType: 'offer',
      targetId: offerId,
      before: { ...before, ladder: ladderBefore },
      after: { ...after, ladder: ladderAfter },
    });
    const { goods_id: _, ...offer } = after;
    return { ...offer, ladder: ladderAfter };
  });
  await afterCatalogueChange(ctx);
  return result;
}

/**
 * 控销 of one goods: the zone it is listed in and the provinces and customer types that may see
 * and buy it (the store's visibility and /kxzq read this row), or no rule at all.
 */
export async function saveControlRule(
  ctx: AppContext,
  actor: Actor,
  goodsId: number,
  input: ControlRuleInput,
): Promise<AdminGoodsDetail> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findGoods(tx, goodsId, true))) throw new AppError('not_found', '商品不存在');
    if (input.zone_id !== null && !(await zoneExists(tx, input.zone_id)))
      throw AppError.validation({ zone_id: ['控销专区不存在'] });
    const before = await findControlRule(tx, goodsId);
    await writeControlRule(tx, goodsId, input.zone_id === null ? null : { ...input, zone_id: input.zone_id });
    const after = await findControlRule(tx, goodsId);
    await recordAudit(tx, {
      ...actor,
      action: 'goods.control_rule',
      targetType: 'goods',
      targetId: goodsId,
      before,
      after,
    });
  });
  await afterCatalogueChange(ctx);
  return goodsDetail(ctx, goodsId);
}

// Categories --------------------------------------------------------------------------------

export const categoryTree = (ctx: AppContext): Promise<AdminCategory[]> => listCategories(ctx.db);

export async function saveCategory(
  ctx: AppContext,
  actor: Actor,
  categoryId: number | null,
  input: CategoryInput,
): Promise<AdminCategory> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = categoryId === null ? null : await findCategory(tx, categoryId, true);
    if (categoryId !== null && !before) throw new AppError('not_found', '分类不存在');
    let level = 1;
    if (input.parent_id !== null) {
      const parent = await findCategory(tx, input.parent_id);
      if (!parent) throw AppError.validation({ parent_id: ['上级分类不存在'] });
      level = parent.level + 1;
    }
    let subtree: number[] = [];
    if (categoryId !== null) {
      subtree = await categoryDescendants(tx, categoryId);
      if (input.parent_id !== null && subtree.includes(input.parent_id))
        throw AppError.validation({ parent_id: ['不能移动到自身或其下级分类之下'] });
    }
    const deepest =
      categoryId === null
        ? 0
        : Math.max(
            0,
            ...(await listCategories(tx))
              .filter((c) => subtree.includes(c.id))
              .map((c) => c.level - (before as AdminCategory).level),
          );
    if (level + deepest > MAX_CATEGORY_LEVEL)
      throw AppError.validation({ parent_id: [`分类最多${MAX_CATEGORY_LEVEL}级`] });
    if (await siblingNamed(tx, input.parent_id, input.name, categoryId))
      throw AppError.validation({ name: ['同级分类中已有该名称'] });
    let id: number;
    if (categoryId === null) id = await insertCategory(tx, input, level);
    else {
      id = categoryId;
      await updateCategory(tx, id, input, level);
      await shiftLevels(
        tx,
        subtree.filter((c) => c !== id),
        level - (before as AdminCategory).level,
      );
    }
    const after = (await findCategory(tx, id)) as AdminCategory;
    await recordAudit(tx, {
      ...actor,
      action: categoryId === null ? 'category.create' : 'category.update',
      targetType: 'category',
      targetId: id,
      before,
      after,
    });
    return after;
  });
  await afterCatalogueChange(ctx);
  return saved;
}

export async function removeCategory(ctx: AppContext, actor: Actor, categoryId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await findCategory(tx, categoryId, true);
    if (!before) throw new AppError('not_found', '分类不存在');
    const uses = await categoryUses(tx, categoryId);
    if (uses.children > 0) throw new AppError('bad_request', '该分类下还有子分类，不能删除');
    if (uses.goods > 0) throw new AppError('bad_request', `该分类下还有${uses.goods}个商品，不能删除`);
    if (uses.activities > 0) throw new AppError('bad_request', '该分类还被营销活动使用，不能删除');
    if (uses.floors > 0) throw new AppError('bad_request', '该分类是首页楼层，不能删除');
    await deleteCategory(tx, categoryId);
    await recordAudit(tx, {
      ...actor,
      action: 'category.delete',
      targetType: 'category',
      targetId: categoryId,
      before,
      after: null,
    });
  });
  await afterCatalogueChange(ctx);
}

// Brands ----------------------------------------------------------------------------------------

export const brandList = (ctx: AppContext): Promise<AdminBrand[]> => listBrands(ctx.db);

export async function saveBrand(
  ctx: AppContext,
  actor: Actor,
  brandId: number | null,
  input: BrandInput,
): Promise<AdminBrand> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = brandId === null ? null : await findBrand(tx, brandId, true);
    if (brandId !== null && !before) throw new AppError('not_found', '品牌不存在');
    if (await brandNamed(tx, input.name, brandId)) throw AppError.validation({ name: ['品牌名称已存在'] });
    const id = brandId ?? (await insertBrand(tx, input));
    if (brandId !== null) await updateBrand(tx, id, input);
    const after = (await findBrand(tx, id)) as AdminBrand;
    await recordAudit(tx, {
      ...actor,
      action: brandId === null ? 'brand.create' : 'brand.update',
      targetType: 'brand',
      targetId: id,
      before,
      after,
    });
    return after;
  });
  await afterCatalogueChange(ctx);
  return saved;
}

export async function removeBrand(ctx: AppContext, actor: Actor, brandId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await findBrand(tx, brandId, true);
    if (!before) throw new AppError('not_found', '品牌不存在');
    if (before.goods_count > 0)
      throw new AppError('bad_request', `该品牌下还有${before.goods_count}个商品，不能删除`);
    await deleteBrand(tx, brandId);
    await recordAudit(tx, {
      ...actor,
      action: 'brand.delete',
      targetType: 'brand',
      targetId: brandId,
      before,
      after: null,
    });
  });
  await afterCatalogueChange(ctx);
}
