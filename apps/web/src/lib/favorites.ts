/**
 * Favourites (SPEC §7 "Favourites", §8): which goods the member keeps, adding and cancelling with
 * the catalogue's messages. Shared by the favourites page, the zone lists and the goods detail page.
 */
import { FAVORITE_MESSAGES, type FavoriteGoodsIds } from '@mall/shared/favorite';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { useMember } from '@/api/user/get-user-base';
import { paths } from '@/config/paths';
import { showAlertWithAction, showToast } from './feedback';
import { navigateTo } from './navigation';

export const FAVORITE_VIEW_ACTION = '查看我的收藏';

/** Every favourites query sits under this root, so one invalidation refreshes them all. */
export const favoriteKeys = {
  all: ['favorite'] as const,
  ids: (goodsIds: readonly number[]) => ['favorite', 'ids', goodsIds] as const,
  page: (page: number) => ['favorite', 'page', page] as const,
};

/** Unique, sorted ids, so the same set of goods shares one cache entry whatever its order. */
export function normaliseIds(goodsIds: readonly number[]): number[] {
  return [...new Set(goodsIds.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
}

/**
 * Which of these goods the member has favourited. Guests have none and make no call (a call would
 * send them to the login page).
 */
export function useFavoriteIds(goodsIds: readonly number[]) {
  const member = useMember();
  const ids = normaliseIds(goodsIds);
  const query = useQuery({
    queryKey: favoriteKeys.ids(ids),
    queryFn: ({ signal }) =>
      api
        .get<FavoriteGoodsIds>(
          '/api/favorite/ids',
          { goods_ids: ids },
          { silent: true, signal, cancelGroup: `favorite-ids:${ids.join(',')}` },
        )
        .then((r) => new Set(r.data.goods_ids)),
    enabled: member !== null && ids.length > 0,
  });
  const favorites = query.data;
  return {
    ...query,
    isFavorite: (goodsId: number): boolean => favorites?.has(goodsId) ?? false,
  };
}

/** Adds goods to the favourites: alert 收藏成功 with a 查看我的收藏 button (SPEC §8). */
export function useAddFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: readonly number[]) =>
      api.post<unknown>('/api/favorite', { goods_ids: normaliseIds(goodsIds) }),
    onSuccess: async () => {
      void showAlertWithAction(FAVORITE_MESSAGES.added, FAVORITE_VIEW_ACTION).then((view) => {
        if (view) navigateTo(paths.favourites);
      });
      // Pending until the stars know, so a second click cannot add twice.
      await queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
    },
  });
}

/** Removes goods from the favourites: toast 取消收藏成功 (SPEC §8). */
export function useCancelFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: readonly number[]) =>
      api.post<unknown>('/api/favorite/cancel', { goods_ids: normaliseIds(goodsIds) }),
    onSuccess: async () => {
      void showToast(FAVORITE_MESSAGES.cancelled, 'success');
      await queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
    },
  });
}
