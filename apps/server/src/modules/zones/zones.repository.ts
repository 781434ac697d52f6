/** The only SQL of the controlled-sales and brand zones. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, controlRules, controlZones, goods } from '../../db/schema.ts';
import { ruleAllows, type Viewer, visibleTo } from './control-visibility.ts';

/** Every zone with the number of its on-sale goods the viewer may see (0 for guests). */
export function listControlZones(ex: Executor, viewer: Viewer | null) {
  const visibleCount = viewer
    ? sql<number>`(SELECT count(*)::int FROM control_rules cr JOIN goods zg ON zg.id = cr.goods_id
        WHERE cr.zone_id = control_zones.id AND zg.is_on_sale AND ${ruleAllows(viewer, 'cr')})`
    : sql<number>`0`;
  return ex
    .select({
      id: controlZones.id,
      slug: controlZones.slug,
      name: controlZones.name,
      banner: controlZones.banner,
      description: controlZones.description,
      goodsCount: visibleCount,
    })
    .from(controlZones)
    .orderBy(asc(controlZones.sort), asc(controlZones.id));
}

export function listZoneBanners(ex: Executor, ids: number[]) {
  return ex
    .select({
      id: controlZones.id,
      name: controlZones.name,
      banner: controlZones.banner,
      slug: controlZones.slug,
    })
    .from(controlZones)
    .where(inArray(controlZones.id, ids))
    .orderBy(asc(controlZones.sort), asc(controlZones.id));
}

/** The ids of the newest on-sale controlled goods the viewer may see, newest first. */
export async function listNewControlledGoodsIds(
  ex: Executor,
  viewer: Viewer,
  limit: number,
): Promise<number[]> {
  const rows = await ex
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(controlRules, eq(controlRules.goodsId, goods.id))
    .where(and(eq(goods.isOnSale, true), ruleAllows(viewer, 'control_rules')))
    .orderBy(desc(goods.createdAt), desc(goods.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** On-sale goods of a brand that the viewer may see. */
function brandGoodsCount(viewer: Viewer | null) {
  return sql<number>`(SELECT count(*)::int FROM goods bg WHERE bg.brand_id = brands.id
    AND bg.is_on_sale AND ${visibleTo(viewer, 'bg')})`;
}

const brandColumns = (viewer: Viewer | null) => ({
  id: brands.id,
  name: brands.name,
  logo: brands.logo,
  banner: brands.banner,
  description: brands.description,
  goodsCount: brandGoodsCount(viewer),
});

export async function countFeaturedBrands(ex: Executor): Promise<number> {
  const rows = await ex.select({ n: count() }).from(brands).where(eq(brands.isFeatured, true));
  return rows[0]?.n ?? 0;
}

export function listFeaturedBrands(
  ex: Executor,
  viewer: Viewer | null,
  page: { limit: number; offset: number },
) {
  return ex
    .select(brandColumns(viewer))
    .from(brands)
    .where(eq(brands.isFeatured, true))
    .orderBy(asc(brands.sort), asc(brands.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findBrand(ex: Executor, viewer: Viewer | null, id: number) {
  const rows = await ex.select(brandColumns(viewer)).from(brands).where(eq(brands.id, id)).limit(1);
  return rows[0];
}
