/**
 * The controlled-sales zone (控销专区) and the brand zone (品牌专区) as one reader sees them:
 * controlled goods count and show only for stores their rules allow; guests see the zones with
 * a hint instead of goods.
 */
import type { Page } from '@mall/shared/codes';
import type { GoodsRead } from '@mall/shared/goods';
import {
  type BrandZone,
  type ControlZone,
  LOGIN_TO_VIEW_ZONE,
  NEW_CONTROLLED_GOODS_COUNT,
  type ZoneBanner,
} from '@mall/shared/zones';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { readGoods } from '../goods/goods.service.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';
import type { Viewer } from './control-visibility.ts';
import {
  countFeaturedBrands,
  findBrand,
  listControlZones,
  listFeaturedBrands,
  listNewControlledGoodsIds,
  listZoneBanners,
} from './zones.repository.ts';

export const BRAND_NOT_FOUND = '品牌不存在';

const zoneUrl = (slug: string) => `/kxzq/goods/${slug}`;

/** Guests see every zone with the login hint; members see the zones holding goods for them. */
export async function getControlZones(ex: Executor, viewer: Viewer | null): Promise<ControlZone[]> {
  const rows = await listControlZones(ex, viewer);
  return rows
    .filter((z) => !viewer || z.goodsCount > 0)
    .map((z) => ({
      id: z.id,
      name: z.name,
      url: z.slug,
      banner: z.banner,
      description: z.description,
      goods_count: z.goodsCount,
      is_visible: viewer ? 1 : 0,
      tip: viewer ? '' : LOGIN_TO_VIEW_ZONE,
    }));
}

export async function getZoneBanners(ex: Executor, ids: number[]): Promise<ZoneBanner[]> {
  if (ids.length === 0) return [];
  const rows = await listZoneBanners(ex, ids);
  return rows.map((z) => ({ id: z.id, name: z.name, image: z.banner, url: zoneUrl(z.slug) }));
}

export async function getNewControlledGoods(
  ex: Executor,
  viewer: CatalogueViewer | null,
): Promise<GoodsRead[]> {
  if (!viewer) return [];
  return readGoods(ex, viewer, await listNewControlledGoodsIds(ex, viewer, NEW_CONTROLLED_GOODS_COUNT));
}

type BrandRow = NonNullable<Awaited<ReturnType<typeof findBrand>>>;

const toBrandZone = (b: BrandRow): BrandZone => ({
  id: b.id,
  name: b.name,
  logo: b.logo,
  banner: b.banner,
  description: b.description,
  goods_count: b.goodsCount,
});

export async function getFeaturedBrands(
  ex: Executor,
  viewer: Viewer | null,
  page: { page: number; pageSize: number },
): Promise<Page<BrandZone>> {
  const [total, rows] = await Promise.all([
    countFeaturedBrands(ex),
    listFeaturedBrands(ex, viewer, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
  ]);
  return { list: rows.map(toBrandZone), total, page: page.page, page_size: page.pageSize };
}

export async function getBrand(ex: Executor, viewer: Viewer | null, id: number): Promise<BrandZone> {
  const row = await findBrand(ex, viewer, id);
  if (!row) throw new AppError('not_found', BRAND_NOT_FOUND);
  return toBrandZone(row);
}
