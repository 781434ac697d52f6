/** Goods lists, detail and search (SPEC §2 "Goods"), built by the catalogue issue. */
import { OWNERS } from './owners';
import { route, SHOP } from './presets';

const owner = OWNERS.catalogue;

export const goodsRoutes = [
  route('/list', '商品列表', SHOP, owner, { id: 'list_index', page: 'goods-list' }),
  route('/list/table', '商品列表', SHOP, owner, { id: 'list_table', page: 'goods-list' }),
  route('/list/no_image', '商品列表', SHOP, owner, { id: 'list_no_image', page: 'goods-list' }),
  route('/list/info/:id', '商品详情', SHOP, owner, { id: 'list_info', page: 'goods-detail' }),
  route('/list/info-pt/:id', '商品详情', SHOP, owner, { id: 'list_info_pt', page: 'goods-detail' }),
  route('/list/other/:id/:name?', '商品列表', SHOP, owner, { id: 'list_other', page: 'goods-list' }),
  route('/search', '商品搜索', SHOP, owner, { id: 'search_index', page: 'goods-search' }),
  route('/search/table', '商品搜索', SHOP, owner, { id: 'search_table', page: 'goods-search' }),
  route('/star', '我的收藏', SHOP, owner, { page: 'favorites' }),
] as const;
