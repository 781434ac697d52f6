/** Goods lists, detail and search (SPEC §2 "Goods"), built by the catalogue issue. */
import { OWNERS } from './owners';
import { route, SHOP } from './presets';

const owner = OWNERS.catalogue;

export const goodsRoutes = [
  route('/list', '商品列表', SHOP, owner, { id: 'list_index' }),
  route('/list/table', '商品列表', SHOP, owner, { id: 'list_table' }),
  route('/list/no_image', '商品列表', SHOP, owner, { id: 'list_no_image' }),
  route('/list/info/:id', '商品详情', SHOP, owner, { id: 'list_info' }),
  route('/list/info-pt/:id', '商品详情', SHOP, owner, { id: 'list_info_pt' }),
  route('/list/other/:id/:name?', '商品列表', SHOP, owner, { id: 'list_other' }),
  route('/search', '商品搜索', SHOP, owner, { id: 'search_index' }),
  route('/search/table', '商品搜索', SHOP, owner, { id: 'search_table' }),
  route('/star', '我的收藏', SHOP, owner),
] as const;
