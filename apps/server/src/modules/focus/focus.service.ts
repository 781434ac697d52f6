/** The shared chrome's data (SPEC §7 focus/common) and the banner slots. */
import type { Banner, FocusCommon, NavEntry } from '@mall/shared/focus';
import type { Executor } from '../../db/client.ts';
import { buildCategoryTree, buildTree, childrenOfRoot, pruneCategoryTree } from './category-tree.ts';
import {
  listActiveSlots,
  listBrands,
  listHotSearches,
  listNavEntries,
  listShownCategories,
  listYouxCategoryIds,
} from './focus.repository.ts';

const BRAND_COUNT = 20;
/** Roots whose children make the herbal (zyyp) and devices (qxzq) menu variants. */
const HERBAL_ROOT = '中药饮片';
const DEVICES_ROOT = '医疗器械';

export type BannerPosition = 'main' | 'login' | 'top' | 'right';

function navTree(rows: Awaited<ReturnType<typeof listNavEntries>>): NavEntry[] {
  return buildTree(
    rows,
    (r): NavEntry => ({
      id: r.id,
      name: r.name,
      url: r.url,
      image: r.image,
      is_open: r.isOpen ? 1 : 0,
      children: [],
    }),
  );
}

export async function getFocusCommon(ex: Executor): Promise<FocusCommon> {
  const [hot, nav, categories, youxIds, brands] = await Promise.all([
    listHotSearches(ex),
    listNavEntries(ex),
    listShownCategories(ex),
    listYouxCategoryIds(ex),
    listBrands(ex, BRAND_COUNT),
  ]);
  const tree = buildCategoryTree(categories);
  return {
    rnss: hot,
    nav: navTree(nav),
    category: tree,
    category_yx: pruneCategoryTree(tree, new Set(youxIds)),
    category_zy: childrenOfRoot(tree, HERBAL_ROOT),
    category_qx: childrenOfRoot(tree, DEVICES_ROOT),
    brand: brands,
    timestamp: Math.floor(Date.now() / 1000),
  };
}

/** Who is reading: a guest sees the guest-only banners (invitations to register), a member does not. */
export type Audience = 'guest' | 'member';

export function getBanners(ex: Executor, position: BannerPosition, audience: Audience): Promise<Banner[]> {
  return listActiveSlots(ex, position, audience);
}

/** The closable floating bottom banner and the top-right ad: the first active one of each. */
export async function getAds(
  ex: Executor,
  audience: Audience,
): Promise<{ float_bottom: Banner | null; ad_top_right: Banner | null }> {
  const [bottom, topRight] = await Promise.all([
    listActiveSlots(ex, 'float_bottom', audience, 1),
    listActiveSlots(ex, 'ad_top_right', audience, 1),
  ]);
  return { float_bottom: bottom[0] ?? null, ad_top_right: topRight[0] ?? null };
}
