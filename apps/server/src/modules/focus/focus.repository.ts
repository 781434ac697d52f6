/** The only SQL of navigation, menus and banners. */
import { and, asc, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, categories, focusSlots, goods, hotSearches, navEntries, offers } from '../../db/schema.ts';

export function listHotSearches(ex: Executor) {
  return ex
    .select({ name: hotSearches.name, url: hotSearches.url })
    .from(hotSearches)
    .orderBy(asc(hotSearches.sort), asc(hotSearches.id));
}

export function listNavEntries(ex: Executor) {
  return ex
    .select({
      id: navEntries.id,
      parentId: navEntries.parentId,
      name: navEntries.name,
      url: navEntries.url,
      image: navEntries.image,
      isOpen: navEntries.isOpen,
    })
    .from(navEntries)
    .orderBy(asc(navEntries.sort), asc(navEntries.id));
}

export function listShownCategories(ex: Executor) {
  return ex
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      logo: categories.logo,
      logo1: categories.logo1,
    })
    .from(categories)
    .where(eq(categories.isShown, true))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** Categories holding on-sale goods with a free-shipping selection (优选) offer. */
export async function listYouxCategoryIds(ex: Executor): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ id: goods.categoryId })
    .from(goods)
    .where(
      and(
        eq(goods.isOnSale, true),
        exists(
          ex
            .select({ one: sql`1` })
            .from(offers)
            .where(and(eq(offers.goodsId, goods.id), eq(offers.isYoux, true))),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

export function listBrands(ex: Executor, limit: number) {
  return ex
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id))
    .limit(limit);
}

/** Enabled slots of one position whose time window (if any) includes now, for a guest or a member. */
export function listActiveSlots(
  ex: Executor,
  position: string,
  audience: 'guest' | 'member',
  limit?: number,
) {
  const now = sql`now()`;
  const query = ex
    .select({
      id: focusSlots.id,
      title: focusSlots.title,
      image: focusSlots.image,
      url: focusSlots.url,
      notice: focusSlots.notice,
    })
    .from(focusSlots)
    .where(
      and(
        eq(focusSlots.position, position),
        eq(focusSlots.isEnabled, true),
        inArray(focusSlots.audience, ['all', audience]),
        or(isNull(focusSlots.startsAt), lte(focusSlots.startsAt, now)),
        or(isNull(focusSlots.endsAt), gt(focusSlots.endsAt, now)),
      ),
    )
    .orderBy(asc(focusSlots.sort), asc(focusSlots.id));
  return limit === undefined ? query : query.limit(limit);
}
