/**
 * A store's favourites (收藏). Every call acts on the session's own store only; adding refuses
 * goods the store may not see (unknown, off sale, or controlled for other regions or types).
 */
import type { Page } from '@mall/shared/codes';
import { FAVORITE_MESSAGES } from '@mall/shared/favorite';
import type { GoodsRead } from '@mall/shared/goods';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { uniqueIds } from '../../http/id-list.ts';
import { readGoods } from '../goods/goods.service.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';
import type { Viewer } from '../zones/control-visibility.ts';
import {
  countFavorites,
  deleteFavorites,
  findFavoriteIdsAmong,
  findVisibleGoodsIds,
  insertFavorites,
  listFavoriteGoodsIds,
} from './favorite.repository.ts';

export async function listFavorites(
  db: Database,
  viewer: CatalogueViewer,
  page: { page: number; pageSize: number },
): Promise<Page<GoodsRead>> {
  const [total, ids] = await Promise.all([
    countFavorites(db, viewer),
    listFavoriteGoodsIds(db, viewer, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    }),
  ]);
  return { list: await readGoods(db, viewer, ids), total, page: page.page, page_size: page.pageSize };
}

/** All or nothing: one goods the store may not see refuses the whole call. */
export async function addFavorites(db: Database, viewer: Viewer, goodsIds: number[]): Promise<number[]> {
  const ids = uniqueIds(goodsIds);
  await db.transaction(async (tx) => {
    const visible = await findVisibleGoodsIds(tx, viewer, ids);
    if (visible.length !== ids.length) throw new AppError('not_found', FAVORITE_MESSAGES.goodsNotFound);
    await insertFavorites(tx, viewer.companyId, ids);
  });
  return ids;
}

/** Ids that are not favourites are ignored: the outcome is the same. */
export async function cancelFavorites(
  db: Database,
  companyId: number,
  goodsIds: number[],
): Promise<number[]> {
  const ids = uniqueIds(goodsIds);
  await deleteFavorites(db, companyId, ids);
  return ids;
}

/** Which of these goods the store has starred, in the order asked. */
export async function favoriteIdsAmong(
  db: Database,
  companyId: number,
  goodsIds: number[],
): Promise<number[]> {
  const ids = uniqueIds(goodsIds);
  if (ids.length === 0) return [];
  const starred = new Set(await findFavoriteIdsAmong(db, companyId, ids));
  return ids.filter((id) => starred.has(id));
}
