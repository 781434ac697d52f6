/** The only SQL of favourites: a store's starred goods (favorites.company_id). */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favorites, goods } from '../../db/schema.ts';
import { type Viewer, visibleTo } from '../zones/control-visibility.ts';

/** Of these ids, the on-sale goods the viewer may see. */
export async function findVisibleGoodsIds(ex: Executor, viewer: Viewer, ids: number[]): Promise<number[]> {
  const rows = await ex
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.isOnSale, true), visibleTo(viewer, 'goods')));
  return rows.map((r) => r.id);
}

/** Adds the goods; ones already there keep their original time. */
export async function insertFavorites(ex: Executor, companyId: number, goodsIds: number[]): Promise<void> {
  await ex
    .insert(favorites)
    .values(goodsIds.map((goodsId) => ({ companyId, goodsId })))
    .onConflictDoNothing();
}

export async function deleteFavorites(ex: Executor, companyId: number, goodsIds: number[]): Promise<void> {
  await ex
    .delete(favorites)
    .where(and(eq(favorites.companyId, companyId), inArray(favorites.goodsId, goodsIds)));
}

/** Favourites the store may still see: on sale and, if controlled, allowed. */
function listable(viewer: Viewer) {
  return and(eq(favorites.companyId, viewer.companyId), eq(goods.isOnSale, true), visibleTo(viewer, 'goods'));
}

export async function countFavorites(ex: Executor, viewer: Viewer): Promise<number> {
  const rows = await ex
    .select({ n: count() })
    .from(favorites)
    .innerJoin(goods, eq(goods.id, favorites.goodsId))
    .where(listable(viewer));
  return rows[0]?.n ?? 0;
}

/** The ids of a page of favourites, newest favourite first. */
export async function listFavoriteGoodsIds(
  ex: Executor,
  viewer: Viewer,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await ex
    .select({ id: goods.id })
    .from(favorites)
    .innerJoin(goods, eq(goods.id, favorites.goodsId))
    .where(listable(viewer))
    .orderBy(desc(favorites.createdAt), desc(goods.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

export async function findFavoriteIdsAmong(
  ex: Executor,
  companyId: number,
  ids: number[],
): Promise<number[]> {
  const rows = await ex
    .select({ id: favorites.goodsId })
    .from(favorites)
    .where(and(eq(favorites.companyId, companyId), inArray(favorites.goodsId, ids)));
  return rows.map((r) => r.id);
}
