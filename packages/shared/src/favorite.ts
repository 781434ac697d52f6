/** Favourites (SPEC §3 Favourite: goods_ids; §7 calls; §8 messages). */

/** Goods ids one POST /api/favorite or /api/favorite/cancel may carry. */
export const FAVORITE_BATCH_MAX = 100;

export const FAVORITE_MESSAGES = {
  added: '收藏成功',
  cancelled: '取消收藏成功',
  noGoods: '请选择商品',
  tooMany: `一次最多${FAVORITE_BATCH_MAX}个商品`,
  goodsNotFound: '商品不存在或已下架',
} as const;

/** Body of POST /api/favorite and /api/favorite/cancel; also the answer of GET /api/favorite/ids. */
export interface FavoriteGoodsIds {
  goods_ids: number[];
}
