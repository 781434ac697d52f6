/** Goods lists, detail and search (SPEC §2 "Goods"), built by the catalogue issue. */
import { OWNERS } from './owners';
import { route, SHOP } from './presets';

const owner = OWNERS.catalogue;

export const goodsRoutes = [
  route('/list', '商品列表', SHOP, owner, {
    id: 'list_index',
    page: () => import('@/features/catalogue/pages/goods-list-page'),
  }),
  route('/list/table', '商品列表', SHOP, owner, {
    id: 'list_table',
    page: () => import('@/features/catalogue/pages/goods-list-page'),
  }),
  route('/list/no_image', '商品列表', SHOP, owner, {
    id: 'list_no_image',
    page: () => import('@/features/catalogue/pages/goods-list-page'),
  }),
  route('/list/info/:id', '商品详情', SHOP, owner, {
    id: 'list_info',
    page: () => import('@/features/catalogue/pages/goods-detail-page'),
  }),
  route('/list/info-pt/:id', '拼团详情', SHOP, OWNERS.groupBuy, {
    id: 'list_info_pt',
    antd: true,
    page: () => import('@/features/group-buy/pages/group-buy-detail-page'),
  }),
  route('/list/other/:id/:name?', '商品列表', SHOP, owner, {
    id: 'list_other',
    page: () => import('@/features/catalogue/pages/goods-list-page'),
  }),
  route('/search', '商品搜索', SHOP, owner, {
    id: 'search_index',
    page: () => import('@/features/catalogue/pages/search-page'),
  }),
  route('/search/table', '商品搜索', SHOP, owner, {
    id: 'search_table',
    page: () => import('@/features/catalogue/pages/search-page'),
  }),
  route('/star', '我的收藏', SHOP, owner, {
    page: () => import('@/features/favorites/pages/favorites-page'),
  }),
] as const;
