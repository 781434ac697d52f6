import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'catalogue',
  label: '商品',
  permission: 'catalogue',
  order: 200,
  routes: [
    { path: '', label: '商品列表', component: lazy(() => import('./goods-page')) },
    { path: 'categories', label: '分类', component: lazy(() => import('./categories-page')) },
    { path: 'brands', label: '品牌', component: lazy(() => import('./brands-page')) },
    { path: 'import', label: '导入导出', component: lazy(() => import('./import-page')) },
  ],
};
export default section;
